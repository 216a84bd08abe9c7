// The carrier as EasyPost behaves: tracker events resend the whole scan history (merged by scan,
// "shipped"/"delivered" at those scans' times); live never uses the fake carrier (no live key: the
// label is refused, saying why); with a live key each package gets EasyPost's own label, served as
// one PDF, and a batch EasyPost is still creating gets its scan form once it is created.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { ENV, offeredOrder, pdfBarcodes, statusOf } from "./helpers.ts";
import { createOrder, getOrder } from "../../../lib/fulfillment/store.ts";
import { signCarrierWebhook } from "../../../lib/fulfillment/carrier.ts";
import { getBatch } from "../../../lib/fulfillment/batches.ts";
import { code128Png } from "../../../lib/fulfillment/pdf.ts";
import { A } from "../../unit/fulfillment_accounting/fixture.ts";

Deno.test("tracker: a resent scan history is merged by scan; shipped and delivered at those scans", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const order = structuredClone(A);
    Object.assign(order, { id: "7201", order_number: "7201", env: "sandbox", state: "labelled" });
    order.history = order.history.slice(0, 4);
    order.shipment!.tracking_code = "EZ1000000001";
    order.shipment!.events = [];
    order.shipment!.status = "pre_transit";
    assert.ok(await createOrder(app.kv, order));
    const labelAt = "2026-01-13T16:00:00.000Z";
    const scanAt = "2026-01-14T13:05:00.000Z";
    const deliveredAt = "2026-01-15T19:40:00.000Z";
    const details = [
      { datetime: labelAt, status: "pre_transit", message: "Label created" },
      { datetime: scanAt, status: "in_transit", message: "Accepted at facility" },
      { datetime: deliveredAt, status: "delivered", message: "Delivered" },
    ];
    for (const n of [2, 3]) {
      const body = JSON.stringify({
        id: `evt_${n}`,
        description: "tracker.updated",
        result: {
          id: "trk_1",
          tracking_code: "EZ1000000001",
          status: details[n - 1].status,
          tracking_details: details.slice(0, n),
        },
      });
      assert.equal(
        await statusOf(app.fetch("/api/fulfillment/sandbox/carrier-events", {
          method: "POST",
          headers: { "x-hmac-signature": await signCarrierWebhook("fake-carrier-webhook", body) },
          body,
        })),
        200,
      );
    }
    const after = (await getOrder(app.kv, "sandbox", "7201"))!;
    assert.deepEqual(after.shipment!.events.map((e) => [e.at, e.status]), [
      [labelAt, "pre_transit"],
      [scanAt, "in_transit"],
      [deliveredAt, "delivered"],
    ]);
    assert.equal(after.state, "delivered");
    const at = (state: string) => after.history.find((h) => h.state === state)?.at;
    assert.equal(at("shipped"), scanAt, "shipped at the carrier's first scan, not the label");
    assert.equal(at("delivered"), deliveredAt);
  } finally {
    app.close();
  }
});

const WEBHOOK_SECRET = "ezwh-secret-for-tests-0123";

async function packedLiveOrder(app: TestApp, id: number, boxes: number) {
  const { items, store, cookie, post } = await offeredOrder(app, "live", id, { accepted: true });
  const path = `/fulfillment/packages/${id}`;
  const qty = (a: string, b: string) => ({
    [`qty_${items[0].item_number}`]: a,
    [`qty_${items[1].item_number}`]: b,
  });
  const parts = boxes === 1 ? [qty("1", "2")] : [qty("1", "0"), qty("0", "2")];
  for (const q of parts) {
    const packed = await post(path, { action: "pack", box: "medium", weight_g: "1200", ...q });
    assert.equal(packed.status, 303);
    await packed.body?.cancel();
  }
  return { cookie, post, path, store };
}

Deno.test("live: without a live EasyPost key the label is refused, saying why", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const { post, path } = await packedLiveOrder(app, 7202, 1);
    const refused = await post(path, { action: "label" });
    assert.equal(refused.status, 409);
    assert.match(await refused.text(), /head office has not saved a live EasyPost key/);
    const order = (await getOrder(app.kv, "live", "7202"))!;
    assert.equal(order.state, "packed");
    assert.equal(order.shipment, null);
    // Head office is told on its fulfillment page, with the live labels the fake carrier made.
    const ho = await signIn(app, "buyer@example.com");
    const admin = await (await app.fetch("/fulfillment/admin", { headers: { cookie: ho } })).text();
    assert.match(admin, /data-no-live-carrier/);
    assert.match(admin, /Live labels are refused: no live EasyPost key/);
  } finally {
    app.close();
  }
});

/** A local EasyPost: shipments with rates, bought labels (PNG with the tracking barcode), batches
 * that are "creating" until read again, scan forms. Records every call. */
