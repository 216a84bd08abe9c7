// The store map in Chromium with JavaScript off: every active member store is on the map (its own
// pin, or named in a group's pin), the provinces are drawn, and a pin opens the store's page.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { personaContext } from "../helpers/browser.ts";
import { isMemberStore, listStores } from "../../lib/stores/mod.ts";

Deno.test("the store map shows every active store with JavaScript off", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    const context = await personaContext(browser, app, server.origin, "buyer@example.com", {
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/head-office/store-master/map`);
    const map = page.locator("svg[data-store-map]");
    await map.waitFor({ state: "visible" });
    const box = await map.boundingBox();
    assert.ok(box && box.width > 300 && box.height > 250, `map drawn at ${JSON.stringify(box)}`);
    assert.equal(await page.locator("svg[data-store-map] path[data-province]").count(), 13);
    const shown = new Set<number>();
    for (
      const n of await page.locator("svg [data-store]").evaluateAll((els) =>
        els.map((e) => e.getAttribute("data-store"))
      )
    ) shown.add(Number(n));
    for (
      const list of await page.locator("svg [data-stores]").evaluateAll((els) =>
        els.map((e) => e.getAttribute("data-stores"))
      )
    ) for (const n of list!.split(" ")) shown.add(Number(n));
    const stores = await listStores(app.kv);
    const active = stores.filter((s) => s.active && isMemberStore(s.store_number))
      .map((s) => s.store_number).sort();
    assert.deepEqual([...shown].sort(), active);
    assert.ok(!shown.has(3075), "a closed store is not on the map");
    // Every pin is visible inside the drawing.
    const pins = page.locator("svg[data-store-map] a.pin circle");
    for (let i = 0; i < await pins.count(); i++) {
      const pin = await pins.nth(i).boundingBox();
      assert.ok(pin && pin.x >= box!.x && pin.x <= box!.x + box!.width, `pin ${i} inside`);
    }
    // Each legend swatch's colour fills its whole box (no map styles shrinking or hiding it).
    const swatches = page.locator(".ho-legend svg.ho-swatch");
    assert.ok(await swatches.count() >= 2);
    for (let i = 0; i < await swatches.count(); i++) {
      const outer = (await swatches.nth(i).boundingBox())!;
      const fill = (await swatches.nth(i).locator("rect").boundingBox())!;
      const border = 1; // the swatch's 1px border
      assert.ok(outer.width >= 12 && outer.height >= 12, `swatch ${i}: ${JSON.stringify(outer)}`);
      assert.ok(
        Math.abs(fill.width - (outer.width - 2 * border)) <= 0.5 &&
          Math.abs(fill.height - (outer.height - 2 * border)) <= 0.5,
        `swatch ${i} filled: ${JSON.stringify({ outer, fill })}`,
      );
      const colour = await swatches.nth(i).locator("rect").evaluate((r) =>
        getComputedStyle(r).fill
      );
      assert.notEqual(colour, "none");
    }
    // A single pin is a plain link to its store.
    await page.locator('svg a[data-store="2145"]').click();
    await page.waitForURL(`${server.origin}/head-office/store-master/2145`);
    await context.close();
  } finally {
    await close();
  }
});
