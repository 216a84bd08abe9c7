import assert from "node:assert/strict";
import { serialize } from "node:v8";
import {
  addBaskets,
  addLine,
  K,
  MAX_PART_BYTES,
  type MeasureMap,
  readMap,
  readSummary,
  RollupBatch,
  sizeOf,
  splitMap,
  writeFresh,
} from "../../../lib/sales/store.ts";
import type { Item } from "../../../lib/sales/model.ts";

const item = (n: string, dept = "HOC", vendor = "V100"): Item => ({
  item_number: n,
  description: n,
  vendor,
  department: dept,
  class: "x",
  gtin: "0",
  cost_cents: 600,
  retail_cents: 1000,
});

Deno.test("sizeOf never underestimates the V8-serialised size of rollup values", () => {
  const map: MeasureMap = {};
  for (let i = 0; i < 300; i++) {
    map[String(10000 + i)] = [123456, 2_000_000_000, 1_500_000_000, 40000, 9999];
  }
  assert.ok(sizeOf(map) >= serialize(map).length, `${sizeOf(map)} < ${serialize(map).length}`);
  const big: MeasureMap = {};
  for (let i = 0; i < 5000; i++) big[`I${i}`] = [1, 2, 3, 4, 5];
  const parts = splitMap(big);
  assert.ok(parts.length > 1);
  for (const p of parts) assert.ok(serialize(p).length <= MAX_PART_BYTES);
  assert.equal(parts.reduce((n, p) => n + Object.keys(p).length, 0), 5000);
});

Deno.test("rollups: lines land in day, week and month; any period reads back the exact sum", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const batch = new RollupBatch();
    // one line per day from 2026-02-20 to 2026-04-10 (50 days), 1 unit at 10 $ on day n (n = 1…)
    let n = 0;
    for (let d = Date.parse("2026-02-20"); d <= Date.parse("2026-04-10"); d += 86_400_000) {
      n++;
      const date = new Date(d).toISOString().slice(0, 10);
      addLine(batch, { store: 1234, date, item: item(n % 2 ? "A" : "B", n % 2 ? "HOC" : "BIK") }, [
        n,
        n * 1000,
        n * 600,
        0,
        0,
      ]);
      addBaskets(batch, 1234, date, 2);
    }
    await writeFresh(kv, batch);
    // 2026-02-26 .. 2026-04-08 are days 7 … 48: units = sum 7..48 = (7 + 48) * 42 / 2 = 1155
    const s = await readSummary(kv, 1234, { start: "2026-02-26", end: "2026-04-08" });
    assert.equal(s.t[0], 1155);
    assert.equal(s.t[1], 1_155_000);
    assert.equal(s.t[3], 84);
    assert.equal(s.d.HOC[0] + s.d.BIK[0], 1155);
    const g = await readMap(kv, K.g(), { start: "2026-02-26", end: "2026-04-08" });
    assert.equal(g["1234"][0], 1155);
    const items = await readMap(kv, K.si(1234), { start: "2026-03-01", end: "2026-03-31" });
    // March = days 10 … 40; odd days are item A: 11+13+…+39 = 375, even 10+…+40 = 400
    assert.equal(items.A[0], 375);
    assert.equal(items.B[0], 400);
  } finally {
    kv.close();
  }
});
