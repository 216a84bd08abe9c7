// The client runtime in Chromium over the real portal handler: call-error toasts and their timers,
// unhandled-error reports (one per page), new-build detection and the chunk-failure reload guard.
// The only test endpoint (/api/test/boom) is answered by a wrapper around app.handler; timers run
// on Playwright's fake clock.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { createTestApp } from "../helpers/app.ts";
import { bounded, launchBrowser } from "../helpers/browser.ts";
import { serve } from "../helpers/server.ts";
import { json } from "../../lib/http/errors.ts";
import { BUILD_POLL_MS } from "../../lib/client/build_poll.ts";
import { ERROR_TOAST_MS } from "../../lib/client/toast.ts";
import { listClientErrors } from "../../lib/logs/store.ts";

const SERVER_ERROR =
  "An error has been encountered on the server - please try again, and contact support if this error persists";
const UNHANDLED =
  "An error has been encountered. Please reload the page, or contact support if the error persists";

async function newPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    addEventListener("fresh:hydrated", () => (document.documentElement.dataset.hydrated = "1"));
    const w = globalThis as unknown as { __errors: number };
    w.__errors = 0;
    addEventListener("error", () => w.__errors++);
    addEventListener("unhandledrejection", () => w.__errors++);
  });
  return await context.newPage();
}

/** Fake timers that stand still until the test moves them (no real time leaks in). */
async function pauseClock(page: Page) {
  const start = Date.UTC(2026, 10, 21, 12);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

Deno.test("client runtime in the browser", async (t) => {
  const app = await createTestApp({ seed: false });
  const server = serve((req, info) => {
    if (new URL(req.url).pathname === "/api/test/boom") {
      return Promise.resolve(json({ error: "kaboom" }, { status: 500 }));
    }
    return app.handler(req, info);
  });
  const browser = await launchBrowser();
  const fresh = async () => {
    const context = await browser.newContext();
    return { context, page: await newPage(context) };
  };
  try {
    await t.step("a 500 shows the server-error toast, which hides after 5 s", async () => {
      const { context, page } = await fresh();
      await pauseClock(page);
      await page.goto(`${server.origin}/`);
      await hydrated(page);
      // The client entries are namespaces of the one entry module (lib/fresh/build.ts).
      const app = await bounded(
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"))
            .map((link) => link.href).find((href) => href.endsWith("/app.js"))
        ),
        "evaluate",
      );
      assert.ok(app, "the app module is preloaded");
      const result = await bounded(
        page.evaluate(async (url) => {
          const namespaces = Object.values(await import(url)) as { api?: unknown }[];
          const api = namespaces.find((ns) => typeof ns?.api === "function")!.api as (
            path: string,
          ) => Promise<unknown>;
          return await api("/api/test/boom");
        }, app),
        "evaluate",
      );
      assert.deepEqual(result, {
        ok: false,
        status: 500,
        error: SERVER_ERROR,
        data: { error: "kaboom" },
      });
      const toast = page.locator(".toast-stack-top .toast[role=alert]", { hasText: SERVER_ERROR });
      await toast.waitFor();
      await page.clock.runFor(ERROR_TOAST_MS - 1);
      assert.equal(await toast.count(), 1, "still shown just before 5 s");
      await page.clock.runFor(1);
      await toast.waitFor({ state: "detached" });
      await context.close();
    });

    await t.step(
      "unhandled errors show a toast and post exactly one log entry per page",
      async () => {
        const { context, page } = await fresh();
        const posted: string[] = [];
        page.on("request", (request) => {
          if (request.method() === "POST" && request.url().endsWith("/api/logs/error")) {
            posted.push(request.postData() ?? "");
          }
        });
        await page.goto(`${server.origin}/`);
        await hydrated(page);
        let logged = page.waitForResponse((res) => res.url().endsWith("/api/logs/error"));
        await bounded(
          page.evaluate(() => {
            setTimeout(() => {
              throw new Error("first boom");
            });
          }),
          "evaluate",
        );
        assert.equal((await logged).status(), 201);
        await page.locator(".toast[role=alert]", { hasText: UNHANDLED }).waitFor();
        // Two more on the same page: handled (counted by the init script) but not posted.
        await bounded(
          page.evaluate(() => {
            setTimeout(() => {
              throw new Error("second boom");
            });
            setTimeout(() => void Promise.reject(new Error("third boom")));
          }),
          "evaluate",
        );
        await page.waitForFunction(() =>
          (globalThis as unknown as { __errors: number }).__errors === 3
        );

        await page.goto(`${server.origin}/`);
        await hydrated(page);
        logged = page.waitForResponse((res) => res.url().endsWith("/api/logs/error"));
        await bounded(
          page.evaluate(() => void Promise.reject(new Error("page two boom"))),
          "evaluate",
        );
        assert.equal((await logged).status(), 201);

        assert.equal(posted.length, 2, posted.join("\n"));
        assert.match(JSON.parse(posted[0]).error, /first boom/);
        assert.equal(JSON.parse(posted[0]).view, "/");
        assert.match(JSON.parse(posted[1]).error, /page two boom/);
        const stored = await listClientErrors(app.kv);
        assert.deepEqual(stored.map((r) => r.error.match(/(first|page two) boom/)?.[0]).sort(), [
          "first boom",
          "page two boom",
        ]);
        await context.close();
      },
    );

    await t.step("a changed build id shows a persistent reload toast", async () => {
      const { context, page } = await fresh();
      const polls: string[] = [];
      await page.route("**/builds/latest.json?*", (route) => {
        polls.push(route.request().url());
        return route.fulfill({
          json: { id: "a-newer-build" },
          headers: { "cache-control": "no-store" },
        });
      });
      await pauseClock(page);
      await page.goto(`${server.origin}/`);
      await hydrated(page);
      await page.clock.runFor(BUILD_POLL_MS - 1);
      assert.equal(polls.length, 0);
      await page.clock.runFor(1);
      const toast = page.locator(".toast[role=status]", {
        hasText: "A new version of the portal is available.",
      });
      await toast.waitFor();
      assert.match(polls[0], /\/builds\/latest\.json\?timestamp=\d+$/);
      await page.clock.runFor(60 * 60 * 1000);
      assert.equal(await toast.count(), 1, "the notice stays until dismissed");
      assert.equal(polls.length, 1, "polling stopped");
      const reloaded = page.waitForEvent("framenavigated");
      await toast.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await context.close();
    });

    await t.step("a blocked island chunk reloads the page once, not twice", async () => {
      const { context, page } = await fresh();
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      await page.route("**/islands.js", (route) => route.abort()); // every island (lib/fresh/build.ts)
      const before = (await listClientErrors(app.kv)).length;
      const gaveUp = page.waitForResponse((res) => res.url().endsWith("/api/logs/error"));
      await page.goto(`${server.origin}/`, { waitUntil: "commit" });
      // The reloaded page fails again: the guard holds, so it reports instead of reloading.
      const report = await gaveUp;
      assert.equal(report.status(), 201);
      assert.match(JSON.parse(report.request().postData()!).error, /islands\.js|import|module/i);
      await hydrated(page);
      assert.deepEqual(documents, [`${server.origin}/`, `${server.origin}/`]);
      assert.equal((await listClientErrors(app.kv)).length, before + 1);
      const guard = await bounded(
        page.evaluate(() => sessionStorage.getItem("portal:v1:chunk-reload:/")),
        "evaluate",
      );
      assert.ok(Number(guard) > 0);
      await context.close();
    });
  } finally {
    await browser.close();
    await server.close();
    app.close();
  }
});
