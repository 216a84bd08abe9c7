// Migrating an item moves its sales history: the store × item rollups (weeks, months, month packs
// of days) and stock records of the old item read under the remaining one, the old id resolves as
// an alias, the data version changes (dashboard caches), and a run cut short leaves every value
// whole (from + to unchanged) and finishes when run again.
import assert from "node:assert/strict";
import { migrateItem, resolveItem } from "../../../lib/marketing/migrate.ts";
import { type Moves, repointSales } from "../../../lib/sales/repoint.ts";
import { startImport } from "../../../lib/sales/ingest.ts";
import { K, readMap, readSeries, readWhole } from "../../../lib/sales/store.ts";
import type { Measures } from "../../../lib/sales/model.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { getTask } from "../../../lib/tasks/store.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";

const actor = { id: "u1", email: "buyer@example.com" };
const YEAR = { start: "2026-01-01", end: "2026-12-31" };
const HEADER = "type,date,store,item_number,units,sales,cost,customer_id,ticket,on_hand,received";

async function kvWithSales() {
  const kv = await Deno.openKv(":memory:");
  for (const n of [1234, 1310]) await kv.set(["stores", n], { store_number: n, name: `S${n}` });
  await putTestVariants(kv, [
    testVariant("800001"),
    testVariant("810001", {
      department: "FTW",
      class: "running",
      vendor: "V200",
      cost: 5000,
      retail: 8000,
    }),
    testVariant("820001"),
  ]);
  const csv = [
    HEADER,
    "sale,2026-03-02,1234,800001,2,200.00,120.00,,T1,,",
    "sale,2026-03-02,1234,810001,1,80.00,50.00,,T1,,",
    "sale,2026-04-14,1234,810001,3,240.00,150.00,,T2,,",
    "sale,2026-04-14,1310,810001,1,80.00,50.00,,T3,,",
    "sale,2026-05-20,1310,820001,4,400.00,240.00,,T4,,",
    "stock,2026-04-14,1234,810001,,,,,,7,",
    "stock,2026-04-14,1234,800001,,,,,,5,",
    "stock,2026-04-14,1310,810001,,,,,,2,",
  ].join("\n");
  const task = await startImport(kv, "u1", csv);
  assert.equal((await runTask(kv, task.guid))?.status, "done");
  return kv;
}

async function itemYear(kv: Deno.Kv, store: number) {
  return await readMap(kv, K.si(store), YEAR);
}

/** Sum of one item over every stored si value of a grain (weeks, months or day packs). */
async function grainTotal(kv: Deno.Kv, store: number, item: string): Promise<number> {
  const weeks = await readSeries<Record<string, Measures>>(kv, K.si(store), "w", [
    "2026-03-01",
    "2026-04-12",
  ]);
  let units = 0;
  for (const map of weeks.values()) units += map[item]?.[0] ?? 0;
  return units;
}

