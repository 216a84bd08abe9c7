// The Must-show integration: a signed order posted to the sandbox is offered to an eligible store,
// declined, offered to the next, accepted, packed, labelled by the fake carrier, marked delivered
// by a tracker event — and nothing of it appears in live. Also: a lapse passes the order on by
// its queue timer.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import {
  ENV,
  pdfBarcodes,
  poster,
  postOrder,
  statusOf,
  stockTwoItems,
  webOrder,
} from "./helpers.ts";
import { getReturn } from "../../../lib/fulfillment/returns.ts";
import { getOrder, listAllOrders, now, shiftClock } from "../../../lib/fulfillment/store.ts";
import { fireDueTimers, runTimer } from "../../../lib/fulfillment/workflow.ts";
import { loadConfig } from "../../../lib/config.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { pdfToText } from "../../../lib/quotes/pdf.ts";
import { getShippingInfo } from "../../../lib/admin/shipping.ts";
import { stockFor } from "../../../lib/fulfillment/inventory.ts";
import type { CarrierShipment } from "../../../lib/fulfillment/carrier.ts";

async function liveKeys(kv: Deno.Kv) {
  const out: string[] = [];
  for await (const e of kv.list({ prefix: ["fulfillment", "live"] })) {
    out.push(JSON.stringify([e.key, e.versionstamp]));
  }
  return out;
}

