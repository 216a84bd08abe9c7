// The per-process caches of the store and vendor lists and of head office's attention counts
// follow writes: a write shows on the next read.
import assert from "node:assert/strict";
import { recordPosData, recordPosError } from "../../../lib/admin/pos.ts";
import { attention } from "../../../lib/head_office/attention.ts";
import { storeRows } from "../../../lib/head_office/store_master_page.ts";
import { saveStore } from "../../../lib/head_office/store_master.ts";
import { applyStoreImport } from "../../../lib/head_office/store_csv.ts";
import { createOrder, type NewOrder, transitionOrder } from "../../../lib/orders/mod.ts";
import { vendorOrders } from "../../../lib/shows/vendor_orders.ts";
import type { User } from "../../../lib/auth/types.ts";
import {
  DEMO_STORES,
  DEMO_VENDORS,
  listStores,
  listVendors,
  putStoresAndVendors,
} from "../../../lib/stores/mod.ts";

const buyer = { id: "u-buyer", email: "buyer@example.com" };

async function withKv(fn: (kv: Deno.Kv) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}

Deno.test("listStores: a store master save shows on the next list", async () => {
  await withKv(async (kv) => {
    await putStoresAndVendors(kv, DEMO_STORES.slice(0, 3), []);
    const first = await listStores(kv);
    assert.equal(first.length, 3);
    const store = first[1];
    assert.equal(
      await saveStore(kv, buyer, { ...store, name: "Renamed" }, { create: false, version: null }),
      "conflict",
    );
    const { versionstamp } = await kv.get(["stores", store.store_number]);
    const saved = await saveStore(kv, buyer, { ...store, name: "Renamed" }, {
      create: false,
      version: versionstamp,
    });
    assert.equal(saved, "saved");
    assert.equal((await listStores(kv))[1].name, "Renamed");
    // a caller's array is its own: sorting it leaves the next list as it was
    (await listStores(kv)).reverse();
    assert.equal((await listStores(kv))[0].store_number, first[0].store_number);
  });
});

Deno.test("listStores: a new store and an imported change show on the next list", async () => {
  await withKv(async (kv) => {
    await putStoresAndVendors(kv, DEMO_STORES.slice(0, 2), []);
    assert.equal((await listStores(kv)).length, 2);
    await putStoresAndVendors(kv, DEMO_STORES.slice(2, 3), []);
    assert.equal((await listStores(kv)).length, 3);
    const result = await applyStoreImport(kv, buyer, [{ ...DEMO_STORES[0], city: "Imported" }]);
    assert.equal(result.ok, true);
    assert.equal((await listStores(kv))[0].city, "Imported");
  });
});

Deno.test("listVendors: a new vendor shows on the next list", async () => {
  await withKv(async (kv) => {
    await putStoresAndVendors(kv, [], DEMO_VENDORS.slice(0, 1));
    assert.equal((await listVendors(kv)).length, 1);
    await putStoresAndVendors(kv, [], DEMO_VENDORS.slice(1, 2));
    assert.equal((await listVendors(kv)).length, 2);
  });
});

const NEW_ORDER: NewOrder = {
  store: 1234,
  vendor: "V100",
  source: "specials",
  program_id: "spring-2026",
  lines: [{
    item_number: "100200",
    department: "Hockey",
    quantity: 6,
    unit_cost: 89.5,
    retail: 179.99,
  }],
  start_ship: "2026-03-02",
  cancel_date: "2026-03-31",
  ship_to: "1234 Main St, Sudbury ON",
};

Deno.test("vendor orders: an order placed shows on the next view", async () => {
  await withKv(async (kv) => {
    const user = { Role: "buyer", Site_Admin: false, Stores: [], Vendors: [] } as unknown as User;
    const pos = async () =>
      (await vendorOrders(kv, user, "V100", "en-US")).orders.map((o) => o.po_number);
    const first = await createOrder(kv, NEW_ORDER, buyer);
    assert.deepEqual(await pos(), []);
    await transitionOrder(kv, first.id, "submitted", buyer);
    assert.deepEqual(await pos(), [first.po_number]);
    const second = await createOrder(kv, { ...NEW_ORDER, store: 1310 }, buyer);
    await transitionOrder(kv, second.id, "submitted", buyer);
    assert.deepEqual(await pos(), [second.po_number, first.po_number]);
  });
});

Deno.test("attention: an order submitted or approved counts on the next view", async () => {
  await withKv(async (kv) => {
    const count = async (key: string) =>
      (await attention(kv, "2026-03-01")).find((a) => a.key === key)!.count;
    assert.equal(await count("orders_to_approve"), 0);
    const po = await createOrder(kv, NEW_ORDER, buyer);
    assert.equal(await count("orders_to_approve"), 0);
    await transitionOrder(kv, po.id, "submitted", buyer);
    assert.equal(await count("orders_to_approve"), 1);
    await transitionOrder(kv, po.id, "approved", buyer);
    assert.equal(await count("orders_to_approve"), 0);
    assert.equal(await count("orders_due"), 1);
  });
});

Deno.test("store master and attention: a POS write shows on the next view", async () => {
  await withKv(async (kv) => {
    const store = DEMO_STORES[0].store_number;
    await putStoresAndVendors(kv, DEMO_STORES.slice(0, 1), []);
    const pos = async () => (await storeRows(kv)).find((r) => r.store.store_number === store)?.pos;
    const failing = async () =>
      (await attention(kv, "2026-03-01", Date.parse("2026-03-01T12:00:00Z")))
        .find((a) => a.key === "sync_errors")!.count;
    assert.equal(await pos(), null, "no POS data yet");
    const at = new Date("2026-03-01T11:00:00Z");
    await recordPosData(kv, store, { system: "ascend", version: "1.0", at });
    assert.equal(await pos(), "ascend", "recordPosData shows on the next store master view");
    assert.equal(await failing(), 0);
    await recordPosData(kv, store, { system: "retail_pro", version: "1.0", at });
    assert.equal(await pos(), "retail_pro", "a changed system shows on the next view");
    await recordPosError(kv, store, "file unreadable", at);
    assert.equal(await failing(), 1, "recordPosError counts on the next /head-office view");
  });
});
