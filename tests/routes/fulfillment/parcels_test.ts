// Parcels a carrier can take (sandbox, fake carrier): a two-box order gets two labels with their own
// tracking numbers, each label a 4 × 6 in page whose Code 128 decodes to its tracking number; the
// batch is created asynchronously and its scan form (with its own barcode) lists both parcels; a
// batch prints all its labels at once; a unit is returned once.
import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { createTestApp } from "../../helpers/app.ts";
import { ENV, offeredOrder, pdfBarcodes, statusOf } from "./helpers.ts";
import { getOrder, shiftClock } from "../../../lib/fulfillment/store.ts";
import { getBatch } from "../../../lib/fulfillment/batches.ts";
import { parcelsOf } from "../../../lib/fulfillment/schema.ts";
import { pdfToText } from "../../../lib/quotes/pdf.ts";
import { getShippingInfo } from "../../../lib/admin/shipping.ts";

Deno.test("parcels: two boxes, two labels, one batch, one scan form, a unit returned once", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const { items, store, post, get } = await offeredOrder(app, "sandbox", 7101, {
      accepted: true,
    });

    const path = "/fulfillment/sandbox/packages/7101";
    const pick = await (await get(`${path}?table=pick&format=csv`)).text();
    assert.match(pick, new RegExp(`\\r\\n${items[0].item_number},[^\\r]*,1,1,49\\.99\\r\\n`));
    const none = { [`qty_${items[0].item_number}`]: "0", [`qty_${items[1].item_number}`]: "0" };
    // A missing weight and a custom box without its size are said next to the fields.
    const noWeight = await post(path, {
      action: "pack",
      box: "custom",
      weight_g: "",
      length_cm: "174",
      ...none,
    });
    assert.equal(noWeight.status, 400);
    const noWeightHtml = await noWeight.text();
    assert.match(noWeightHtml, /id="field-weight_g-error"/);
    assert.match(noWeightHtml, /id="field-width_cm-error">Enter whole centimetres/);
    assert.match(noWeightHtml, /name="length_cm"[^>]*value="174"/, "what was typed stays");

    assert.equal(
      await statusOf(post(path, {
        action: "pack",
        box: "medium",
        weight_g: "900",
        ...none,
        [`qty_${items[0].item_number}`]: "1",
      })),
      303,
    );
    // A 174 cm ski fits no preset: a custom size.
    assert.equal(
      await statusOf(post(path, {
        action: "pack",
        box: "custom",
        weight_g: "2100",
        length_cm: "174",
        width_cm: "20",
        height_cm: "15",
        ...none,
        [`qty_${items[1].item_number}`]: "2",
      })),
      303,
    );
    let order = (await getOrder(app.kv, "sandbox", "7101"))!;
    assert.equal(order.state, "packed");
    assert.deepEqual(order.packages[1].dims_cm, { length: 174, width: 20, height: 15 });
    // Edit a package's weight, remove it and pack it again.
    assert.equal(
      await statusOf(post(path, {
        action: "edit_package",
        package: "P2",
        box: "custom",
        weight_g: "2300",
        length_cm: "174",
        width_cm: "20",
        height_cm: "15",
      })),
      303,
    );
    assert.equal((await getOrder(app.kv, "sandbox", "7101"))!.packages[1].weight_g, 2300);
    assert.equal(await statusOf(post(path, { action: "remove_package", package: "P1" })), 303);
    assert.equal((await getOrder(app.kv, "sandbox", "7101"))!.state, "accepted");
    const again = await post(path, {
      action: "pack",
      box: "small",
      weight_g: "900",
      ...none,
      [`qty_${items[0].item_number}`]: "1",
    });
    assert.equal(again.status, 303);
    await again.body?.cancel();

    // Rates before buying: each service with its total for both boxes and its delivery days.
    assert.equal(await statusOf(post(path, { action: "rates" })), 303);
    const ratesPage = await (await get(path)).text();
    for (const service of ["RegularParcel", "Expedited", "Xpresspost"]) {
      assert.match(ratesPage, new RegExp(`data-service="CanadaPost\\|${service}"`));
    }
    assert.equal(
      [...ratesPage.matchAll(/name="service"[^>]* checked/g)].length,
      1,
      "one preselected",
    );
    // One label per package, at the service chosen.
    assert.equal(
      await statusOf(post(path, { action: "label", service: "CanadaPost|Expedited" })),
      303,
    );
    order = (await getOrder(app.kv, "sandbox", "7101"))!;
    const parcels = parcelsOf(order);
    assert.equal(parcels.length, 2);
    const codes = parcels.map((p) => p.tracking_code);
    assert.notEqual(codes[0], codes[1]);
    assert.equal(order.shipment!.rate.rate_cents, parcels[0].rate_cents + parcels[1].rate_cents);
    assert.equal(order.shipment!.rate.service, "Expedited");
    assert.equal(order.rates, undefined, "the quote is used up");

    // The label PDF: one 4 × 6 in page per package, its barcode decodes to its tracking number,
    // the sender printed once.
    const labelPdf = new Uint8Array(await (await get(`${path}?pdf=label`)).arrayBuffer());
    const doc = await PDFDocument.load(labelPdf);
    assert.deepEqual(doc.getPages().map((p) => [p.getWidth(), p.getHeight()]), [[288, 432], [
      288,
      432,
    ]]);
    assert.deepEqual(await pdfBarcodes(labelPdf), codes.map((c) => [c]));
    const shipFrom = (await getShippingInfo(app.kv, store))!.ship_from;
    const text = await pdfToText(labelPdf);
    assert.equal(text.split(shipFrom.street1).length - 1, 2, "the sender once on each label");

    // The batch: created asynchronously, its scan form asked for once it is created.
    const batched = await post("/fulfillment/sandbox/shipments", { store: String(store) });
    assert.equal(batched.status, 303);
    const batchPath = batched.headers.get("location")!;
    const batchId = batchPath.split("/").pop()!;
    const stored = (await getBatch(app.kv, "sandbox", batchId))!;
    assert.equal(stored.state, "creating");
    assert.equal(stored.scan_form_id, null);
    const page = await (await get(batchPath)).text();
    for (const c of codes) assert.match(page, new RegExp(c));
    const ready = (await getBatch(app.kv, "sandbox", batchId))!;
    assert.ok(ready.scan_form_id, "the scan form was asked for once the batch was created");
    const form = new Uint8Array(await (await get(`${batchPath}?pdf=scan_form`)).arrayBuffer());
    const formText = await pdfToText(form);
    assert.match(formText, /2 parcels/);
    for (const p of parcels) {
      assert.match(formText, new RegExp(`7101\\s+${p.package_id}\\s+${p.tracking_code}`));
    }
    assert.deepEqual(await pdfBarcodes(form), [[ready.scan_form_id]]);
    const all = new Uint8Array(await (await get(`${batchPath}?pdf=labels`)).arrayBuffer());
    assert.deepEqual(await pdfBarcodes(all), codes.map((c) => [c]));
    // The batch's parcels and the store's batches as CSV, from their tables' links.
    const parcelCsv = await (await get(`${batchPath}?table=parcels&format=csv`)).text();
    for (const p of parcels) {
      assert.ok(parcelCsv.includes(`7101,${p.package_id},${p.tracking_code}`));
    }
    const batchCsv = await (await get("/fulfillment/sandbox/shipments?table=batches&format=csv"))
      .text();
    assert.match(batchCsv, new RegExp(`\r\n${batchId},${store},[^,]+,2,`));

    // Delivered, then returned once: the same unit cannot be returned again.
    await shiftClock(app.kv, "sandbox", 3_600_000);
    for (const status of ["in_transit", "delivered"]) {
      assert.equal(await statusOf(post(path, { action: "scan", status })), 303);
    }
    order = (await getOrder(app.kv, "sandbox", "7101"))!;
    assert.equal(order.state, "delivered");
    const ret = { action: "return", reason_code: "too_small", reason: "", rule: "shipping_store" };
    assert.equal(await statusOf(post(path, { ...ret, [`ret_${items[0].item_number}`]: "1" })), 303);
    const second = await post(path, { ...ret, [`ret_${items[0].item_number}`]: "1" });
    assert.equal(second.status, 400);
    assert.match(await second.text(), /Those units are already in a return/);
    const after = await (await get(path)).text();
    assert.doesNotMatch(after, new RegExp(`name="ret_${items[0].item_number}"`));
    assert.match(after, new RegExp(`name="ret_${items[1].item_number}"`));
  } finally {
    app.close();
  }
});
