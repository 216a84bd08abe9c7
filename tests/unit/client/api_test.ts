import assert from "node:assert/strict";
import { createApi } from "../../../lib/client/api.ts";
import { LONG_TOAST_MS, toast, toasts } from "../../../lib/client/toast.ts";
import { type Clock, fakeServer, jsonResponse, shown, t, withClock } from "./helpers.ts";

function setup(answer: (req: Request) => Response | Promise<Response>) {
  const server = fakeServer(answer);
  const pages: string[] = [];
  const navigations: string[] = [];
  const logged: unknown[][] = [];
  const api = createApi(() => ({
    fetch: server.fetch,
    toast,
    t,
    loadPage: (url) => pages.push(url),
    navigate: (path) => navigations.push(path),
    logError: (...args) => logged.push(args),
  }));
  return { api, server, pages, navigations, logged };
}

/** Asserts one error toast is shown, and that it hides exactly after `ms`. */
function assertToastFor(clock: Clock, expected: [string, string, string], ms: number) {
  assert.deepEqual(shown(), [[...expected, ms]]);
  clock.tick(ms - 1);
  assert.equal(toasts.value.length, 1, "still shown just before its time");
  clock.tick(1);
  assert.equal(toasts.value.length, 0, "hidden at its time");
}

Deno.test("api() returns the parsed answer of a 2xx and shows no toast", () =>
  withClock(async () => {
    const { api, server } = setup(async (req) =>
      jsonResponse({ echo: await req.json(), q: new URL(req.url).search }, 200)
    );
    const res = await api<{ echo: unknown; q: string }>("/api/echo", {
      body: { a: 1 },
      query: { page: 2, skip: undefined, on: true },
    });
    assert.deepEqual(res, {
      ok: true,
      status: 200,
      data: { echo: { a: 1 }, q: "?page=2&on=true" },
    });
    assert.equal(server.requests[0].method, "POST");
    assert.equal(server.requests[0].headers.get("content-type"), "application/json");
    assert.equal(server.requests[0].headers.get("accept"), "application/json");
    assert.deepEqual(shown(), []);
  }));

Deno.test("401 → the permission toast at the bottom for 5 s", () =>
  withClock(async (clock) => {
    const { api } = setup(() => jsonResponse({ error: "Unauthorized" }, 401));
    const res = await api("/api/x");
    assert.equal(res.ok, false);
    assert.equal(res.status, 401);
    assertToastFor(clock, ["You don't have permission to view this", "error", "bottom"], 5000);
  }));

Deno.test("404 → 'Error - Not Found' at the top for 5 s", () =>
  withClock(async (clock) => {
    const { api } = setup(() => jsonResponse({ error: "Page not found" }, 404));
    await api("/api/x");
    assertToastFor(clock, ["Error - Not Found", "error", "top"], 5000);
  }));

Deno.test("400 → the answer's error text, else 'Error - Bad Request'", () =>
  withClock(async (clock) => {
    let body: unknown = { error: "email: Too small" };
    const { api } = setup(() => jsonResponse(body, 400));
    const res = await api("/api/x", { body: {} });
    assert.equal(!res.ok && res.error, "email: Too small");
    assertToastFor(clock, ["email: Too small", "error", "top"], 5000);
    body = {};
    await api("/api/x", { body: {} });
    assertToastFor(clock, ["Error - Bad Request", "error", "top"], 5000);
    body = "<html>not json</html>";
    await api("/api/x", { body: {} });
    assertToastFor(clock, ["Error - Bad Request", "error", "top"], 5000);
  }));

Deno.test("500 → the server-error text for 5 s", () =>
  withClock(async (clock) => {
    const { api } = setup(() => new Response("boom", { status: 500 }));
    await api("/api/x");
    assertToastFor(
      clock,
      [
        "An error has been encountered on the server - please try again, and contact support if this error persists",
        "error",
        "top",
      ],
      5000,
    );
  }));

Deno.test("any other status above 299 → 'Error - {status}'", () =>
  withClock(async (clock) => {
    for (const status of [403, 409, 429, 502, 503, 504, 302]) {
      const { api } = setup(() => new Response(null, { status }));
      const res = await api("/api/x");
      assert.equal(res.ok, false, String(status));
      assertToastFor(clock, [`Error - ${status}`, "error", "top"], 5000);
    }
  }));

Deno.test("a network error → 'Unspecified Error - see console' for 10 s, logged", () =>
  withClock(async (clock) => {
    const { api, logged } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    const res = await api("/api/x");
    assert.deepEqual(res, {
      ok: false,
      status: 0,
      error: "Unspecified Error - see console",
      data: null,
    });
    assert.equal(logged.length, 1);
    assert.ok(logged[0].some((arg) => arg instanceof TypeError));
    assertToastFor(clock, ["Unspecified Error - see console", "error", "top"], LONG_TOAST_MS);
  }));

Deno.test("an aborted call and a silent call show nothing", () =>
  withClock(async () => {
    const aborted = setup(() => {
      throw new DOMException("aborted", "AbortError");
    });
    const res = await aborted.api("/api/x");
    assert.equal(!res.ok && res.aborted, true);
    const silent = setup(() => jsonResponse({}, 500));
    const failed = await silent.api("/api/x", { silent: true });
    assert.equal(failed.ok, false);
    assert.equal(failed.status, 500);
    assert.deepEqual(shown(), []);
  }));

Deno.test("warning and warnings of any answer show as info toasts", () =>
  withClock(async () => {
    const { api } = setup(() =>
      jsonResponse({ ok: 1, warning: "Store 12 is closed", warnings: ["Late file", "", 3] })
    );
    const res = await api("/api/x");
    assert.equal(res.ok, true);
    assert.deepEqual(shown(), [
      ["Store 12 is closed", "info", "top", 5000],
      ["Late file", "info", "top", 5000],
    ]);
  }));

Deno.test("redirect: absolute → full page load, path → in-app navigation, other schemes ignored", () =>
  withClock(async () => {
    let redirect = "https://example.com/elsewhere";
    const { api, pages, navigations } = setup(() => jsonResponse({ redirect }));
    await api("/api/x");
    redirect = "/account";
    await api("/api/x");
    redirect = "javascript:alert(1)";
    await api("/api/x");
    redirect = "//cdn.example.com/x";
    await api("/api/x");
    assert.deepEqual(pages, ["https://example.com/elsewhere", "//cdn.example.com/x"]);
    assert.deepEqual(navigations, ["/account"]);
  }));
