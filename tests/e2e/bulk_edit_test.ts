// The grouped item list in Chromium: a buyer checks two styles, chooses a status and a price
// change, previews them before → after, applies, and lands back on the list with the count.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { personaContext } from "../helpers/browser.ts";
import { listStyles, listVariants } from "../../lib/catalogue/mod.ts";

Deno.test("bulk edit: check styles, preview, apply", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    const [a, b] = (await listStyles(app.kv, { vendor: "V300" })).slice(0, 2);
    const context = await personaContext(browser, app, server.origin, "buyer@example.com");
    const page = await context.newPage();
    await page.goto(`${server.origin}/marketing/items?vendor=V300`);
    await page.getByLabel(`Select style ${a.id}`).check();
    await page.getByLabel(`Select style ${b.id}`).check();
    await page.locator("#bulk-status").selectOption("pending");
    await page.locator("#bulk-ending").selectOption("99");
    await page.getByRole("button", { name: "Preview the changes" }).click();
    await page.locator('[data-bulk-preview="2"]').waitFor();
    assert.ok(await page.locator("[data-change]").count() > 0);
    await page.getByRole("button", { name: "Apply these changes" }).click();
    await page.waitForURL(/\/marketing\/items\?vendor=V300&bulk=2&bulk_items=\d+$/);
    assert.match(await page.locator("main").innerText(), /2 styles changed/);
    for (const id of [a.id, b.id]) {
      for (const v of await listVariants(app.kv, { style_id: id })) {
        assert.equal(v.status, "pending");
        assert.equal(v.retail % 100, 99);
      }
    }
    await context.close();
  } finally {
    await close();
  }
});
