// The demo generator encodes its store × item maps and group rollups from rows of numbers
// (lib/sales/demo_sums.ts, demo_group.ts); the stored parts must be those the maps themselves
// make (freshSets), also when a map or month pack is too large for one part and is split.
import assert from "node:assert/strict";
import { ItemDays, keyOrder, mapSets } from "../../../lib/sales/demo_sums.ts";
import { GroupSums } from "../../../lib/sales/demo_group.ts";
import { freshSets } from "../../../lib/sales/rollup_write.ts";
import { RollupBatch } from "../../../lib/sales/rollup_batch.ts";
import { DAYS } from "../../../lib/sales/keys.ts";
import { K } from "../../../lib/sales/keys.ts";
import type { Item, Measures } from "../../../lib/sales/model.ts";

/** Measures that differ per key and row (integers, some zero, one negative). */
const measures = (
  n: number,
): Measures => [n % 7, n * 31, n % 5 === 0 ? 0 : n * 17, n % 3, -(n % 2)];

for (const count of [40, 2_000]) {
  Deno.test(`a map of ${count} items from rows is stored as the map is`, () => {
    const base = ["sales", "si", 1021, "w", "2026-01-04"];
    const keys = Array.from({ length: count }, (_, i) => String(1_000_000 + i * 13));
    const values = new Float64Array(keys.flatMap((_, i) => measures(i)));
    const batch = new RollupBatch();
    keys.forEach((k, i) => batch.mapAt(base)[k] = measures(i));
    const expected = freshSets(batch);
    assert.equal(expected.length > 1, count > 1_000, "the large map is split in parts");
    assert.deepEqual(mapSets(base, keys, values), expected);
  });
}

for (const stores of [40, 3_000]) {
  Deno.test(`group rollups of ${stores} stores from rows are stored as the maps are`, () => {
    const group = new GroupSums();
    const batch = new RollupBatch();
    const month = ["sales", "g", DAYS, "2026-01"];
    const week = ["sales", "gd", "HOC", "w", "2026-01-04"];
    // stores added out of order and not every store every day, as two workers' stores are
    for (let s = stores - 1; s >= 0; s--) {
      const store = 1000 + s * 3;
      for (let day = 1; day <= 31; day++) {
        if ((s + day) % 4 === 0) continue;
        const date = `2026-01-${String(day).padStart(2, "0")}`;
        group.set(month, date, store, measures(s * 31 + day));
        batch.dayAt(month, date, false)[String(store)] = measures(s * 31 + day);
      }
      group.set(week, null, store, measures(s));
      batch.mapAt(week)[String(store)] = measures(s);
    }
    const expected = freshSets(batch);
    assert.equal(expected.length > 2, stores > 1_000, "the large pack is split in parts");
    assert.deepEqual(group.sets(), expected);
  });
}

for (const count of [30, 1_500]) {
  Deno.test(`a month of ${count} items' days from rows is stored as its day maps are`, () => {
    // item numbers given out of their key order, as the catalogue's variants may be
    const items = Array.from({ length: count }, (_, i) =>
      ({
        item_number: String(2_000_000 - i * 7),
      }) as Item);
    const rank = keyOrder(items);
    const days = new ItemDays(items);
    const batch = new RollupBatch();
    const sums = new Float64Array(count * 5);
    for (let day = 1; day <= 31; day++) {
      const date = `2026-03-${String(day).padStart(2, "0")}`;
      const order = items.map((_, v) => v).filter((v) => (v + day) % 3 !== 0)
        .sort((a, b) => rank[a] - rank[b]);
      const map = batch.dayAt([...K.si(1021), DAYS, "2026-03"], date, false);
      for (const v of order) {
        sums.set(measures(v + day), v * 5);
        map[items[v].item_number] = measures(v + day);
      }
      days.addDay(date, order, sums);
    }
    const expected = freshSets(batch);
    assert.equal(expected.length > 1, count > 1_000, "the large month is split in parts");
    assert.deepEqual(days.take(1021), expected);
  });
}
