// The demo's group rollups (per store: ["sales","g"|"gd"|"gv"|"stock_v", …]) as rows of numbers
// until they are written: one row per store and period. As objects keyed by store number they
// cost a V8 elements array about as long as the highest store number each (~12 KB per day map,
// tens of thousands of them), which made most of the demo generation's garbage collection.
import type { Measures } from "./model.ts";
import { MAX_PART_BYTES, type MeasureMap } from "./store.ts";
import { encodeDayRows } from "./codec.ts";
import { type FreshSet, storedParts } from "./rollup_write.ts";
import { mapSets, rowsMap } from "./demo_sums.ts";
import { keyId } from "./keys.ts";

/** One group rollup: per period (a date of a month pack, or "" for a week or month value) rows of
 * [store, 5 measures]. */
export interface GroupRollup {
  base: Deno.KvKey;
  days: boolean;
  periods: Map<string, number[]>;
}

/** Adds a store's row to a rollup's period (a date of a month pack, or ""). */
export function addRow(rollup: GroupRollup, period: string, store: number, m: Readonly<Measures>) {
  const rows = rollup.periods.get(period);
  if (rows) rows.push(store, m[0], m[1], m[2], m[3], m[4]);
  else rollup.periods.set(period, [store, m[0], m[1], m[2], m[3], m[4]]);
}

export class GroupSums {
  readonly rollups = new Map<string, GroupRollup>();

  /** A store's measures at `base` (a month pack when `date` is given), once per store. */
  set(base: Deno.KvKey, date: string | null, store: number, m: Readonly<Measures>) {
    addRow(this.rollupAt(base, date !== null), date ?? "", store, m);
  }

  /** The rollup at `base` (created empty): a month pack of days, or one value. */
  rollupAt(base: Deno.KvKey, days: boolean): GroupRollup {
    const id = keyId(base);
    let rollup = this.rollups.get(id);
    if (!rollup) this.rollups.set(id, rollup = { base, days, periods: new Map() });
    return rollup;
  }

  /** Adds another generator's rows (of other stores). */
  merge(other: Map<string, GroupRollup>) {
    for (const [id, rollup] of other) {
      const mine = this.rollups.get(id);
      if (!mine) {
        this.rollups.set(id, rollup);
        continue;
      }
      for (const [period, rows] of rollup.periods) {
        const have = mine.periods.get(period);
        if (have) { for (const n of rows) have.push(n); }
        else mine.periods.set(period, rows);
      }
    }
  }

  /** Every rollup's stored parts (the sets freshSets would make of the same maps). */
  sets(): FreshSet[] {
    const out: FreshSet[] = [];
    for (const { base, days, periods } of this.rollups.values()) {
      if (!days) {
        const { keys, values } = sorted(periods.get("")!);
        for (const set of mapSets(base, keys, values)) out.push(set);
        continue;
      }
      for (const set of daySets(base, periods)) out.push(set);
    }
    return out;
  }
}

/** Rows [store, 5 measures]… in store order (a map's key order: store numbers are integers). */
function sorted(rows: number[]): { keys: string[]; values: Float64Array } {
  const order = Array.from({ length: rows.length / 6 }, (_, r) => r)
    .sort((a, b) => rows[a * 6] - rows[b * 6]);
  const values = new Float64Array(order.length * 5);
  order.forEach((r, i) => values.set(rows.slice(r * 6 + 1, r * 6 + 6), i * 5));
  return { keys: order.map((r) => String(rows[r * 6])), values };
}

/** A month pack's parts, encoded from rows as encodeDays would encode its maps. */
function daySets(base: Deno.KvKey, periods: Map<string, number[]>): FreshSet[] {
  const dates = [...periods.keys()];
  const days = dates.map((date) => sorted(periods.get(date)!));
  const dictionary: string[] = [];
  const slots = new Map<string, number>();
  const index: number[] = [];
  const all: number[] = [];
  for (const { keys, values } of days) {
    for (const k of keys) {
      let slot = slots.get(k);
      if (slot === undefined) {
        slots.set(k, slot = dictionary.length);
        dictionary.push(k);
      }
      index.push(slot);
    }
    for (const n of values) all.push(n);
  }
  const counts = days.map((day) => day.keys.length);
  const bytes = encodeDayRows(dates, counts, dictionary, index, all);
  if (bytes && bytes.length <= MAX_PART_BYTES) return [[[...base, 0], bytes, bytes.length + 64]];
  // too large for one part (or not integral): the maps themselves, split as storedDays splits
  const maps: Record<string, MeasureMap> = {};
  dates.forEach((date, d) => maps[date] = rowsMap(days[d].keys, days[d].values, 0, counts[d]));
  return storedParts({ days: maps, daySummaries: false })
    .map((part, i): FreshSet => [[...base, i], part.value, part.bytes]);
}
