import assert from "node:assert/strict";
import type { User } from "../../../lib/auth/types.ts";
import {
  canSeeStore,
  canSeeVendor,
  DEMO_STORES,
  DEMO_VENDORS,
  HEAD_OFFICE_STORE,
  isHeadOffice,
  ownStores,
  putStoresAndVendors,
  visibleStores,
  visibleVendors,
} from "../../../lib/stores/mod.ts";

type Who = Pick<User, "Role" | "Site_Admin" | "Stores" | "Vendors">;
const buyer: Who = {
  Role: "buyer",
  Site_Admin: false,
  Stores: [[1000, "Head Office"]],
  Vendors: [],
};
const admin: Who = { Role: "member", Site_Admin: true, Stores: [], Vendors: [] };
const sales: Who = {
  Role: "member",
  Site_Admin: false,
  Stores: [[1000, "Head Office"], [1234, "Northern Edge Sports"], [3075, "Fredericton Trail Co."]],
  Vendors: [],
};
const vendor: Who = { Role: "vendor", Site_Admin: false, Stores: [], Vendors: ["V100", "V200"] };

async function withStores(fn: (kv: Deno.Kv) => Promise<void>) {
  const kv = await Deno.openKv(":memory:");
  await putStoresAndVendors(kv, DEMO_STORES, DEMO_VENDORS);
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}

Deno.test("head office is buyers and site admins; head office store 1000 is nobody's data", () => {
  assert.equal(HEAD_OFFICE_STORE, 1000);
  assert.ok(isHeadOffice(buyer) && isHeadOffice(admin));
  assert.ok(!isHeadOffice(sales) && !isHeadOffice(vendor));
  assert.deepEqual(ownStores(sales).map(([n]) => n), [1234, 3075]);
  for (const who of [buyer, admin, sales]) assert.equal(canSeeStore(who, 1000), false);
  assert.ok(canSeeStore(buyer, 2051) && canSeeStore(admin, 2051));
  assert.ok(canSeeStore(sales, 1234) && !canSeeStore(sales, 2051));
  assert.ok(!canSeeStore(vendor, 1234));
  assert.ok(canSeeVendor(buyer, "V900") && canSeeVendor(vendor, "V200"));
  assert.ok(!canSeeVendor(vendor, "V300") && !canSeeVendor(sales, "V100"));
});

Deno.test("visibleStores: head office every active member store in number order; members their own", async () => {
  await withStores(async (kv) => {
    const all = (await visibleStores(kv, buyer)).map((s) => s.store_number);
    const expected = DEMO_STORES.filter((s) => s.active && s.store_number !== 1000)
      .map((s) => s.store_number).sort((a, b) => a - b);
    assert.deepEqual(all, expected);
    assert.ok(!all.includes(3075)); // closed
    assert.ok((await visibleStores(kv, admin, { includeInactive: true }))
      .some((s) => s.store_number === 3075));
    assert.deepEqual((await visibleStores(kv, sales)).map((s) => s.store_number), [1234]);
    assert.deepEqual(
      (await visibleStores(kv, sales, { includeInactive: true })).map((s) => s.store_number),
      [1234, 3075],
    );
    assert.deepEqual(await visibleStores(kv, vendor), []);
  });
});

Deno.test("visibleVendors: head office every vendor; a vendor account its own", async () => {
  await withStores(async (kv) => {
    const all = await visibleVendors(kv, buyer);
    assert.equal(all.length, DEMO_VENDORS.length);
    assert.deepEqual(all.slice(0, 3).map((v) => v.vendor_number), ["V100", "V200", "V300"]);
    assert.deepEqual((await visibleVendors(kv, vendor)).map((v) => v.name), [
      "Polar Peak Hockey",
      "Northwind Outerwear",
    ]);
    assert.deepEqual(await visibleVendors(kv, sales), []);
  });
});