Deno.test("sandbox flow: offer, decline, re-offer, accept, pack, label, delivered; live untouched", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    const liveBefore = await liveKeys(app.kv);
    const res = await postOrder(app, "sandbox", webOrder(7001, items));
    assert.equal(res.status, 201);
    const first = (await res.json()).store as number;
    assert.ok([1234, 1310, 2051].includes(first));

    const cookie = await signIn(app, "owner@example.com");
    const post = poster(app, cookie);

    // The offer is on the store's page, in the sandbox only.
    const home = await app.fetch("/fulfillment/sandbox", { headers: { cookie } });
    assert.equal(home.status, 200);
    assert.match(await home.text(), /data-order="7001"/);
    const liveHome = await app.fetch("/fulfillment", { headers: { cookie } });
    assert.doesNotMatch(await liveHome.text(), /data-order="7001"/);

    // The store's answer to the offer (from the sandbox home).
    const answer = (action: string, store: number, reason?: string) =>
      post("/fulfillment/sandbox", {
        action,
        id: "7001",
        store: String(store),
        ...(reason === undefined ? {} : { reason }),
      });
    // A decline needs a reason; what was typed stays.
    const empty = await answer("decline", first, "x");
    assert.equal(empty.status, 400);
    assert.match(await empty.text(), /value="x"/);
    assert.equal((await getOrder(app.kv, "sandbox", "7001"))!.store, first);

    assert.equal(await statusOf(answer("decline", first, "No staff today")), 303);
    let order = (await getOrder(app.kv, "sandbox", "7001"))!;
    assert.equal(order.state, "offered");
    const second = order.store!;
    assert.notEqual(second, first);
    assert.equal(second, order.candidates.find((c) => c.store !== first)!.store);
    assert.deepEqual(order.refusals.map((r) => [r.store, r.reason]), [[first, "No staff today"]]);
    // The routing page: the lines, the answer buttons, and who declined in the history.
    const routing = await (await app.fetch("/fulfillment/sandbox/routing/7001", {
      headers: { cookie },
    })).text();
    assert.match(routing, /data-lines/);
    assert.match(routing, /data-answer/);
    assert.ok(
      routing.includes(`Declined by owner@example.com (store ${first}): No staff today`),
      "history says who declined",
    );

    // The first store can no longer answer; the second accepts.
    assert.equal(await statusOf(answer("accept", first)), 409);
    assert.equal(await statusOf(answer("accept", second)), 303);
    assert.equal((await getOrder(app.kv, "sandbox", "7001"))!.state, "accepted");

    // Pack: a bad weight is refused next to the field; then one package with everything.
    const packPath = "/fulfillment/sandbox/packages/7001";
    const qty = { [`qty_${items[0].item_number}`]: "1", [`qty_${items[1].item_number}`]: "2" };
    const badPack = await post(packPath, { action: "pack", box: "medium", weight_g: "2", ...qty });
    assert.equal(badPack.status, 400);
    assert.match(await badPack.text(), /field-weight_g-error/);
    const packed = await post(packPath, {
      action: "pack",
      box: "medium",
      weight_g: "1450",
      ...qty,
    });
    assert.equal(packed.status, 303);
    await packed.body?.cancel();
    assert.equal((await getOrder(app.kv, "sandbox", "7001"))!.state, "packed");

    // Label from the fake carrier (cheapest rate), label PDF.
    const labelled = await post(packPath, { action: "label" });
    assert.equal(labelled.status, 303);
    await labelled.body?.cancel();
    order = (await getOrder(app.kv, "sandbox", "7001"))!;
    assert.equal(order.state, "labelled");
    assert.equal(order.shipment!.carrier, "fake");
    assert.match(order.shipment!.tracking_code, /^FAKE\d{12}$/);
    assert.equal(order.shipment!.rate.service, "RegularParcel");
    // It ships from the address in the store's shipping information (the demo's shipping e-mail).
    const bought = await app.kv.get<CarrierShipment>(
      ["fulfillment", "sandbox", "carrier", "shipment", order.shipment!.shipment_id],
    );
    assert.equal(bought.value!.from_address!.email, `shipping${second}@example.com`);
    const pdf = await app.fetch(`${packPath}?pdf=label`, { headers: { cookie } });
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    const labelText = await pdfToText(new Uint8Array(await pdf.arrayBuffer()));
    const shipFrom = (await getShippingInfo(app.kv, second))!.ship_from;
    assert.ok(labelText.includes(shipFrom.street1), "the label shows the ship-from address");
    assert.ok(labelText.includes(order.shipment!.tracking_code));

    // The store batches its labelled parcels with a scan form.
    const batched = await post("/fulfillment/sandbox/shipments", { store: String(second) });
    assert.equal(batched.status, 303);
    const batchPath = batched.headers.get("location")!;
    assert.match(batchPath, /^\/fulfillment\/sandbox\/shipments\/batch_/);
    const batchPage = await app.fetch(batchPath, { headers: { cookie } });
    const batchHtml = await batchPage.text();
    assert.match(batchHtml, new RegExp(order.shipment!.tracking_code));
    // The scan form the driver signs lists the parcel.
    const scanForm = await app.fetch(`${batchPath}?pdf=scan_form`, { headers: { cookie } });
    assert.equal(scanForm.status, 200);
    assert.equal(scanForm.headers.get("content-type"), "application/pdf");
    const scanText = await pdfToText(new Uint8Array(await scanForm.arrayBuffer()));
    assert.match(scanText, new RegExp(`7001\\s+P1\\s+${order.shipment!.tracking_code}`));
    assert.match(batchHtml, /data-batch-state/);
    const again = await post("/fulfillment/sandbox/shipments", { store: String(second) });
    assert.equal(again.status, 409);
    await again.body?.cancel();

    // The carrier's tracker event (signed webhook) marks it delivered.
    assert.equal(await statusOf(post(packPath, { action: "scan", status: "delivered" })), 303);
    order = (await getOrder(app.kv, "sandbox", "7001"))!;
    assert.equal(order.state, "delivered");
    assert.equal(order.shipment!.status, "delivered");
    assert.deepEqual(order.history.map((h) => h.state), [
      "offered",
      "offered",
      "accepted",
      "packed",
      "labelled",
      "shipped",
      "delivered",
    ]);

    // A return to the shipping store, with a return label, received → inspected → refunded.
    assert.equal(
      await statusOf(post(packPath, { action: "return", reason: "", rule: "shipping_store" })),
      400,
    );
    const returned = await post(packPath, {
      action: "return",
      reason_code: "too_small",
      reason: "Too small",
      rule: "shipping_store",
      [`ret_${items[0].item_number}`]: "1",
    });
    assert.equal(returned.status, 303);
    const returnPath = returned.headers.get("location")!;
    assert.match(returnPath, /^\/fulfillment\/sandbox\/returns\/R7001-/);
    // The receiving store sees it coming on its home.
    const homeWithReturn = await (await app.fetch("/fulfillment/sandbox", { headers: { cookie } }))
      .text();
    assert.match(homeWithReturn, /data-incoming-returns/);
    assert.equal(await statusOf(post(returnPath, { to: "labelled" })), 303);
    // The return label (4 × 6 in, its barcode decodes to its tracking number) and the customer's
    // e-mail with where to send it.
    const retId = returnPath.split("/").pop()!;
    const retLabel = new Uint8Array(
      await (await app.fetch(`${returnPath}?pdf=label`, { headers: { cookie } })).arrayBuffer(),
    );
    const retTracking = (await getReturn(app.kv, "sandbox", retId))!.label!.tracking_code;
    assert.deepEqual(await pdfBarcodes(retLabel), [[retTracking]]);
    const mails = (await readOutbox(app.kv, "client@example.com")).filter((m) =>
      m.subject.includes(retId)
    );
    assert.equal(mails.length, 1);
    assert.ok(mails[0].text.includes(retTracking));
    // The label rides along as a PDF attachment: this return's label, its barcode its tracking.
    const attached = mails[0].attachments ?? [];
    assert.deepEqual(attached.map((a) => [a.filename, a.content_type]), [
      [`return-label-${retId}.pdf`, "application/pdf"],
    ]);
    assert.equal(new TextDecoder().decode(attached[0].content.slice(0, 5)), "%PDF-");
    assert.deepEqual(await pdfBarcodes(attached[0].content), [[retTracking]]);
    const received = await post(returnPath, { to: "received" });
    assert.equal(received.status, 303);
    await received.body?.cancel();
    assert.equal(await statusOf(post(returnPath, { to: "inspected", disposition: "" })), 400);
    const before = (await stockFor(app.kv, [second], [items[0].item_number], "sandbox"))
      .get(second)!.get(items[0].item_number)!;
    assert.equal(
      await statusOf(post(returnPath, { to: "inspected", disposition: "restock" })),
      303,
    );
    const after = (await stockFor(app.kv, [second], [items[0].item_number], "sandbox"))
      .get(second)!.get(items[0].item_number)!;
    assert.equal(after, before + 1, "a restocked unit is available to promise again");
    const tooMuch = await post(returnPath, { to: "refunded", refund: "60.00" });
    assert.equal(tooMuch.status, 400);
    const tooMuchHtml = await tooMuch.text();
    assert.match(tooMuchHtml, /value="60.00"/);
    assert.match(tooMuchHtml, /id="field-refund-error"[^>]*>Enter an amount above 0/);
    const unclean = await post(returnPath, { to: "refunded", refund: "20\u0007" });
    assert.equal(unclean.status, 400);
    assert.match(await unclean.text(), /id="field-refund-error"/, "a field error, not a bare 400");
    assert.equal(await statusOf(post(returnPath, { to: "refunded", refund: "20.00" })), 303);
    const returnPage = await (await app.fetch(returnPath, { headers: { cookie } })).text();
    assert.match(returnPage, /\$20\.00 \(partial, of \$49\.99\)/);
    assert.match(returnPage, /data-return-label/);
    assert.match(returnPage, new RegExp(`${second}`));
    assert.equal(await statusOf(post(returnPath, { to: "received" })), 409);

    // Nothing of it in live: the live key space is exactly as it was.
    assert.deepEqual(await liveKeys(app.kv), liveBefore);
    assert.equal((await listAllOrders(app.kv, "live")).some((o) => o.id === "7001"), false);
    assert.equal(
      await statusOf(app.fetch("/fulfillment/packages/7001", { headers: { cookie } })),
      404,
    );
  } finally {
    app.close();
  }
});

