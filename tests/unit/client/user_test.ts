import assert from "node:assert/strict";
import { createApi } from "../../../lib/client/api.ts";
import { memoryStorage, STORAGE_KEYS } from "../../../lib/client/keys.ts";
import { toast, toasts } from "../../../lib/client/toast.ts";
import {
  checkUser,
  clearUser,
  clearUserOnLogout,
  GET_USER_PATH,
  isLogoutForm,
  readCachedUser,
  USER_CACHE_MS,
  userCheck,
  type UserRecord,
} from "../../../lib/client/user.ts";
import { fakeServer, jsonResponse, shown, t, withClock } from "./helpers.ts";

const record: UserRecord = {
  user: { Site_Admin: false, Role: "member", Stores: [[1234, "Main St"]], Permissions: {} },
  preferences: { locale: "fr-CA" },
  special_reports: [{ title: "R", description: "d", href: "/r" }],
};

function setup(answer: (req: Request) => Response) {
  const server = fakeServer(answer);
  const storage = memoryStorage();
  const api = createApi(() => ({
    fetch: server.fetch,
    toast,
    t,
    loadPage: () => {},
    navigate: () => {},
    logError: () => {},
  }));
  const check = (seed?: UserRecord | null) => checkUser({ seed, storage, api, t });
  return { server, storage, check };
}

Deno.test("a seeded page caches the record and makes no call", () =>
  withClock(async () => {
    const { server, storage, check } = setup(() => jsonResponse(record));
    assert.deepEqual(await check(record), { state: "checked", record });
    assert.equal(server.requests.length, 0);
    assert.deepEqual(readCachedUser(storage), record);
    assert.deepEqual(userCheck.value, { state: "checked", record });
  }));

Deno.test("the cached record is reused for 5 minutes, then fetched again", () =>
  withClock(async (clock) => {
    assert.equal(USER_CACHE_MS, 5 * 60 * 1000);
    const { server, storage, check } = setup(() => jsonResponse(record));
    await check();
    assert.equal(server.requests.length, 1);
    assert.equal(new URL(server.requests[0].url).pathname, GET_USER_PATH);
    const cached = JSON.parse(storage.getItem(STORAGE_KEYS.user)!);
    assert.equal(cached.timestamp, Date.now());
    clock.tick(USER_CACHE_MS - 1);
    await check();
    assert.equal(server.requests.length, 1, "younger than 5 minutes: reused");
    clock.tick(1);
    await check();
    assert.equal(server.requests.length, 2, "5 minutes old: fetched again");
    assert.deepEqual(shown(), []);
  }));

Deno.test("a corrupt cache entry is dropped and the user fetched", () =>
  withClock(async () => {
    const { server, storage, check } = setup(() => jsonResponse(record));
    for (
      const bad of ["{", "null", JSON.stringify({ timestamp: Date.now(), record: { user: 1 } })]
    ) {
      storage.setItem(STORAGE_KEYS.user, bad);
      assert.equal(readCachedUser(storage), null);
      assert.equal(storage.getItem(STORAGE_KEYS.user), null);
    }
    storage.setItem(STORAGE_KEYS.user, "{");
    assert.equal((await check()).state, "checked");
    assert.equal(server.requests.length, 1);
  }));

Deno.test("a signed-out page (seed null) clears the cache and calls nothing", () =>
  withClock(async () => {
    const { server, storage, check } = setup(() => jsonResponse(record));
    await check(record);
    assert.deepEqual(await check(null), { state: "error", status: 401 });
    assert.equal(storage.getItem(STORAGE_KEYS.user), null);
    assert.equal(server.requests.length, 0);
  }));

Deno.test("clearUser (logout) forgets the cached user and preferences", () =>
  withClock(async () => {
    const { storage, check } = setup(() => jsonResponse(record));
    await check(record);
    clearUser(storage);
    assert.equal(storage.getItem(STORAGE_KEYS.user), null);
    assert.equal(readCachedUser(storage), null);
    assert.deepEqual(userCheck.value, { state: "unchecked" });
  }));

Deno.test("a failed check: 401 shows nothing and stores the status", () =>
  withClock(async () => {
    const { check } = setup(() => jsonResponse({ error: "no" }, 401));
    assert.deepEqual(await check(), { state: "error", status: 401 });
    assert.deepEqual(shown(), []);
  }));

Deno.test("a failed check: 504 shows the Bad Gateway text for 10 s", () =>
  withClock(async (clock) => {
    const { check } = setup(() => new Response("", { status: 504 }));
    assert.deepEqual(await check(), { state: "error", status: 504 });
    assert.deepEqual(shown(), [[
      "Could not reach server (Bad Gateway). Please refresh the page or try again later",
      "error",
      "top",
      10_000,
    ]]);
    clock.tick(9999);
    assert.equal(toasts.value.length, 1);
    clock.tick(1);
    assert.equal(toasts.value.length, 0);
  }));

Deno.test("a failed check: any other status, or no answer, shows 'Could not reach server' for 10 s", () =>
  withClock(async (clock) => {
    for (
      const [answer, status] of [
        [() => new Response("", { status: 500 }), 500],
        [() => new Response("", { status: 403 }), 403],
        [() => {
          throw new TypeError("Failed to fetch");
        }, 0],
      ] as const
    ) {
      const { check } = setup(answer);
      assert.deepEqual(await check(), { state: "error", status });
      assert.deepEqual(shown(), [["Could not reach server", "error", "top", 10_000]]);
      clock.tick(9999);
      assert.equal(toasts.value.length, 1);
      clock.tick(1);
      assert.equal(toasts.value.length, 0);
    }
  }));

Deno.test("submitting the logout form clears the cached user", () =>
  withClock(async () => {
    const { storage, check } = setup(() => jsonResponse(record));
    await check(record);
    assert.equal(isLogoutForm({ action: "http://portal.test/api/account/logout" }), true);
    assert.equal(isLogoutForm({ action: "/api/account/logout" }), true);
    assert.equal(isLogoutForm({ action: "http://portal.test/api/account/login" }), false);
    assert.equal(isLogoutForm(null), false);

    // Another form's submit changes nothing…
    const page = new EventTarget();
    clearUserOnLogout(page, storage);
    const submit = (action: string) => page.dispatchEvent(submitFrom({ action }));
    submit("http://portal.test/account");
    assert.deepEqual(readCachedUser(storage), record);
    // …the logout form clears it.
    submit("http://portal.test/api/account/logout");
    assert.equal(readCachedUser(storage), null);
  }));

/** A submit event as it reaches the document: its target is the submitted form. */
function submitFrom(form: { action: string }): Event {
  const event = new Event("submit");
  Object.defineProperty(event, "target", { value: form });
  return event;
}
