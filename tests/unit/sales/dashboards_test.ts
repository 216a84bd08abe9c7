// Exact figures of every dashboard over a small KV filled through the real CSV import, and the
// dashboard cache following the data version that every import bumps.
import assert from "node:assert/strict";
import type { User } from "../../../lib/auth/types.ts";
import { lastYearPeriod } from "../../../lib/sales/calendar.ts";
import {
  customerDashboard,
  groupDashboard,
  itemDashboard,
  memberDashboard,
  vendorDashboard,
} from "../../../lib/sales/dashboards.ts";
import { startImport } from "../../../lib/sales/ingest.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { DEMO_STORES, DEMO_VENDORS, putStoresAndVendors } from "../../../lib/stores/mod.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";
import { kvTest } from "../memory_kv.ts";
import { testUser } from "../test_user.ts";

const PERIOD = { start: "2026-03-01", end: "2026-03-07" }; // one Sunday–Saturday week
const LY = lastYearPeriod(PERIOD).start;
const HEADER = "type,date,store,item_number,units,sales,cost,customer_id,ticket,on_hand,received";
// one sale in each of eight other member stores (the peers), cost 60 % of sales
const PEERS: [number, number][] = [
  [1021, 50],
  [1034, 100],
  [1047, 150],
  [1058, 200],
  [1062, 250],
  [1075, 300],
  [1089, 400],
  [1093, 500],
];

function user(over: Partial<User>): User {
  return testUser({
    id: "u",
    perms: ["sales", "customers"],
    Stores: [[1234, "Northern Edge Sports"]],
    ...over,
  });
}
const member = user({});
const buyer = user({ Role: "buyer", Stores: [[1000, "Head Office"]] });
const vendor = user({ Role: "vendor", Stores: [], Vendors: ["V200"] });

async function importCsv(kv: Deno.Kv, lines: string[]) {
  const task = await startImport(kv, "u1", [HEADER, ...lines].join("\n"));
  const done = await runTask(kv, task.guid);
  assert.equal(done?.status, "done", JSON.stringify(done?.errors));
}

async function fixture(): Promise<Deno.Kv> {
  const kv = await Deno.openKv(":memory:");
  await putStoresAndVendors(kv, DEMO_STORES, DEMO_VENDORS);
  await putTestVariants(kv, [
    testVariant("1000001", { description: { en: "Polar Skate, 9", fr: "Patin Polar, 9" } }),
    testVariant("1000002"),
    testVariant("2000001", { vendor: "V200", department: "APP", class: "outerwear" }),
  ]);
  await importCsv(kv, [
    "sale,2026-03-02,1234,1000001,2,200.00,120.00,C1,T1,,",
    "sale,2026-03-02,1234,2000001,1,50.00,20.00,C1,T1,,",
    "sale,2026-03-04,1234,1000002,1,100.00,60.00,C1,T2,,",
    "stock,2026-03-02,1234,1000001,,,,,,8,10",
    `sale,${LY},1234,1000001,1,100.00,60.00,,L1,,`,
    ...PEERS.map(([s, d], i) =>
      `sale,2026-03-03,${s},1000001,1,${d}.00,${(d * 0.6).toFixed(2)},,P${i},,`
    ),
  ]);
  return kv;
}

kvTest(
  "member dashboard: KPIs, last year, cohort quartiles, departments, vendors, items",
  async (kv) => {
    const d = await memberDashboard(kv, member, { store: null, period: PERIOD });
    assert.equal(d.store, 1234);
    const kpi = Object.fromEntries(d.kpis.map((k) => [k.key, k]));
    assert.deepEqual([kpi.sales.value, kpi.sales.lastYear, kpi.sales.change], [35000, 10000, 2.5]);
    assert.deepEqual([kpi.units.value, kpi.units.lastYear, kpi.units.change], [4, 1, 3]);
    assert.equal(kpi.margin.value, 15000 / 35000);
    assert.equal(kpi.margin.lastYear, 0.4);
    assert.equal(kpi.margin.change, 15000 / 35000 - 0.4); // ratios change by difference
    assert.deepEqual([kpi.sold_to_received.value, kpi.sold_to_received.lastYear], [0.4, null]);
    assert.deepEqual([kpi.customers.value, kpi.customers.change], [2, 1]); // tickets T1, T2
    assert.deepEqual([kpi.basket.value, kpi.basket.change], [17500, 0.75]);
    // nine stores in terciles: 1234 (350 $) is "large" with 1089 (400 $) and 1093 (500 $)
    assert.deepEqual(d.cohort, { size: "large", n: 3 });
    assert.deepEqual(kpi.sales.peers, { q1: 37500, median: 40000, q3: 45000, n: 3 });
    assert.deepEqual(kpi.units.peers, { q1: 1, median: 1, q3: 2.5, n: 3 });
    assert.deepEqual(d.departments.map((r) => [r.key, r.sales, r.lastYear]), [
      ["HOC", 30000, 10000],
      ["APP", 5000, 0],
    ]);
    assert.deepEqual(d.vendors.map((r) => [r.label, r.sales]), [
      ["Polar Peak Hockey", 30000],
      ["Northwind Outerwear", 5000],
    ]);
    assert.deepEqual(d.topItems.map((r) => [r.key, r.label, r.sales, r.units]), [
      ["1000001", "Polar Skate, 9", 20000, 2],
      ["1000002", "Test Skate 1000002", 10000, 1],
      ["2000001", "Test Skate 2000001", 5000, 1],
    ]);
    const fr = await memberDashboard(kv, member, { store: null, period: PERIOD, locale: "fr-CA" });
    assert.equal(fr.topItems[0].label, "Patin Polar, 9");
    assert.deepEqual(d.stores, [[1234, "Northern Edge Sports"]]);
  },
  () => fixture(),
);

