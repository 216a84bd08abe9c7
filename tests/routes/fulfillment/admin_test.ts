// Head office: sandbox tools (test order through the signed intake, clock shift firing timers,
// reset), filters, the unfillable queue, re-route and cancel.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { ENV, poster, postOrder, statusOf, stockTwoItems, webOrder } from "./helpers.ts";
import { getOrder, listAllOrders, saveSettings } from "../../../lib/fulfillment/store.ts";

Deno.test("head office: sandbox tools, unfillable queue, re-route and cancel", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    const cookie = await signIn(app, "buyer@example.com");
    const post = poster(app, cookie);

    assert.equal(await statusOf(post("/fulfillment/admin/sandbox", { action: "new_order" })), 303);
    const [test] = await listAllOrders(app.kv, "sandbox");
    assert.equal(test.state, "offered");
    const live = (await listAllOrders(app.kv, "live")).length;

    // 72 hours later the 4-business-hour offer (at most 68 hours of clock) has lapsed by itself.
    assert.equal(
      await statusOf(post("/fulfillment/admin/sandbox", { action: "shift", hours: "72" })),
      303,
    );
    const after = (await getOrder(app.kv, "sandbox", test.id))!;
    assert.equal(after.refusals.length >= 1, true);
    const badShift = await post("/fulfillment/admin/sandbox", { action: "shift", hours: "x" });
    assert.equal(badShift.status, 400);
    const badShiftHtml = await badShift.text();
    assert.match(
      badShiftHtml,
      /id="hours-error">Enter between 1 and 720 hours/,
      "beside the field",
    );
    assert.match(badShiftHtml, /name="hours"[^>]*value="x"/, "what was typed stays");
    assert.equal(
      await statusOf(post("/fulfillment/admin/sandbox", { action: "shift", hours: "0" })),
      400,
    );

    // Live: no store takes web orders → the unfillable queue; head office re-routes it.
    for (const store of [1234, 1310, 2051]) {
      await saveSettings(app.kv, "live", store, {
        opted_in: false,
        daily_capacity: 20,
        safety_stock: 1,
      });
    }
    assert.equal((await postOrder(app, "live", webOrder(9001, items))).status, 201);
    assert.equal((await getOrder(app.kv, "live", "9001"))!.state, "unfillable");
    const list = await app.fetch("/fulfillment/admin?state=unfillable", { headers: { cookie } });
    const html = await list.text();
    assert.match(html, /data-unfillable/);
    assert.match(html, /data-order="9001"/);
    // A store that does not take web orders: a warning first, then "anyway".
    const warned = await post("/fulfillment/admin/orders/9001", {
      action: "reroute",
      store: "2051",
    });
    assert.equal(warned.status, 409);
    assert.match(await warned.text(), /Store 2051 does not take web orders/);
    assert.equal((await getOrder(app.kv, "live", "9001"))!.state, "unfillable");
    assert.equal(
      await statusOf(post("/fulfillment/admin/orders/9001", {
        action: "reroute",
        store: "2051",
        confirm: "1",
      })),
      303,
    );
    assert.equal((await getOrder(app.kv, "live", "9001"))!.store, 2051);
    await saveSettings(app.kv, "live", 1310, {
      opted_in: true,
      daily_capacity: 20,
      safety_stock: 1,
    });
    assert.equal(
      await statusOf(post("/fulfillment/admin/orders/9001", {
        action: "reroute",
        store: "1310",
      })),
      303,
    );
    assert.deepEqual([
      (await getOrder(app.kv, "live", "9001"))!.state,
      (await getOrder(app.kv, "live", "9001"))!.store,
    ], ["offered", 1310]);
    const filtered = await app.fetch("/fulfillment/admin?state=delivered", { headers: { cookie } });
    assert.doesNotMatch(await filtered.text(), /data-order="9001"/);

    const noNote = await post("/fulfillment/admin/orders/9001", { action: "cancel", note: "x" });
    assert.equal(noNote.status, 400);
    const noNoteHtml = await noNote.text();
    assert.match(noNoteHtml, /id="note-error">Give a reason/, "beside the note");
    assert.match(noNoteHtml, /name="note"[^>]*value="x"/);
    const cancelled = await post("/fulfillment/admin/orders/9001", {
      action: "cancel",
      note: "Customer called",
    });
    assert.equal(cancelled.status, 303);
    await cancelled.body?.cancel();
    assert.equal((await getOrder(app.kv, "live", "9001"))!.state, "cancelled");

    // Reset empties the sandbox only.
    const reset = await post("/fulfillment/admin/sandbox", { action: "reset" });
    assert.equal(reset.status, 303);
    await reset.body?.cancel();
    assert.equal((await listAllOrders(app.kv, "sandbox")).length, 0);
    assert.equal((await listAllOrders(app.kv, "live")).length, live + 1);
    assert.equal(await statusOf(post("/fulfillment/admin", { action: "reset" })), 405);
  } finally {
    app.close();
  }
});
