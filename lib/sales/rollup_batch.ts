// Building a batch of rollup deltas: a line's measures added to every rollup it belongs to,
// merged in memory. Writing the batch to KV is rollup_write.ts.
import type { Grain } from "./calendar.ts";
import type { Days } from "./codec.ts";
import { DAYS, K, keyId, type MeasureMap } from "./keys.ts";
import { addInto, emptySummary, type Item, type Measures, type Summary } from "./model.ts";

/** The delta at one base key (rollup_write.ts merges it with the stored parts). */
export interface Pending {
  base: Deno.KvKey;
  summary?: Summary;
  map?: MeasureMap;
  /** day values of one month (base […, DAYS, month]): date → summary (daySummaries) or map */
  days?: Days;
  daySummaries?: boolean;
}

/** Deltas to rollups, keyed by their base key (the key without the part number). */
export class RollupBatch {
  readonly pending = new Map<string, Pending>();

  addSummary(base: Deno.KvKey, dept: string, vendor: string, m: Readonly<Measures>) {
    const id = keyId(base);
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, p = { base, summary: emptySummary() });
    const s = p.summary!;
    addInto(s.t, m);
    addInto(s.d[dept] ??= [0, 0, 0, 0, 0], m);
    addInto(s.v[vendor] ??= [0, 0, 0, 0, 0], m);
  }

  /** Adds transactions (baskets) to a summary's total only. */
  addTransactions(base: Deno.KvKey, count: number) {
    const id = keyId(base);
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, p = { base, summary: emptySummary() });
    p.summary!.t[3] += count;
  }

  addMap(base: Deno.KvKey, key: string | number, m: Readonly<Measures>) {
    const id = keyId(base);
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, p = { base, map: {} });
    addInto(p.map![String(key)] ??= [0, 0, 0, 0, 0], m);
  }

  /** The pending summary delta at a base key (created empty). */
  summaryAt(base: Deno.KvKey): Summary {
    const id = keyId(base);
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, p = { base, summary: emptySummary() });
    return p.summary!;
  }

  /** The pending map delta at a base key (created empty). */
  mapAt(base: Deno.KvKey): MeasureMap {
    const id = keyId(base);
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, p = { base, map: {} });
    return p.map!;
  }

  /** The pending day value of `date` in the month pack at `base` (created empty). */
  dayAt(base: Deno.KvKey, date: string, summary: true): Summary;
  dayAt(base: Deno.KvKey, date: string, summary: false): MeasureMap;
  dayAt(base: Deno.KvKey, date: string, summary: boolean): Summary | MeasureMap {
    const id = keyId(base);
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, p = { base, days: {}, daySummaries: summary });
    return p.days![date] ??= summary ? emptySummary() : {};
  }

  /** Adds a whole map of deltas to one base key. */
  addMapAll(base: Deno.KvKey, map: Record<string, Readonly<Measures>>) {
    for (const [k, m] of Object.entries(map)) this.addMap(base, k, m);
  }

  get size() {
    return this.pending.size;
  }
}

/** The rollup periods of a date at every grain: day, week (its Sunday) and month. */
export function grainsOf(date: string): [Grain, string][] {
  const d = new Date(date + "T00:00:00Z");
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return [["d", date], ["w", d.toISOString().slice(0, 10)], ["m", date.slice(0, 7)]];
}

/** Resolved rollup targets of one store-day (memoised: lines of a day share them). */
interface DayTargets {
  sum: Summary[];
  si: MeasureMap[];
  g: MeasureMap[];
  gd: Map<string, MeasureMap[]>;
  gv: Map<string, MeasureMap[]>;
  grains: [Grain, string][];
}

/** The pending maps of a rollup at each grain (the day map inside its month pack). */
function mapsAt(batch: RollupBatch, prefix: Deno.KvKey, grains: [Grain, string][]): MeasureMap[] {
  return grains.map(([g, p]) =>
    g === "d"
      ? batch.dayAt([...prefix, DAYS, p.slice(0, 7)], p, false)
      : batch.mapAt([...prefix, g, p])
  );
}

