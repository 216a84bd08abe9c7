import assert from "node:assert/strict";
import { parseCsv, validateCsv } from "../../../lib/sales/ingest.ts";
import { DuplicateImport, startImport } from "../../../lib/sales/ingest.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { K, readSummary, readWhole } from "../../../lib/sales/store.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";
import { kvTest } from "../memory_kv.ts";

const ITEM = testVariant("900001", { cost: 6000, retail: 10000 });

async function setup() {
  const kv = await Deno.openKv(":memory:");
  await kv.set(["stores", 1234], { store_number: 1234, name: "Test" });
  await putTestVariants(kv, [ITEM]);
  return kv;
}

const HEADER = "type,date,store,item_number,units,sales,cost,customer_id,ticket,on_hand,received";

Deno.test("parseCsv handles quotes, doubled quotes and CRLF", () => {
  assert.deepEqual(parseCsv('a,"b,c","d ""e"""\r\n1,2,3\n'), [["a", "b,c", 'd "e"'], [
    "1",
    "2",
    "3",
  ]]);
});

kvTest(
  "a file with a bad line fails with every error by line number and writes nothing",
  async (kv) => {
    const csv = [
      HEADER,
      "sale,2026-03-02,1234,900001,2,200.00,120.00,C1,T1,,",
      "sale,2026-02-30,1234,900001,1,100.00,60.00,,,,",
      "sale,2026-03-02,9999,900001,1,100.00,60.00,,,,",
      "stock,2026-03-02,1234,NOPE,,,,,,5,",
    ].join("\n");
    const v = await validateCsv(kv, csv);
    assert.deepEqual(v.errors.map((e) => e.line), [3, 4, 5]);
    assert.match(v.errors[0].message, /date/);
    const task = await startImport(kv, "u1", csv);
    const done = await runTask(kv, task.guid);
    assert.equal(done?.status, "failed");
    assert.equal(done?.errors.length, 3);
    const s = await readSummary(kv, 1234, { start: "2026-03-01", end: "2026-03-31" });
    assert.equal(s.t[0], 0);
    let lines = 0;
    for await (const _ of kv.list({ prefix: ["sales", "line"] })) lines++;
    assert.equal(lines, 0);
  },
  () => setup(),
);

kvTest(
  "a valid file updates rollups, tickets, stock and progress; running it twice changes nothing",
  async (kv) => {
    const csv = [
      HEADER,
      "sale,2026-03-02,1234,900001,2,200.00,120.00,C1,T1,,",
      "sale,2026-03-02,1234,900001,1,95.50,60.00,C1,T1,,",
      "sale,2026-03-03,1234,900001,-1,-100.00,-60.00,,,,",
      "stock,2026-03-01,1234,900001,,,,,,10,12",
      "stock,2026-03-03,1234,900001,,,,,,7,",
    ].join("\r\n");
    const task = await startImport(kv, "u1", csv);
    const done = await runTask(kv, task.guid);
    assert.equal(done?.status, "done", JSON.stringify(done?.errors));
    assert.equal(done?.done, 5);
    const s = await readSummary(kv, 1234, { start: "2026-03-01", end: "2026-03-31" });
    assert.deepEqual(s.t, [2, 19550, 12000, 2, 12]); // units, sales ¢, cost ¢, tickets (T1 + one), received
    assert.equal((await kv.get<{ on_hand: number }>(K.stock("900001", 1234))).value?.on_hand, 7);
    assert.deepEqual((await readWhole(kv, K.stockByStore(1234))).HOC.slice(0, 3), [
      7,
      70000,
      42000,
    ]);
    // the queue may deliver twice: a finished task is not run again
    await runTask(kv, task.guid);
    const again = await readSummary(kv, 1234, { start: "2026-03-01", end: "2026-03-31" });
    assert.deepEqual(again.t, s.t);
  },
  () => setup(),
);

