import assert from "node:assert/strict";
import { serialize } from "node:v8";
import {
  addBaskets,
  addLine,
  applyAtomically,
  DAYS,
  K,
  MAX_PART_BYTES,
  type MeasureMap,
  migrateDayRollups,
  readMap,
  readSummary,
  RollupBatch,
  sizeOf,
  splitMap,
  writeFresh,
} from "../../../lib/sales/store.ts";
import type { Item } from "../../../lib/sales/model.ts";
import { testVariant } from "../../helpers/catalogue.ts";
import { kvTest } from "../memory_kv.ts";

const item = (n: string, dept = "HOC", vendor = "V100"): Item =>
  testVariant(n, { department: dept, vendor, cost: 600, retail: 1000 });

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

kvTest(
  "rollups: lines land in day, week and month; any period reads back the exact sum",
  async (kv) => {
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
  },
);

kvTest(
  "month packs: day values of a month are one key; a too-large month is split and merged back",
  async (kv) => {
    const batch = new RollupBatch();
    // 2026-03: 3000 distinct items a day for 10 days (far over one part), one line each
    for (let day = 1; day <= 10; day++) {
      const date = `2026-03-${String(day).padStart(2, "0")}`;
      for (let i = 0; i < 3000; i++) {
        addLine(batch, { store: 1234, date, item: item(`X${day}-${i}`) }, [1, 123_456, 0, 0, 0]);
      }
      addLine(batch, { store: 1234, date, item: item("SAME") }, [day, day * 1000, 0, 0, 0]);
    }
    await writeFresh(kv, batch);
    const parts: Deno.KvEntry<unknown>[] = [];
    for await (const e of kv.list({ prefix: [...K.si(1234), DAYS, "2026-03"] })) parts.push(e);
    assert.ok(parts.length > 1, `${parts.length} part(s)`);
    for (const p of parts) {
      assert.ok(p.value instanceof Uint8Array && p.value.length <= MAX_PART_BYTES);
    }
    let sumKeys = 0;
    for await (const _ of kv.list({ prefix: [...K.sum(1234), DAYS] })) sumKeys++;
    assert.equal(sumKeys, 1, "one summary pack for the month");
    // days 3 … 5 (a day segment inside the month): 3 × 3000 items + SAME = 3 + 4 + 5
    const m = await readMap(kv, K.si(1234), { start: "2026-03-03", end: "2026-03-05" });
    assert.equal(Object.keys(m).length, 9001);
    assert.deepEqual(m.SAME, [12, 12_000, 0, 0, 0]);
    assert.deepEqual(m["X4-2999"], [1, 123_456, 0, 0, 0]);
    assert.equal(m["X2-0"], undefined);
    const s = await readSummary(kv, 1234, { start: "2026-03-10", end: "2026-03-10" });
    assert.deepEqual(s.t, [3010, 3000 * 123_456 + 10_000, 0, 0, 0]);
  },
);

kvTest(
  "month packs: an atomic update adds to the packed days of seeded data, days stay exact",
  async (kv) => {
    const seeded = new RollupBatch();
    for (const date of ["2026-03-30", "2026-03-31", "2026-04-01"]) {
      addLine(seeded, { store: 1234, date, item: item("A") }, [1, 1000, 600, 0, 0]);
    }
    await writeFresh(kv, seeded);
    const update = new RollupBatch();
    addLine(update, { store: 1234, date: "2026-03-31", item: item("A") }, [2, 2000, 1200, 0, 0]);
    addLine(update, { store: 1234, date: "2026-04-02", item: item("B", "BIK") }, [
      5,
      5000,
      3000,
      0,
      0,
    ]);
    const lease = { key: ["lease"], versionstamp: null };
    await applyAtomically(kv, update, lease, () => {});
    const day = async (date: string) =>
      (await readSummary(kv, 1234, { start: date, end: date })).t[0];
    assert.deepEqual(
      await Promise.all(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"].map(day)),
      [1, 3, 1, 5],
    );
    const g = await readMap(kv, K.g(), { start: "2026-03-31", end: "2026-04-01" });
    assert.equal(g["1234"][0], 4);
  },
);

kvTest(
  "migrateDayRollups: day keys of the old layout (plain values) move into month packs, once",
  async (kv) => {
    const s = (units: number) => ({
      t: [units, units * 1000, 0, 1, 0],
      d: { HOC: [units, units * 1000, 0, 0, 0] },
      v: { V100: [units, units * 1000, 0, 0, 0] },
    });
    for (
      const [date, units] of [["2026-03-31", 2], ["2026-04-01", 3], ["2026-04-02", 4]] as const
    ) {
      await kv.set([...K.sum(1234), "d", date, 0], s(units));
      await kv.set([...K.si(1234), "d", date, 0], { A: [units, units * 1000, 0, 0, 0] });
      await kv.set([...K.gv("V100"), "d", date, 0], { "1234": [units, units * 1000, 0, 0, 0] });
      await kv.set([...K.g(), "d", date, 0], { "1234": [units, units * 1000, 0, 1, 0] });
    }
    // an old plain week value is still read as it is
    await kv.set([...K.sum(1234), "w", "2026-03-22", 0], s(10));
    assert.equal((await readSummary(kv, 1234, { start: "2026-04-01", end: "2026-04-01" })).t[0], 0);

    assert.equal(await migrateDayRollups(kv), 12);
    let old = 0;
    for await (const e of kv.list({ prefix: ["sales"] })) if (e.key.includes("d")) old++;
    assert.equal(old, 0, "no day key of the old layout is left");
    const day = async (start: string, end = start) =>
      (await readSummary(kv, 1234, { start, end })).t[0];
    assert.deepEqual([await day("2026-03-31"), await day("2026-04-01"), await day("2026-04-02")], [
      2,
      3,
      4,
    ]);
    assert.equal(await day("2026-03-22", "2026-03-28"), 10);
    assert.deepEqual(
      (await readMap(kv, K.si(1234), { start: "2026-03-31", end: "2026-04-02" })).A,
      [
        9,
        9000,
        0,
        0,
        0,
      ],
    );
    assert.equal(
      (await readMap(kv, K.gv("V100"), { start: "2026-04-02", end: "2026-04-02" }))["1234"][0],
      4,
    );
    assert.equal(await migrateDayRollups(kv), 0, "a second run finds nothing to do");
    assert.equal(await day("2026-04-01"), 3);
  },
);