function fakeEasyPost() {
  const calls: string[] = [];
  const batches = new Map<string, { reads: number; shipments: string[] }>();
  let n = 0;
  let base = "";
  const server: Deno.HttpServer<Deno.NetAddr> = Deno.serve({
    hostname: "127.0.0.1",
    port: 0,
    onListen() {},
  }, async (req): Promise<Response> => {
    const url = new URL(req.url);
    calls.push(`${req.method} ${url.pathname}`);
    const label = url.pathname.match(/^\/labels\/(\w+)\.png$/);
    if (label) {
      return new Response(new Uint8Array(await code128Png(label[1])), {
        headers: { "content-type": "image/png" },
      });
    }
    let m;
    if (req.method === "POST" && url.pathname === "/v2/shipments") {
      const id = `shp_${++n}`;
      return Response.json({
        id,
        rates: [
          {
            id: `rate_${n}a`,
            shipment_id: id,
            carrier: "CanadaPost",
            service: "Expedited",
            rate: "14.10",
            delivery_days: 2,
          },
          {
            id: `rate_${n}b`,
            shipment_id: id,
            carrier: "CanadaPost",
            service: "RegularParcel",
            rate: "11.20",
            delivery_days: 4,
          },
        ],
      });
    }
    if (req.method === "POST" && (m = url.pathname.match(/^\/v2\/shipments\/(\w+)\/buy$/))) {
      const code = `EZ${m[1].replace(/\D/g, "").padStart(10, "0")}`;
      return Response.json({
        id: m[1],
        tracking_code: code,
        postage_label: { id: `pl_${m[1]}`, label_url: `${base}/labels/${code}.png` },
      });
    }
    if (req.method === "POST" && url.pathname === "/v2/batches") {
      const body = await req.json();
      const id = `batch_${++n}`;
      batches.set(id, {
        reads: 0,
        shipments: body.batch.shipments.map((s: { id: string }) => s.id),
      });
      return Response.json({ id, state: "creating", shipments: [] });
    }
    if (req.method === "GET" && (m = url.pathname.match(/^\/v2\/batches\/(\w+)$/))) {
      const b = batches.get(m[1])!;
      b.reads++;
      return Response.json({
        id: m[1],
        state: "created",
        shipments: b.shipments.map((id) => ({ id })),
      });
    }
    if (req.method === "POST" && (m = url.pathname.match(/^\/v2\/batches\/(\w+)\/scan_form$/))) {
      return Response.json({
        id: m[1],
        state: "created",
        scan_form: { id: "sf_1", form_url: `${base}/forms/sf_1.pdf`, tracking_codes: [] },
      });
    }
    return new Response("{}", { status: 404 });
  });
  base = `http://127.0.0.1:${server.addr.port}`;
  return { calls, url: base, close: () => server.shutdown() };
}

Deno.test("live with EasyPost: a label per box from EasyPost, one PDF; the scan form once the batch is created", async () => {
  const easypost = fakeEasyPost();
  const app = await createTestApp({
    env: {
      ...ENV,
      EASYPOST_API_KEY: "EZAK-test-live",
      EASYPOST_BASE_URL: easypost.url,
      EASYPOST_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  try {
    const { post, path, store, cookie } = await packedLiveOrder(app, 7203, 2);
    assert.equal(await statusOf(post(path, { action: "label" })), 303);
    const order = (await getOrder(app.kv, "live", "7203"))!;
    const parcels = order.shipment!.parcels!;
    assert.equal(order.shipment!.carrier, "easypost");
    assert.equal(parcels.length, 2);
    for (const p of parcels) {
      assert.equal(p.label_url, `${easypost.url}/labels/${p.tracking_code}.png`);
    }
    assert.equal(order.shipment!.rate.rate_cents, 2 * 1120, "the cheapest service, for both boxes");
    // The store prints EasyPost's own labels, both in one PDF.
    const pdf = await app.fetch(`${path}?pdf=label`, { headers: { cookie } });
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    assert.deepEqual(
      await pdfBarcodes(new Uint8Array(await pdf.arrayBuffer())),
      parcels.map((p) => [p.tracking_code]),
    );

    const batched = await post("/fulfillment/shipments", { store: String(store) });
    assert.equal(batched.status, 303);
    const batchPath = batched.headers.get("location")!;
    const id = batchPath.split("/").pop()!;
    assert.equal((await getBatch(app.kv, "live", id))!.state, "creating");
    assert.equal(easypost.calls.filter((c) => c.endsWith("/scan_form")).length, 0, "not at once");
    // EasyPost's batch.created webhook: the scan form is asked for then, once.
    const event = JSON.stringify({ id: "evt_b", description: "batch.created", result: { id } });
    const hook = await app.fetch("/api/fulfillment/carrier-events", {
      method: "POST",
      headers: { "x-hmac-signature": await signCarrierWebhook(WEBHOOK_SECRET, event) },
      body: event,
    });
    assert.deepEqual(await hook.json(), { outcome: "ok" });
    assert.equal(easypost.calls.filter((c) => c.endsWith("/scan_form")).length, 1, "on the event");
    for (let i = 0; i < 2; i++) {
      assert.equal(await statusOf(app.fetch(batchPath, { headers: { cookie } })), 200);
    }
    assert.equal(easypost.calls.filter((c) => c.endsWith("/scan_form")).length, 1, "asked once");
    const batch = (await getBatch(app.kv, "live", id))!;
    assert.equal(batch.scan_form_url, `${easypost.url}/forms/sf_1.pdf`);
    assert.equal(batch.orders.length, 2);
    const form = await app.fetch(`${batchPath}?pdf=scan_form`, { headers: { cookie } });
    assert.equal(form.status, 302);
    assert.equal(form.headers.get("location"), batch.scan_form_url);
  } finally {
    app.close();
    await easypost.close();
  }
});
