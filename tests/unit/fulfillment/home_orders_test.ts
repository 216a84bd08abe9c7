// The clerk's home (/fulfillment) reads the store's open orders and its latest shipped ones from
// the store index, not the store's whole history (nor only its first 500 ids).
import assert from "node:assert/strict";
import { createOrder, K, listStoreWork } from "../../../lib/fulfillment/store.ts";
import type { OrderState } from "../../../lib/fulfillment/schema.ts";
import { webOrder } from "./order_fixture.ts";

/** An order without lines, received `minute` minutes into November 1st. */
function order(id: string, state: OrderState, minute: number) {
  return webOrder(id, state, { at: new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString() });
}

Deno.test("home orders: every open order and the 25 latest shipped of a busy store", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // 520 delivered orders whose ids sort after the open ones (Shopify ids grow a digit).
    for (let n = 0; n < 520; n++) {
      assert.ok(await createOrder(kv, order(String(5000 + n), "delivered", n)));
    }
    assert.ok(await createOrder(kv, order("10000", "offered", 600)));
    assert.ok(await createOrder(kv, order("10001", "packed", 601)));
    assert.ok(await createOrder(kv, order("10002", "cancelled", 602)));
    const work = await listStoreWork(kv, "live", 1234);
    assert.deepEqual(work.slice(0, 2).map((o) => o.id), ["10001", "10000"]);
    assert.deepEqual(
      work.slice(2).map((o) => o.id),
      Array.from({ length: 25 }, (_, i) => String(5519 - i)),
    );
  } finally {
    kv.close();
  }
});

Deno.test("home orders: orders kept before the work index are put in it once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const old = order("7001", "shipped", 1);
    assert.ok(await createOrder(kv, old));
    assert.ok(await createOrder(kv, order("7002", "accepted", 2)));
    // As older code wrote them: no work index entries.
    await kv.delete([...K.work("live", 1234), "done", old.received_at, "7001"]);
    await kv.delete([...K.work("live", 1234), "open", "7002"]);
    assert.deepEqual((await listStoreWork(kv, "live", 1234)).map((o) => o.id), ["7002", "7001"]);
    assert.equal((await kv.get(K.workReady("live", 1234))).value, true);
    assert.deepEqual((await listStoreWork(kv, "live", 1234)).map((o) => o.id), ["7002", "7001"]);
  } finally {
    kv.close();
  }
});
