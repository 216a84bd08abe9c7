// A clerk in the sandbox, in a browser: a two-box web order gets two labels, is batched and handed
// to the carrier, delivered, returned once; a second return of the same unit (from a page opened
// before the first) is refused with a message.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { personaContext } from "../helpers/browser.ts";
import { ENV, postOrder, stockTwoItems, webOrder } from "../routes/fulfillment/helpers.ts";
import { getOrder } from "../../lib/fulfillment/store.ts";
import { listReturnsOfOrder } from "../../lib/fulfillment/returns.ts";

Deno.test("browser: two boxes, two labels, batched, handed over, returned once, not twice", async () => {
  const { app, server, browser, close } = await browserApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    const res = await postOrder(app, "sandbox", webOrder(7301, items));
    assert.equal(res.status, 201);
    await res.body?.cancel();
    const context = await personaContext(browser, app, server.origin, "owner@example.com");
    const page = await context.newPage();
    const base = `${server.origin}/fulfillment/sandbox`;

    // On a phone, Accept and Decline are on screen without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(base);
    for (const action of ["accept", "decline"]) {
      const box = await page.locator(`tr[data-order="7301"] button[value="${action}"]`)
        .boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${action} on screen`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await Promise.all([
      page.waitForURL(/\/fulfillment\/sandbox/),
      page.click('tr[data-order="7301"] button[value="accept"]'),
    ]);
    assert.equal((await getOrder(app.kv, "sandbox", "7301"))!.state, "accepted");

    const packages = `${base}/packages/7301`;
    await page.goto(packages);
    for (
      const [box, weight, q0, q1] of [["medium", "900", "1", "0"], ["large", "2100", "0", "2"]]
    ) {
      const form = page.locator("form[data-pack-form]");
      await form.locator('select[name="box"]').selectOption(box);
      await form.locator('input[name="weight_g"]').fill(weight);
      await form.locator(`input[name="qty_${items[0].item_number}"]`).fill(q0);
      await form.locator(`input[name="qty_${items[1].item_number}"]`).fill(q1);
      await Promise.all([
        page.waitForLoadState("load"),
        form.locator('button[type="submit"]').click(),
      ]);
    }
    await page.click('button[value="label"]');
    await page.waitForSelector("[data-parcels]");
    assert.equal(await page.locator("[data-parcel]").count(), 2);
    const order = (await getOrder(app.kv, "sandbox", "7301"))!;
    const codes = order.shipment!.parcels!.map((p) => p.tracking_code);
    assert.equal(new Set(codes).size, 2);

    // Batched: both parcels on the batch page.
    await page.goto(`${base}/shipments`);
    await Promise.all([
      page.waitForURL(/\/shipments\/batch_/),
      page.click(`form:has(input[value="${order.store}"]) button[type="submit"]`),
    ]);
    const rows = await page.locator("[data-batch-orders] tbody tr").allTextContents();
    assert.equal(rows.length, 2);
    for (const c of codes) assert.ok(rows.some((r) => r.includes(c)));

    // Handed to the carrier, then the carrier delivers.
    await page.goto(packages);
    await Promise.all([page.waitForLoadState("load"), page.click('button[value="ship"]')]);
    await Promise.all([page.waitForLoadState("load"), page.click('button[value="delivered"]')]);
    assert.equal((await getOrder(app.kv, "sandbox", "7301"))!.state, "delivered");

    // Two pages show the return form; the first return takes the unit, the second is refused.
    await page.goto(packages);
    const stale = await context.newPage();
    await stale.goto(packages);
    for (const p of [page, stale]) {
      const form = p.locator("form[data-return-form]");
      await form.locator('input[name="reason"]').fill("Too small");
      await form.locator(`input[name="ret_${items[0].item_number}"]`).fill("1");
    }
    await Promise.all([
      page.waitForURL(/\/returns\/R7301-/),
      page.locator('form[data-return-form] button[type="submit"]').click(),
    ]);
    await Promise.all([
      stale.waitForLoadState("load"),
      stale.locator('form[data-return-form] button[type="submit"]').click(),
    ]);
    assert.match(
      await stale.locator("form[data-return-form] [role=alert]").textContent() ?? "",
      /already in a return/,
    );
    assert.equal((await listReturnsOfOrder(app.kv, "sandbox", "7301")).length, 1);
    await context.close();
  } finally {
    await close();
  }
});
