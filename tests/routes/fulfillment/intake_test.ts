import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { ENV, postOrder, statusOf, stockTwoItems, webOrder } from "./helpers.ts";
import { getOrder, listAllOrders, listRejected } from "../../../lib/fulfillment/store.ts";
import { track } from "../../../lib/fulfillment/fake_carrier.ts";
import { signCarrierWebhook } from "../../../lib/fulfillment/carrier.ts";

Deno.test("intake: a wrong or missing signature is 401 and stores nothing", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    const before = (await listAllOrders(app.kv, "live")).length;
    const wrong = await postOrder(
      app,
      "live",
      webOrder(5001, items),
      "not-the-secret-at-all-000000",
    );
    assert.equal(wrong.status, 401);
    await wrong.body?.cancel();
    assert.equal(await statusOf(postOrder(app, "live", webOrder(5001, items), null)), 401);
    // Signed with the sandbox secret but sent to live.
    assert.equal(
      await statusOf(postOrder(
        app,
        "live",
        webOrder(5001, items),
        ENV.FULFILLMENT_SANDBOX_WEBHOOK_SECRET,
      )),
      401,
    );
    assert.equal((await listAllOrders(app.kv, "live")).length, before);
    assert.equal((await listRejected(app.kv, "live")).length, 0);
  } finally {
    app.close();
  }
});

Deno.test("intake: a repeated order id creates one order; lines matched by SKU and by GTIN", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    const before = (await listAllOrders(app.kv, "live")).length;
    const first = await postOrder(app, "live", webOrder(5002, items));
    assert.equal(first.status, 201);
    const body = await first.json();
    assert.equal(body.state, "offered");
    assert.ok([1234, 1310, 2051].includes(body.store));
    const again = await postOrder(app, "live", webOrder(5002, items));
    assert.equal(again.status, 200);
    assert.equal((await again.json()).duplicate, true);
    assert.equal((await listAllOrders(app.kv, "live")).length, before + 1);
    const order = (await getOrder(app.kv, "live", "5002"))!;
    assert.deepEqual(order.lines.map((l) => [l.item_number, l.quantity, l.price_cents]), [
      [items[0].item_number, 1, 4999],
      [items[1].item_number, 2, 1000],
    ]);
    assert.equal(order.subtotal_cents, 6999);
    assert.equal(order.candidates.length, 3);
    assert.equal(order.candidates[0].store, order.store);
  } finally {
    app.close();
  }
});

Deno.test("intake: a bad payload is 400 with its reasons and kept for inspection", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    const bad = webOrder(5003, items, { line_items: [], shipping_address: { name: "X" } });
    const res = await postOrder(app, "sandbox", bad);
    assert.equal(res.status, 400);
    const { reasons } = await res.json();
    assert.ok(reasons.some((r: string) => r.startsWith("line_items")), reasons.join("; "));
    assert.ok(
      reasons.some((r: string) => r.startsWith("shipping_address.address1")),
      reasons.join("; "),
    );
    const unknown = webOrder(5004, items);
    unknown.line_items[0].sku = "NO-SUCH-SKU";
    const res2 = await postOrder(app, "sandbox", unknown);
    assert.equal(res2.status, 400);
    assert.match((await res2.json()).reasons[0], /^line_items\.0: .*NO-SUCH-SKU/);
    const kept = await listRejected(app.kv, "sandbox");
    assert.equal(kept.length, 2);
    assert.equal(JSON.parse(kept[1].body).id, 5003);
    assert.equal((await listAllOrders(app.kv, "sandbox")).length, 0);
    assert.equal((await listRejected(app.kv, "live")).length, 0);
  } finally {
    app.close();
  }
});

Deno.test("carrier events: a wrong signature is 401; a signed event moves the parcel", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const body = JSON.stringify(
      await track(app.kv, "sandbox", "FAKE000000000001", "in_transit", new Date()),
    );
    assert.equal(
      await statusOf(app.fetch("/api/fulfillment/sandbox/carrier-events", {
        method: "POST",
        headers: { "x-hmac-signature": "hmac-sha256-hex=00" },
        body,
      })),
      401,
    );
    const good = await app.fetch("/api/fulfillment/sandbox/carrier-events", {
      method: "POST",
      headers: { "x-hmac-signature": await signCarrierWebhook("fake-carrier-webhook", body) },
      body,
    });
    assert.equal(good.status, 200);
    assert.deepEqual(await good.json(), { outcome: "ignored" });
  } finally {
    app.close();
  }
});

Deno.test("live carrier events without EASYPOST_WEBHOOK_SECRET are all refused (no default secret)", async () => {
  const app = await createTestApp({ seed: false, env: ENV });
  const body = JSON.stringify(
    await track(app.kv, "live", "FAKE000000000001", "delivered", new Date()),
  );
  const signed = (secret: string) =>
    signCarrierWebhook(secret, body).then((signature) => ({
      method: "POST",
      headers: { "x-hmac-signature": signature },
      body,
    }));
  try {
    for (const secret of ["fake-carrier-webhook", "undefined"]) {
      const res = await app.fetch("/api/fulfillment/carrier-events", await signed(secret));
      assert.equal(res.status, 401, `signed with "${secret}"`);
      await res.body?.cancel();
    }
  } finally {
    app.close();
  }
  const configured = await createTestApp({
    seed: false,
    env: { ...ENV, EASYPOST_WEBHOOK_SECRET: "easypost-secret-for-tests" },
  });
  try {
    const res = await configured.fetch(
      "/api/fulfillment/carrier-events",
      await signed("easypost-secret-for-tests"),
    );
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { outcome: "ignored" });
  } finally {
    configured.close();
  }
});
