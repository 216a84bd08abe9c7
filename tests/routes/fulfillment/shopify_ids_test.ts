// Web-store interop: Shopify's 64-bit ids (beyond 2^53) are read exactly from the raw body and kept
// as strings, and Shopify's own sample order ("Send test notification") is acknowledged.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { ENV, LIVE_SECRET, stockTwoItems, webOrder } from "./helpers.ts";
import { getOrder, listAllOrders, listRejected } from "../../../lib/fulfillment/store.ts";
import { signShopifyWebhook } from "../../../lib/fulfillment/carrier.ts";
import { parseShopifyJson } from "../../../lib/shopify/json.ts";

async function postRaw(app: TestApp, body: string) {
  return await app.fetch("/api/fulfillment/orders", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "x-shopify-hmac-sha256": await signShopifyWebhook(LIVE_SECRET, body),
    },
  });
}

Deno.test("parseShopifyJson: ids beyond 2^53 exact, an id from admin_graphql_api_id", () => {
  const parsed = parseShopifyJson(
    '{"id":820982911946154508,"n":1.5,"small":42,"line_items":[{"id":866550311766439020}],' +
      '"customer":{"admin_graphql_api_id":"gid://shopify/Customer/115310627314723954"}}',
  );
  assert.deepEqual(parsed, {
    id: "820982911946154508",
    n: 1.5,
    small: 42,
    line_items: [{ id: "866550311766439020" }],
    customer: {
      id: "115310627314723954",
      admin_graphql_api_id: "gid://shopify/Customer/115310627314723954",
    },
  });
});

Deno.test("intake: two orders whose ids differ beyond 2^53 stay two orders with exact ids", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const items = await stockTwoItems(app);
    const before = (await listAllOrders(app.kv, "live")).length;
    // 820982911946154508 and …509 are the same JavaScript number
    for (const id of ["820982911946154508", "820982911946154509"]) {
      const body = JSON.stringify(webOrder(1, items)).replace('"id":1,', `"id":${id},`);
      const res = await postRaw(app, body);
      assert.equal(res.status, 201, await res.clone().text());
      assert.equal((await res.json()).id, id);
      assert.equal((await getOrder(app.kv, "live", id))?.id, id);
    }
    assert.equal((await listAllOrders(app.kv, "live")).length, before + 2);
  } finally {
    app.close();
  }
});

Deno.test("intake: Shopify's sample order (Send test notification) is accepted, nothing kept", async () => {
  const app = await createTestApp({ env: ENV });
  try {
    const body = await Deno.readTextFile(
      new URL("../../fixtures/shopify/sample_order.json", import.meta.url),
    );
    const before = (await listAllOrders(app.kv, "live")).length;
    const res = await postRaw(app, body);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { id: "820982911946154508", test: true });
    assert.equal((await listAllOrders(app.kv, "live")).length, before);
    assert.equal((await listRejected(app.kv, "live")).length, 0);
  } finally {
    app.close();
  }
});
