// The portal shell in Chromium: the store switcher changes the primary store and the page reloads
// with it; the EN/FR switch in the top navigation changes the language and shows the 3 s notice;
// menus open without JavaScript; /fulfillment/prod is a 404.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { signIn } from "../helpers/auth.ts";
import { SHORT_TOAST_MS } from "../../lib/client/toast.ts";

const CHANGED_FR = "Langue modifiée. Il se peut que vous deviez recharger la page";

Deno.test("shell in the browser: store switcher, language switch, menus, bad fulfillment env", async (t) => {
  const { app, server, browser, close } = await browserApp();
  try {
    const session = await signIn(app, "owner@example.com");
    const [name, value] = session.split(";")[0].split("=");

    await t.step("the store switcher sets the primary store and reloads", async () => {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: server.origin }]);
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      const select = page.locator(".store-switcher select");
      assert.equal(await select.inputValue(), "1234");
      assert.match(await page.textContent("main") ?? "", /store 1234/);
      // The select is enabled once the island has hydrated (selectOption waits for it).
      const reloaded = page.waitForEvent("load");
      const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/set-primary-store"));
      await select.selectOption("2051");
      assert.equal((await saved).status(), 200);
      await reloaded;
      await page.waitForFunction(() =>
        (document.querySelector(".store-switcher select") as HTMLSelectElement | null)?.value ===
          "2051"
      );
      assert.match(await page.textContent("main") ?? "", /store 2051/);
      // The server agrees: the account's first store is now 2051.
      const res = await app.fetch("/api/account/get-user", { headers: { cookie: session } });
      const body = await res.json();
      assert.equal(body.user.Stores[0][0], 2051);
      await context.close();
    });

    await t.step("the EN/FR switch changes the language and shows the notice", async () => {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: server.origin }]);
      const page = await context.newPage();
      // Fake timers running at real speed; the notice's 3 s are skipped, not waited for.
      await page.clock.install();
      await page.goto(`${server.origin}/support`);
      assert.equal(await page.getAttribute("html", "lang"), "en-US");
      assert.equal(await page.textContent("h1"), "Support");
      await page.waitForFunction(() => document.querySelector(".topnav .language-toggle") !== null);
      await page.waitForLoadState("networkidle"); // the island has hydrated
      await page.click('.topnav .language-toggle a[hreflang="fr-CA"]');
      await page.waitForFunction(() => document.documentElement?.lang === "fr-CA");
      assert.equal(await page.textContent("h1"), "Soutien");
      assert.equal(await page.textContent('[data-nav="reports"] > summary'), "Rapports");
      const notice = page.getByText(CHANGED_FR);
      await notice.waitFor({ state: "visible" });
      await page.clock.fastForward(SHORT_TOAST_MS);
      await notice.waitFor({ state: "hidden" });
      await context.close();
    });

    await t.step("menus open without JavaScript, by keyboard", async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies([{ name, value, url: server.origin }]);
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      const link = page.locator('[data-nav="reports.report_builder"]');
      assert.equal(await link.isVisible(), false);
      await page.focus('[data-nav="reports"] > summary');
      await page.keyboard.press("Enter");
      assert.equal(await link.isVisible(), true);
      await context.close();
    });

    await t.step("/fulfillment/prod is a 404", async () => {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: server.origin }]);
      const page = await context.newPage();
      const res = await page.goto(`${server.origin}/fulfillment/prod`);
      assert.equal(res?.status(), 404);
      assert.match(await page.textContent("main") ?? "", /Erreur 404|Error 404/);
      const ok = await page.goto(`${server.origin}/fulfillment/sandbox`);
      assert.equal(ok?.status(), 200);
      await context.close();
    });

    await t.step("Logout works without JavaScript and lands on the home page", async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies([{ name, value, url: server.origin }]);
      const page = await context.newPage();
      await page.goto(`${server.origin}/support`);
      await page.click('[data-nav="account"] > summary');
      await Promise.all([page.waitForURL(`${server.origin}/`), page.click('[data-nav="logout"]')]);
      assert.equal(await page.locator('[data-nav="account"]').count(), 0);
      const res = await app.fetch("/support", { headers: { cookie: session } });
      assert.equal(res.status, 401, "the session is gone");
      await context.close();
    });
  } finally {
    await close();
  }
});