kvTest("item dashboard: units, receipts, stock, sell-through and weeks of supply", async (kv) => {
  const d = await itemDashboard(kv, member, "1000001", { period: PERIOD });
  assert.deepEqual(d?.stores, [{
    store: 1234,
    name: "Northern Edge Sports",
    units: 2,
    sales: 20000,
    received: 10,
    onHand: 8,
    sellThrough: 0.2, // 2 ÷ (2 + 8)
    weeksOfSupply: 16, // 8 ÷ (2 units over the last four weeks ÷ 4)
  }]);
  assert.deepEqual(d?.trend, [{ week: "2026-03-01", units: 2 }]);
  assert.equal(await itemDashboard(kv, member, "9999999", { period: PERIOD }), null);
}, () => fixture());

kvTest("group dashboard: total, ranks, regions and filters", async (kv) => {
  const d = await groupDashboard(kv, { period: PERIOD, dept: null, vendor: null });
  assert.equal(d.total.sales, 35000 + 195000);
  assert.equal(d.total.lastYear, 10000);
  assert.deepEqual(d.stores.slice(0, 3).map((s) => [s.rank, s.store, s.sales]), [
    [1, 1093, 50000],
    [2, 1089, 40000],
    [3, 1234, 35000],
  ]);
  assert.deepEqual(d.regions.map((r) => [r.key, r.sales]), [["quebec", 195000], [
    "ontario",
    35000,
  ]]);
  assert.deepEqual(d.departments.map((r) => [r.key, r.sales]), [["HOC", 225000], ["APP", 5000]]);
  const app = await groupDashboard(kv, { period: PERIOD, dept: "APP", vendor: null });
  assert.deepEqual(app.stores.map((s) => [s.store, s.sales]), [[1234, 5000]]);
}, () => fixture());

kvTest("vendor dashboard: the vendor's own sales by store and region only", async (kv) => {
  const d = await vendorDashboard(kv, vendor, { vendor: null, period: PERIOD });
  assert.equal(d.vendor, "V200");
  assert.deepEqual(d.vendors, [["V200", "Northwind Outerwear"]]);
  assert.deepEqual(d.total, { sales: 5000, units: 1, lastYear: 0, onHand: 0, change: null });
  assert.deepEqual(d.stores.map((s) => [s.store, s.sales, s.region]), [[1234, 5000, "ontario"]]);
  await assert.rejects(vendorDashboard(kv, vendor, { vendor: "V100", period: PERIOD }));
}, () => fixture());

kvTest(
  "customer dashboard: visits by ticket, repeat rate, names only for the store's users",
  async (kv) => {
    const d = await customerDashboard(kv, member, { store: null, period: PERIOD });
    assert.deepEqual(
      [d.customers, d.visits, d.repeatRate, d.averageBasket],
      [1, 2, 1, 17500],
    );
    assert.deepEqual(d.top, [{ name: "C1", visits: 2, spend: 35000, segment: "casual" }]);
    const ho = await customerDashboard(kv, buyer, { store: "1234", period: PERIOD });
    assert.equal(ho.top[0].name, null);
    // the cached copy the head-office call anonymised is not the one the store's user gets
    assert.equal(
      (await customerDashboard(kv, member, { store: null, period: PERIOD })).top[0].name,
      "C1",
    );
  },
  () => fixture(),
);

kvTest("an import invalidates cached dashboards; the shared data cannot be changed", async (kv) => {
  const first = await memberDashboard(kv, member, { store: null, period: PERIOD });
  assert.throws(() => {
    first.departments[0].label = "changed by a page";
  }, TypeError);
  const again = await memberDashboard(kv, member, { store: null, period: PERIOD });
  assert.equal(again.departments[0].label, "HOC");
  const group = await groupDashboard(kv, { period: PERIOD, dept: null, vendor: null });
  await importCsv(kv, ["sale,2026-03-05,1234,1000002,1,100.00,60.00,,T9,,"]);
  const after = await memberDashboard(kv, member, { store: null, period: PERIOD });
  assert.equal(after.kpis.find((k) => k.key === "sales")?.value, 45000);
  assert.equal(
    (await groupDashboard(kv, { period: PERIOD, dept: null, vendor: null })).total.sales,
    group.total.sales + 10000,
  );
}, () => fixture());