kvTest(
  "a large import spread over many days is applied in several atomic chunks, exactly once",
  async (kv) => {
    const rows = [HEADER];
    for (let i = 0; i < 900; i++) {
      const date = new Date(Date.UTC(2025, 0, 1) + (i % 450) * 86_400_000).toISOString().slice(
        0,
        10,
      );
      rows.push(`sale,${date},1234,900001,1,10.00,6.00,,T${i},,`);
    }
    const task = await startImport(kv, "u1", rows.join("\n"));
    const done = await runTask(kv, task.guid);
    assert.equal(done?.status, "done", JSON.stringify(done?.errors));
    let chunks = 0;
    for await (const _ of kv.list({ prefix: ["tasks", task.guid, "applied"] })) chunks++;
    assert.ok(chunks > 1, `${chunks} chunk(s)`);
    const s = await readSummary(kv, 1234, { start: "2025-01-01", end: "2026-12-31" });
    assert.deepEqual(s.t, [900, 900_000, 540_000, 900, 0]);
  },
  () => setup(),
);

kvTest("a POS file may name items by barcode: UPC-A is read as the item's GTIN-14", async (kv) => {
  const upcA = ITEM.gtin14.slice(2);
  const wrongCheck = upcA.slice(0, -1) + String((Number(upcA.at(-1)) + 1) % 10);
  const csv = [
    "type,date,store,upc,units,sales,cost",
    `sale,2026-03-02,1234,${upcA},2,200.00,120.00`,
    `sale,2026-03-03,1234,${wrongCheck},1,100.00,60.00`,
    "sale,2026-03-03,1234,000000000000,1,100.00,60.00",
  ].join("\n");
  const v = await validateCsv(kv, csv);
  assert.deepEqual(v.rows.map((r) => r.item_number), ["900001"]);
  assert.deepEqual(v.errors.map((e) => e.line), [3, 4]);
  assert.match(v.errors[0].message, /^upc: /);
  const missing = await validateCsv(kv, "type,date,store,units\nsale,2026-03-02,1234,1");
  assert.match(missing.errors[0].message, /missing columns: item_number/);
}, () => setup());

kvTest("the summary counts every line the task wrote, also after a resume", async (kv) => {
  const rows = [HEADER];
  for (let i = 0; i < 600; i++) {
    const date = new Date(Date.UTC(2025, 0, 1) + (i % 300) * 86_400_000).toISOString()
      .slice(0, 10);
    rows.push(`sale,${date},1234,900001,1,10.00,6.00,,T${i},,`);
  }
  rows.push("stock,2026-03-01,1234,900001,,,,,,10,12");
  const task = await startImport(kv, "u1", rows.join("\n"));
  // an earlier delivery wrote lines [0, 250) before it stopped: the resumed run skips them
  await kv.set(["tasks", task.guid, "applied", 0], 250);
  const done = await runTask(kv, task.guid);
  assert.equal(done?.status, "done", JSON.stringify(done?.errors));
  assert.equal(done?.done, 601);
  assert.equal(done?.total, 601);
  assert.deepEqual(done?.summary, {
    key: "tasks.import_summary",
    vars: { sales: 600, stock: 1 },
  });
}, () => setup());

kvTest(
  "the same file is imported once, unless asked again; a failed import may be retried",
  async (kv) => {
    const csv = [HEADER, "sale,2026-03-02,1234,900001,2,200.00,120.00,C1,T1,,"].join("\n");
    const first = await startImport(kv, "u1", csv);
    await assert.rejects(
      startImport(kv, "u1", csv),
      (e: unknown) => e instanceof DuplicateImport && e.first === first.guid,
    );
    const again = await startImport(kv, "u1", csv, { again: true });
    assert.notEqual(again.guid, first.guid);
    // a file whose import failed is not "already imported"
    const bad = [HEADER, "sale,2026-03-02,1234,900001,x,1,1,,,,"].join("\n");
    const failed = await startImport(kv, "u1", bad);
    assert.equal((await runTask(kv, failed.guid))?.status, "failed");
    await startImport(kv, "u1", bad);
  },
  () => setup(),
);
