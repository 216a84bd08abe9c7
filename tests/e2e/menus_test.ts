// The top navigation's menus (issue 32): one open at a time, closed by Escape (focus back on the
// menu's button) and by a click outside; on a 390 px phone the Menu button opens the panel.
import assert from "node:assert/strict";
import { bounded } from "../helpers/browser.ts";
import { browserApp } from "../helpers/browser_app.ts";
import { DEMO_PASSWORD } from "../helpers/auth.ts";

Deno.test("menus: one open at a time, Escape and a click outside close them", async () => {
  const { server, browser, close } = await browserApp();
  try {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.origin}/account`);
      await page.waitForSelector('.login-panel[data-ready="true"]');
      await page.fill("#login-email", "owner@example.com");
      await page.fill("#login-password", DEMO_PASSWORD);
      await Promise.all([page.waitForEvent("load"), page.click("#login-submit")]);
      await page.goto(`${server.origin}/`);
      await page.waitForSelector("html[data-menus]", { state: "attached" });
      const open = () =>
        bounded(
          page.$$eval("details.nav-menu[open]", (all) => all.map((d) => d.dataset.nav)),
          "open menus",
        );
      if (width === 390) {
        assert.equal(await page.isVisible('[data-nav="reports"] > summary'), false, "in the panel");
        await page.click("label.nav-toggle");
      }
      await page.click('[data-nav="reports"] > summary');
      assert.deepEqual(await open(), ["reports"]);
      await page.click('[data-nav="resources"] > summary');
      assert.deepEqual(await open(), ["resources"], "one open at a time");
      await page.keyboard.press("Escape");
      assert.deepEqual(await open(), []);
      assert.equal(
        await bounded(
          page.evaluate(() => document.activeElement?.parentElement?.dataset.nav),
          "evaluate",
        ),
        "resources",
        "focus back on the menu's button",
      );
      await page.click('[data-nav="program_data"] > summary');
      await page.click("main h1");
      assert.deepEqual(await open(), [], "a click outside closes");
      await context.close();
    }
  } finally {
    await close();
  }
});