const dayTargets = new WeakMap<RollupBatch, Map<string, DayTargets>>();

function targetsOf(batch: RollupBatch, group: RollupBatch, store: number, date: string) {
  let memo = dayTargets.get(batch);
  if (!memo) dayTargets.set(batch, memo = new Map());
  const id = `${store}|${date}|${batch === group ? 1 : 0}`;
  let t = memo.get(id);
  if (!t) {
    const grains = grainsOf(date);
    t = {
      grains,
      sum: grains.map(([g, p]) =>
        g === "d"
          ? batch.dayAt([...K.sum(store), DAYS, p.slice(0, 7)], p, true)
          : batch.summaryAt([...K.sum(store), g, p])
      ),
      si: mapsAt(batch, K.si(store), grains),
      g: mapsAt(group, K.g(), grains),
      gd: new Map(),
      gv: new Map(),
    };
    if (memo.size > 5000) memo.clear();
    memo.set(id, t);
  }
  return t;
}

/**
 * Adds one line's measures (sales and/or receipts) to every rollup it belongs to: store summary
 * and item map at day/week/month, group per store, department and vendor at day/week/month.
 * Group-level rollups go to `group` (the same batch unless the caller keeps them apart).
 */
export function addLine(
  batch: RollupBatch,
  line: { store: number; date: string; item: Item },
  m: Readonly<Measures>,
  group: RollupBatch = batch,
) {
  addTotals(
    batch,
    { ...line, department: line.item.department, vendor: line.item.vendor },
    m,
    group,
  );
  addItemMeasures(batch, line.store, line.date, line.item.item_number, m, group);
}

/**
 * The part of addLine that does not depend on the item number: the store summary and the group
 * rollups (per store, department and vendor). The demo generator adds a style's day once here and
 * each variant's share with addItemMeasures.
 */
export function addTotals(
  batch: RollupBatch,
  line: { store: number; date: string; department: string; vendor: string },
  m: Readonly<Measures>,
  group: RollupBatch = batch,
) {
  const { store, department, vendor } = line;
  const t = targetsOf(batch, group, store, line.date);
  let gd = t.gd.get(department);
  if (!gd) t.gd.set(department, gd = mapsAt(group, K.gd(department), t.grains));
  let gv = t.gv.get(vendor);
  if (!gv) t.gv.set(vendor, gv = mapsAt(group, K.gv(vendor), t.grains));
  const sk = String(store);
  for (let i = 0; i < 3; i++) {
    const s = t.sum[i];
    addInto(s.t, m);
    addInto(s.d[department] ??= [0, 0, 0, 0, 0], m);
    addInto(s.v[vendor] ??= [0, 0, 0, 0, 0], m);
    addInto(t.g[i][sk] ??= [0, 0, 0, 0, 0], m);
    addInto(gd[i][sk] ??= [0, 0, 0, 0, 0], m);
    addInto(gv[i][sk] ??= [0, 0, 0, 0, 0], m);
  }
}

/** The store × item part of addLine: the item map at day, week and month. */
export function addItemMeasures(
  batch: RollupBatch,
  store: number,
  date: string,
  itemNumber: string,
  m: Readonly<Measures>,
  group: RollupBatch = batch,
) {
  const t = targetsOf(batch, group, store, date);
  for (let i = 0; i < 3; i++) addInto(t.si[i][itemNumber] ??= [0, 0, 0, 0, 0], m);
}

/** Transactions (baskets) of a store-day, counted at every grain and in the group rollup. */
export function addBaskets(
  batch: RollupBatch,
  store: number,
  date: string,
  count: number,
  group: RollupBatch = batch,
) {
  const t = targetsOf(batch, group, store, date);
  const sk = String(store);
  for (let i = 0; i < 3; i++) {
    t.sum[i].t[3] += count;
    (t.g[i][sk] ??= [0, 0, 0, 0, 0])[3] += count;
  }
}