Deno.test("sandbox flow: an offer that lapses passes to the next store by its timer", async () => {
  const app = await createTestApp({ env: ENV });
  const config = loadConfig({ DENO_KV_PATH: ":memory:", ...ENV });
  try {
    const items = await stockTwoItems(app);
    const res = await postOrder(app, "sandbox", webOrder(7002, items));
    const first = (await res.json()).store as number;
    const offer = (await getOrder(app.kv, "sandbox", "7002"))!.offer!;
    // A timer that arrives before the offer is due changes nothing.
    await runTimer(app.kv, config, { env: "sandbox", id: "7002", seq: offer.seq, kind: "lapse" });
    assert.equal((await getOrder(app.kv, "sandbox", "7002"))!.store, first);
    // Past the reminder time (the sandbox clock shift) the store's fulfillment staff get the
    // reminder in their language; the offer is still theirs.
    const clock = await now(app.kv, "sandbox");
    await shiftClock(app.kv, "sandbox", Date.parse(offer.remind_at) - clock.getTime() + 60_000);
    assert.ok(await fireDueTimers(app.kv, config, "sandbox") >= 1);
    assert.equal((await getOrder(app.kv, "sandbox", "7002"))!.store, first);
    const reminders = (await readOutbox(app.kv)).filter((m) => /7002/.test(m.subject));
    assert.ok(reminders.length >= 1, "a reminder was mailed");
    for (const m of reminders) {
      assert.match(
        m.subject,
        /^(Web order 7002: answer before|Commande Web 7002 : répondez avant)/,
      );
      assert.match(m.text, new RegExp(`store ${first}|magasin ${first}`));
      assert.match(m.text, /\/fulfillment\/sandbox$/);
    }
    // Three days later, the lapse timer passes the order on.
    await shiftClock(app.kv, "sandbox", 3 * 86_400_000);
    assert.ok(await fireDueTimers(app.kv, config, "sandbox") >= 1);
    const order = (await getOrder(app.kv, "sandbox", "7002"))!;
    assert.notEqual(order.store, first);
    assert.equal(order.state, "offered");
    assert.deepEqual(order.refusals.map((r) => [r.store, r.reason]), [[first, null]]);
    assert.equal(order.refusals[0].at, offer.expires_at, "the lapse is stamped at the deadline");
    // The stale timer of the first offer is ignored.
    await runTimer(app.kv, config, { env: "sandbox", id: "7002", seq: offer.seq, kind: "lapse" });
    assert.equal((await getOrder(app.kv, "sandbox", "7002"))!.refusals.length, 1);
  } finally {
    app.close();
  }
});
