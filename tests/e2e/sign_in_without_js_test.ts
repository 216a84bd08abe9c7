// Sign-in before and without JavaScript (issue 32), in Chromium: with scripts off the login form
// posts as a plain form and the server signs in and redirects; with scripts slow to arrive, what
// was typed before the island hydrated is still there afterwards.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { DEMO_PASSWORD } from "../helpers/auth.ts";

Deno.test("the login panel works without JavaScript and keeps text typed before hydration", async (t) => {
  const { server, browser, close } = await browserApp();
  try {
    await t.step(
      "scripts off: the plain form signs in and lands on the page asked for",
      async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        const res = await page.goto(`${server.origin}/open-to-buy`);
        assert.equal(res?.status(), 401);
        await page.fill("#login-email", "owner@example.com");
        await page.fill("#login-password", DEMO_PASSWORD);
        await Promise.all([
          page.waitForURL(`${server.origin}/open-to-buy`),
          page.click("#login-submit"),
        ]);
        assert.ok((await context.cookies()).some((c) => c.name === "portal_session"));
        assert.equal(await page.locator(".login-panel").count(), 0, "signed in: no panel");
        await context.close();
      },
    );

    await t.step("scripts late: typed text survives hydration", async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Every island is in the one islands.js entry (lib/fresh bundles them together).
      await page.route(/\/islands\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.origin}/account`, { waitUntil: "domcontentloaded" });
      await page.fill("#login-email", "owner@example.com");
      await page.fill("#login-password", DEMO_PASSWORD);
      assert.equal(await page.getAttribute(".login-panel", "data-ready"), "false");
      release();
      await page.waitForSelector('.login-panel[data-ready="true"]');
      assert.equal(await page.inputValue("#login-email"), "owner@example.com");
      assert.equal(await page.inputValue("#login-password"), DEMO_PASSWORD);
      assert.equal(await page.locator("#login-submit").isDisabled(), false);
      await context.close();
    });
  } finally {
    await close();
  }
});
