// The show-floor order form in Chromium (issue 29 items 2 and 4): units per delivery follow what is
// typed before anything is sent; the draft saves itself in the background ("Draft saved at …"),
// and the person's own save afterwards is not refused as stale.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { bounded, personaContext } from "../helpers/browser.ts";
import { getOrder } from "../../lib/orders/mod.ts";
import { FALL_SHOW } from "../../lib/shows/demo.ts";
import { bookStyles, getShowOrder, showOrderIdFor } from "../../lib/shows/store.ts";

Deno.test("show order form: live units per delivery, background draft save, then a save", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    const book = "fall-2026-v1600";
    const style = (await bookStyles(app.kv, book))[0];
    const [a, b] = Object.values(style.items);
    const pack = style.case_pack;
    const context = await personaContext(browser, app, server.origin, "program@example.com");
    const page = await context.newPage();
    await page.goto(`${server.origin}/showcloud/V1600/order?book=${book}`);
    await page.fill(`input[name="q.${a}"]`, String(4 * pack));
    await page.fill(`input[name="q.${b}"]`, String(4 * pack));
    await page.waitForFunction(
      (n) => document.querySelector('[data-delivery-units="0"]')?.textContent === String(n),
      8 * pack,
    );
    await page.waitForSelector('[data-autosave="saved"]');
    assert.match(await page.textContent("[data-autosave]") ?? "", /Draft saved at/);
    const id = await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600");
    assert.ok(id, "the draft is saved without pressing a button");
    assert.equal((await getShowOrder(app.kv, id)).value!.quantities[a], 4 * pack);

    await page.click('button[value="add_split"]');
    await page.waitForSelector('tr[data-split="1"]');
    await page.fill('input[name="split.0.percent"]', "60");
    await page.fill('input[name="split.1.percent"]', "40");
    await page.waitForFunction(
      () => document.querySelector('[data-delivery-units="1"]')?.textContent !== "",
    );
    const live = await bounded(
      page.$$eval(
        "[data-delivery-units]",
        (cells) => cells.map((c) => Number(c.textContent)),
      ),
      "$$eval",
    );
    assert.equal(live[0] + live[1], 8 * pack);
    assert.ok(live[0] > 0 && live[1] > 0, `both deliveries get units: ${live}`);
    await page.click('p.actions button[value="save"]');
    await page.waitForURL(/saved=1/);
    const order = (await getShowOrder(app.kv, id)).value!;
    const pos = await Promise.all(order.po_ids.map((p) => getOrder(app.kv, p!)));
    assert.deepEqual(pos.map((p) => p!.lines.reduce((n, l) => n + l.quantity, 0)), live);
    await context.close();
  } finally {
    await close();
  }
});
