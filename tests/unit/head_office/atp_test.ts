// ATP's on-hand figures are cached per sales data version (lib/head_office/atp.ts): a stock import
// must show at once, and a cached figure is served without reading the stock record again.
import assert from "node:assert/strict";
import { atpRows, onHand } from "../../../lib/head_office/atp.ts";
import { loadOmnichannel } from "../../../lib/head_office/atp_page.ts";
import {
  createOrder,
  DEFAULT_SAFETY_STOCK,
  saveSettings,
  updateOrder,
} from "../../../lib/fulfillment/store.ts";
import type { OrderState } from "../../../lib/fulfillment/schema.ts";
import { startImport } from "../../../lib/sales/ingest.ts";
import { K } from "../../../lib/sales/keys.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";
import { webOrder as orderFixture } from "../fulfillment/order_fixture.ts";

const HEADER = "type,date,store,item_number,units,sales,cost,customer_id,ticket,on_hand,received";

async function importStock(kv: Deno.Kv, date: string, onHand: number) {
  const task = await startImport(kv, "u1", `${HEADER}\nstock,${date},1234,900001,,,,,,${onHand},`);
  assert.equal((await runTask(kv, task.guid))?.status, "done");
}

Deno.test("on hand is cached per sales data version: an import shows at once, a hit reads nothing", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await kv.set(["stores", 1234], { store_number: 1234, name: "Test" });
    await putTestVariants(kv, [testVariant("900001")]);
    const pairs = [{ store: 1234, item_number: "900001" }, { store: 1234, item_number: "nope" }];
    await importStock(kv, "2026-03-01", 10);
    assert.deepEqual(await onHand(kv, pairs), [10, 0]);
    assert.equal((await atpRows(kv, pairs))[0].on_hand, 10);

    // Cached: a write that bypasses the ingest (and its version) is not read again…
    await kv.set(K.stock("900001", 1234), { on_hand: 99, as_of: "2026-03-01" });
    assert.deepEqual(await onHand(kv, pairs), [10, 0]);
    // …while an import, which changes the data version, is seen by the next read.
    await importStock(kv, "2026-03-02", 7);
    assert.deepEqual(await onHand(kv, pairs), [7, 0]);
    assert.equal(
      (await atpRows(kv, pairs))[0].atp,
      Math.max(0, 7 - (await atpRows(kv, pairs))[0].safety),
    );
  } finally {
    kv.close();
  }
});

/** A web order of `quantity` sticks (item 900001) at $1. */
function webOrder(id: string, state: OrderState, quantity: number) {
  return orderFixture(id, state, {
    lines: [{
      line_id: "l1",
      sku: null,
      barcode: null,
      item_number: "900001",
      description: "Stick",
      quantity,
      price_cents: 100,
    }],
  });
}

Deno.test("web units are counted again when a web order is placed, changed or leaves the states", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const pairs = [{ store: 1234, item_number: "900001" }];
    const reserved = async () => (await atpRows(kv, pairs))[0].reserved;
    assert.equal(await reserved(), 0);
    assert.ok(await createOrder(kv, webOrder("w1", "accepted", 2)));
    assert.equal(await reserved(), 2);
    await updateOrder(kv, "live", "w1", (o) => ({ ...o, lines: [{ ...o.lines[0], quantity: 5 }] }));
    assert.equal(await reserved(), 5);
    assert.ok(await createOrder(kv, webOrder("w2", "packed", 1)));
    assert.equal(await reserved(), 6);
    await updateOrder(kv, "live", "w1", (o) => ({ ...o, state: "shipped" }));
    assert.equal(await reserved(), 1);
    // an order offered to the store counts as open, not reserved
    assert.ok(await createOrder(kv, webOrder("w3", "offered", 4)));
    assert.deepEqual(pick(await atpRows(kv, pairs)), { reserved: 1, open_web: 4 });
    await updateOrder(kv, "live", "w3", (o) => ({ ...o, state: "accepted" }));
    assert.deepEqual(pick(await atpRows(kv, pairs)), { reserved: 5, open_web: 0 });
    // Counted once per change: an order written without its indexes (no revision) is not counted…
    await kv.set(["fulfillment", "live", "order", "w4"], webOrder("w4", "accepted", 9));
    await kv.set(["fulfillment", "live", "by_state", "accepted", "w4"], true);
    assert.deepEqual(pick(await atpRows(kv, pairs)), { reserved: 5, open_web: 0 });
    // …until the next order write
    await updateOrder(kv, "live", "w2", (o) => o);
    assert.deepEqual(pick(await atpRows(kv, pairs)), { reserved: 14, open_web: 0 });
  } finally {
    kv.close();
  }
});

const pick = ([row]: { reserved: number; open_web: number }[]) => ({
  reserved: row.reserved,
  open_web: row.open_web,
});

Deno.test("safety stock: a store's stored setting, else the default", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const pairs = [{ store: 1234, item_number: "900001" }, { store: 1310, item_number: "900001" }];
    const safety = async () => (await atpRows(kv, pairs)).map((r) => r.safety);
    assert.deepEqual(await safety(), [DEFAULT_SAFETY_STOCK, DEFAULT_SAFETY_STOCK]);
    await saveSettings(kv, "live", 1310, { opted_in: true, daily_capacity: 5, safety_stock: 3 });
    assert.deepEqual(await safety(), [DEFAULT_SAFETY_STOCK, 3]);
  } finally {
    kv.close();
  }
});

Deno.test("omnichannel view: kept between views, and orders, settings and imports show on the next one", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await kv.set(["stores"], [{ store_number: 1234, name: "Test", active: true }]);
    await kv.set(["stores", 1234], { store_number: 1234, name: "Test", active: true });
    await putTestVariants(kv, [testVariant("900001")]);
    const url = new URL("http://x/head-office/omnichannel-stock?store=1234&department=HOC");
    const view = async () => {
      const [row] = (await loadOmnichannel(kv, url, "en-US")).rows;
      return [row.on_hand, row.reserved, row.safety, row.open_web, row.atp];
    };
    await importStock(kv, "2026-03-01", 10);
    assert.ok(await createOrder(kv, webOrder("w1", "accepted", 2)));
    assert.deepEqual(await view(), [10, 2, DEFAULT_SAFETY_STOCK, 0, 7], "first view");
    assert.deepEqual(await view(), [10, 2, DEFAULT_SAFETY_STOCK, 0, 7], "kept");
    await updateOrder(kv, "live", "w1", (o) => ({ ...o, state: "offered" }));
    assert.deepEqual(await view(), [10, 0, DEFAULT_SAFETY_STOCK, 2, 7], "order moved");
    await saveSettings(kv, "live", 1234, { opted_in: true, daily_capacity: 5, safety_stock: 4 });
    assert.deepEqual(await view(), [10, 0, 4, 2, 4], "settings saved");
    await importStock(kv, "2026-03-02", 20);
    assert.deepEqual(await view(), [20, 0, 4, 2, 14], "stock imported");
  } finally {
    kv.close();
  }
});