Deno.test("migrate moves sales history and stock under the remaining item", async () => {
  const kv = await kvWithSales();
  try {
    const before = await itemYear(kv, 1234);
    assert.deepEqual(before["800001"], [2, 20000, 12000, 0, 0]);
    assert.deepEqual(before["810001"], [4, 32000, 20000, 0, 0]);
    assert.deepEqual((await itemYear(kv, 1310))["810001"], [1, 8000, 5000, 0, 0]);
    const versionBefore = (await kv.get(K.dataVersion())).versionstamp;

    const migration = await migrateItem(kv, "810001", "800001", actor, "migrate");
    assert.ok(typeof migration === "object");
    assert.equal(await resolveItem(kv, "810001"), "800001");
    const done = await runTask(kv, migration.sales_task!);
    assert.equal(done?.status, "done", JSON.stringify(done?.errors));

    const after = await itemYear(kv, 1234);
    assert.equal(after["810001"], undefined);
    assert.deepEqual(after["800001"], [6, 52000, 32000, 0, 0]);
    assert.deepEqual((await itemYear(kv, 1310))["800001"], [1, 8000, 5000, 0, 0]);
    // other items untouched; weeks and days moved too
    assert.deepEqual((await itemYear(kv, 1310))["820001"], [4, 40000, 24000, 0, 0]);
    assert.equal(await grainTotal(kv, 1234, "800001"), 6);
    assert.equal(await grainTotal(kv, 1234, "810001"), 0);
    const day = await readMap(kv, K.si(1234), { start: "2026-04-14", end: "2026-04-14" });
    assert.deepEqual(Object.keys(day), ["800001"]);
    assert.notEqual((await kv.get(K.dataVersion())).versionstamp, versionBefore);

    // stock: on hand added up, aggregates moved to the remaining item's department and prices
    assert.deepEqual((await kv.get(K.stock("800001", 1234))).value, {
      on_hand: 12,
      as_of: "2026-04-14",
    });
    assert.equal((await kv.get(K.stock("810001", 1234))).value, null);
    assert.deepEqual(
      (await kv.get<{ on_hand: number }>(K.stock("800001", 1310))).value?.on_hand,
      2,
    );
    const byDept = await readWhole(kv, K.stockByStore(1234));
    assert.deepEqual(byDept.HOC, [12, 120000, 72000, 0, 0]);
    assert.deepEqual(byDept.FTW, [0, 0, 0, 0, 0]);
    assert.deepEqual((await readWhole(kv, K.stockByVendor("V100")))["1310"], [
      2,
      20000,
      12000,
      0,
      0,
    ]);
    assert.equal((await getTask(kv, migration.sales_task!))?.summary?.key, "tasks.repoint_summary");
  } finally {
    kv.close();
  }
});

Deno.test("a re-pointing cut short leaves every value whole and finishes when run again", async () => {
  const kv = await kvWithSales();
  try {
    const moves: Moves = { "810001": "800001" };
    const pair = async () => {
      const m = await itemYear(kv, 1234);
      return [m["810001"]?.[0] ?? 0, m["800001"]?.[0] ?? 0];
    };
    assert.deepEqual(await pair(), [4, 2]);
    let batches = 0;
    await assert.rejects(
      repointSales(kv, moves, {
        owner: "test",
        limits: { mutations: 6, bytes: 500_000 },
        onBatch: () => {
          if (++batches === 2) throw new Error("crash");
          return Promise.resolve();
        },
      }),
      /crash/,
    );
    // part of the values moved: every sum is still the item's whole history, none counted twice
    const [from, to] = await pair();
    assert.equal(from + to, 6);
    assert.equal(batches, 2);
    assert.equal((await kv.get<{ on_hand: number }>(K.stock("810001", 1234))).value?.on_hand, 7);
    const weeks = (await grainTotal(kv, 1234, "810001")) + (await grainTotal(kv, 1234, "800001"));
    assert.equal(weeks, 6);
    const months = await readSeries<Record<string, Measures>>(kv, K.si(1234), "m", [
      "2026-03",
      "2026-04",
    ]);
    let units = 0;
    for (const map of months.values()) units += (map["810001"]?.[0] ?? 0) + map["800001"]?.[0];
    assert.equal(units, 6);
    // the lease was released: running again finishes
    const result = await repointSales(kv, moves, { owner: "again" });
    assert.ok(result.rewritten > 0);
    assert.deepEqual(await pair(), [0, 6]);
    assert.equal((await repointSales(kv, moves, { owner: "third" })).rewritten, 0);
  } finally {
    kv.close();
  }
});

Deno.test("a refused migration leaves no re-pointing task behind", async () => {
  const kv = await kvWithSales();
  try {
    assert.equal(await migrateItem(kv, "810001", "810001", actor, "migrate"), "same_item");
    let tasks = 0;
    for await (const e of kv.list<{ kind: string }>({ prefix: ["tasks"] })) {
      if (e.key.length === 2 && e.value.kind === "sales-repoint") tasks++;
    }
    assert.equal(tasks, 0);
  } finally {
    kv.close();
  }
});
