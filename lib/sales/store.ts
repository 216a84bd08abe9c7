// KV layout of the sales area (prefix "sales", registered in lib/db/keys.ts) and its readers and
// writers. Items are the catalogue's variants (lib/catalogue). Pages never scan raw lines: they
// read rollups, which the ingest path keeps up to date in the same atomic operations that store
// the lines.
//
//   ["sales","sum",store,grain,period,part]           → Summary {t, d: dept→M, v: vendor→M}
//   ["sales","si",store,grain,period,part]            → item_number → M   (store × item)
//   ["sales","g",grain,period,part]                   → store → M         (group, per store)
//   ["sales","gd",dept,grain,period,part]             → store → M         (group, one department)
//   ["sales","gv",vendor,grain,period,part]           → store → M         (group, one vendor)
//   [… the same five, "dm", month, part]              → date → Summary or map (days of a month)
//   ["sales","stock",item,store]                      → StockRecord
//   ["sales","stock_s",store,part]                    → dept → [on hand, retail ¢, cost ¢, 0, 0]
//   ["sales","stock_v",vendor,part]                   → store → [on hand, retail ¢, cost ¢, 0, 0]
//   ["sales","cust",store,customer_id]                → Customer
//   ["sales","cm",store,month,part]                   → customer_id → [visits, sales ¢, 0, 0, 0]
//   ["sales","data_version"]                          → changed by every ingest (dashboard caches)
//   ["sales","line",store,date,import_id,n]           → SalesLine (raw imported lines)
//   ["sales","stockline",store,date,import_id,n]      → StockLine (raw imported stock lines)
//
// grain is "w" (period: the week's Sunday) or "m" ("YYYY-MM"). Day values ("d", "YYYY-MM-DD") are
// not stored one per key: the days of a calendar month are packed into one value under "dm" (DAYS)
// and the month (30× fewer keys, each key of the maps written once per month: SQLite stores values
// over ~1 KB in whole 4 KB overflow pages, so a few large values waste far less than many medium
// ones); readers of a day segment read the packs of its months and keep its days. M is the Measures
// tuple [units, sales ¢, cost ¢, transactions, units received]. Values are stored compactly
// encoded (lib/sales/codec.ts, a Uint8Array; readers decode, and take plain objects too). A value
// larger than MAX_PART_BYTES (maps: estimated before encoding; month packs: encoded) is split over
// numbered parts; readers merge the parts. Periods of one grain sort in time order, so a run of consecutive periods (or the
// months holding a run of days) is one contiguous range read.
import { serialize } from "node:v8";
import { decompose, type Grain, type Period, type Segment } from "./calendar.ts";
import { type Days, decodeDays, decodeRollup, encodeDays, encodeRollup } from "./codec.ts";
import {
  addInto,
  type Customer,
  emptySummary,
  type Item,
  type Measures,
  mergeMap,
  mergeSummary,
  type Summary,
} from "./model.ts";

export type MeasureMap = Record<string, Measures>;
export const MAX_PART_BYTES = 48_000;
/** Atomic limits of Deno KV are 1000 mutations and 800 KiB; stay well under both. */
const MAX_MUTATIONS = 900;
const MAX_BYTES = 600_000;

export const K = {
  sum: (store: number) => ["sales", "sum", store],
  si: (store: number) => ["sales", "si", store],
  g: () => ["sales", "g"],
  gd: (dept: string) => ["sales", "gd", dept],
  gv: (vendor: string) => ["sales", "gv", vendor],
  stock: (item: string, store: number) => ["sales", "stock", item, store],
  stockByStore: (store: number) => ["sales", "stock_s", store],
  stockByVendor: (vendor: string) => ["sales", "stock_v", vendor],
  customer: (store: number, id: string) => ["sales", "cust", store, id],
  customerMonth: (store: number) => ["sales", "cm", store],
  dataVersion: () => ["sales", "data_version"],
  line: (
    store: number,
    date: string,
    importId: string,
    n: number,
  ) => ["sales", "line", store, date, importId, n],
  stockLine: (
    store: number,
    date: string,
    importId: string,
    n: number,
  ) => ["sales", "stockline", store, date, importId, n],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;

// ---------------------------------------------------------------------------------------------
// Writing: a batch of deltas, merged in memory, then applied.

interface Pending {
  base: Deno.KvKey;
  summary?: Summary;
  map?: MeasureMap;
  /** day values of one month (base […, DAYS, month]): date → summary (daySummaries) or map */
  days?: Days;
  daySummaries?: boolean;
}

/** Day-grain rollups are packed per month: […, DAYS, "YYYY-MM", part] → Days. */
export const DAYS = "dm";

function keyId(key: Deno.KvKey): string {
  return key.join("\u0001");
}

/**
 * Stored size of a value, estimated without serialising it: about 32 bytes per measure entry
 * (V8 serialisation measures ~25; tests/unit/sales/store_test.ts checks the estimate stays above
 * the real size).
 */
export function sizeOf(value: unknown): number {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    if ("t" in v && "d" in v && "v" in v) {
      let n = 128;
      for (const k in v.d as object) n += 56 + k.length;
      for (const k in v.v as object) n += 56 + k.length;
      return n;
    }
    let n = 16;
    for (const k in v) n += 56 + k.length;
    return n;
  }
  return serialize(value).length;
}

/** Splits a map into parts of at most MAX_PART_BYTES each (always at least one part). */
export function splitMap(map: MeasureMap): MeasureMap[] {
  if (sizeOf(map) <= MAX_PART_BYTES) return [map];
  const parts: MeasureMap[] = [];
  let current: MeasureMap = {};
  let size = 2;
  for (const [k, m] of Object.entries(map)) {
    const entry = k.length + 40;
    if (size + entry > MAX_PART_BYTES && size > 2) {
      parts.push(current);
      current = {};
      size = 2;
    }
    current[k] = m;
    size += entry;
  }
  parts.push(current);
  return parts;
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

/**
 * The stored parts of the day values of a month, with their sizes: one encoded value when it fits
 * MAX_PART_BYTES (nearly always), else the days split in halves (one day's map by its keys) until
 * every part fits. Readers merge the parts day by day.
 */
export function storedDays(days: Days, summaries: boolean): { value: unknown; bytes: number }[] {
  const value = encodeDays(days, summaries);
  let bytes = 0;
  if (value instanceof Uint8Array) bytes = value.length;
  else for (const day of Object.values(days)) bytes += 16 + sizeOf(day);
  if (bytes <= MAX_PART_BYTES) return [{ value, bytes }];
  const dates = Object.keys(days).sort();
  const pick = (list: string[]) => Object.fromEntries(list.map((d) => [d, days[d]]));
  if (dates.length > 1) {
    const half = Math.ceil(dates.length / 2);
    return [
      ...storedDays(pick(dates.slice(0, half)), summaries),
      ...storedDays(pick(dates.slice(half)), summaries),
    ];
  }
  const [date] = dates;
  const entries = summaries ? [] : Object.entries(days[date] as MeasureMap);
  // a single day's summary is never split (summaries never were)
  if (entries.length <= 1) return [{ value, bytes }];
  const half = Math.ceil(entries.length / 2);
  return [
    ...storedDays({ [date]: Object.fromEntries(entries.slice(0, half)) }, false),
    ...storedDays({ [date]: Object.fromEntries(entries.slice(half)) }, false),
  ];
}

/** The stored parts of a whole value (encoded), with their size in bytes (exact when encoded). */
function storedParts(p: Omit<Pending, "base">): { value: unknown; bytes: number }[] {
  const parts = p.days
    ? storedDays(p.days, p.daySummaries!)
    : (p.summary ? [p.summary] : splitMap(p.map!)).map((part) => {
      const value = encodeRollup(part);
      return { value, bytes: value instanceof Uint8Array ? value.length : sizeOf(part) };
    });
  for (const part of parts) part.bytes += 64;
  return parts;
}

/** Mutations to write `value` (a whole new value) at `base`, replacing `oldParts` parts. */
function writeValue(
  op: Deno.AtomicOperation,
  base: Deno.KvKey,
  value: Omit<Pending, "base">,
  oldParts: number,
): { mutations: number; bytes: number } {
  const parts = storedParts(value);
  let bytes = 0;
  parts.forEach((part, i) => {
    op.set([...base, i], part.value);
    bytes += part.bytes;
  });
  for (let i = parts.length; i < oldParts; i++) op.delete([...base, i]);
  return { mutations: Math.max(parts.length, oldParts), bytes };
}

/**
 * Writes a batch into an EMPTY key space (the demo seeder): no reads, plain sets, many atomics.
 * Only for data that nothing else writes at the same time.
 */
export async function writeFresh(kv: Deno.Kv, batch: RollupBatch): Promise<number> {
  let sets: [Deno.KvKey, unknown][] = [];
  let bytes = 0;
  let written = 0;
  for (const p of batch.pending.values()) {
    const parts = storedParts(p);
    const size = parts.reduce((n, part) => n + part.bytes, 0);
    if (sets.length + parts.length > MAX_MUTATIONS || bytes + size > MAX_BYTES) {
      await setAll(kv, sets);
      sets = [];
      bytes = 0;
    }
    parts.forEach((part, i) => sets.push([[...p.base, i], part.value]));
    bytes += size;
    written++;
  }
  await setAll(kv, sets);
  batch.pending.clear();
  return written;
}

/** Sets key/value pairs in one atomic; if KV finds it too large after all, in two halves. */
async function setAll(kv: Deno.Kv, sets: [Deno.KvKey, unknown][]): Promise<void> {
  if (sets.length === 0) return;
  const op = kv.atomic();
  for (const [key, value] of sets) op.set(key, value);
  try {
    const res = await op.commit();
    if (!res.ok) throw new Error("KV atomic commit failed");
  } catch (error) {
    if (sets.length === 1 || !/too large/i.test(String(error))) throw error;
    const half = Math.ceil(sets.length / 2);
    await setAll(kv, sets.slice(0, half));
    await setAll(kv, sets.slice(half));
  }
}

/** Thrown when a batch does not fit in one atomic operation: apply fewer lines at a time. */
export class BatchTooLarge extends Error {
  constructor() {
    super("the batch does not fit in one atomic operation");
  }
}

/** Reads the stored parts of one value (by base key), still encoded. */
async function readParts(kv: Deno.Kv, base: Deno.KvKey) {
  const parts: Deno.KvEntry<unknown>[] = [];
  for await (const e of kv.list<unknown>({ prefix: base })) parts.push(e);
  return parts;
}

/**
 * Applies a batch of rollup deltas TOGETHER WITH `extra` mutations (the raw lines, a task marker …)
 * in ONE atomic operation: either all of it lands, or nothing does. Rollup writers hold the ingest
 * lease (`withIngestLease`), whose versionstamp is checked at commit, so no other writer can have
 * changed a rollup between the read and the write (KV allows few checks per atomic; one is enough).
 * When the whole does not fit in one atomic (1000 mutations, 800 KiB) it throws BatchTooLarge
 * before writing anything; the caller then applies fewer lines at a time.
 */
export async function applyAtomically(
  kv: Deno.Kv,
  batch: RollupBatch,
  lease: Deno.AtomicCheck,
  extra: (op: Deno.AtomicOperation) => void,
  extraSize: { mutations: number; bytes: number } = { mutations: 0, bytes: 0 },
): Promise<void> {
  const op = kv.atomic().check(lease);
  const all = [...batch.pending.values()];
  const read = await Promise.all(all.map((p) => readParts(kv, p.base)));
  let mutations = extraSize.mutations + 1;
  let bytes = extraSize.bytes;
  all.forEach((p, i) => {
    const parts = read[i];
    let merged: Omit<Pending, "base">;
    if (p.days) {
      const days: Days = {};
      for (const e of parts) mergeDays(days, decodeDays(e.value), p.daySummaries!);
      mergeDays(days, p.days, p.daySummaries!);
      merged = { days, daySummaries: p.daySummaries };
    } else if (p.summary) {
      const summary = emptySummary();
      for (const e of parts) mergeSummary(summary, decodeRollup<Summary>(e.value));
      mergeSummary(summary, p.summary);
      merged = { summary };
    } else {
      const map: MeasureMap = {};
      for (const e of parts) mergeMap(map, decodeRollup<MeasureMap>(e.value));
      mergeMap(map, p.map!);
      merged = { map };
    }
    const w = writeValue(op, p.base, merged, parts.length);
    mutations += w.mutations;
    bytes += w.bytes;
  });
  if (mutations > MAX_MUTATIONS || bytes > MAX_BYTES) throw new BatchTooLarge();
  extra(op);
  // readers caching computed figures (lib/sales/dashboards/cache.ts) key them by this version
  op.set(K.dataVersion(), Date.now());
  const res = await op.commit();
  if (!res.ok) throw new Error("The sales ingest lease was lost; the chunk was not applied");
}

/** Adds day values (a month's parts or deltas) into `target`, day by day. */
function mergeDays(target: Days, delta: Days, summaries: boolean) {
  for (const [date, value] of Object.entries(delta)) {
    const have = target[date];
    if (!have) {
      target[date] = summaries ? mergeSummary(emptySummary(), value as Summary) : mergeMap(
        {},
        value as MeasureMap,
      );
    } else if (summaries) mergeSummary(have as Summary, value as Summary);
    else mergeMap(have as MeasureMap, value as MeasureMap);
  }
}

const LEASE_KEY = ["sales", "ingest_lease"];
const LEASE_MS = 60_000;

/**
 * Runs `work` holding the single rollup-writer lease (waits for it; a lease older than a minute is
 * taken over). `work` gets the lease entry to check in each atomic and must renew via `renew`.
 */
export async function withIngestLease<T>(
  kv: Deno.Kv,
  owner: string,
  work: (lease: () => Promise<Deno.AtomicCheck>) => Promise<T>,
): Promise<T> {
  let current: Deno.AtomicCheck | null = null;
  const acquire = async (): Promise<Deno.AtomicCheck> => {
    for (let i = 0; i < 600; i++) {
      const entry = await kv.get<{ owner: string; until: number }>(LEASE_KEY);
      const free = !entry.value || entry.value.until < Date.now() || entry.value.owner === owner;
      if (free) {
        const res = await kv.atomic().check(entry)
          .set(LEASE_KEY, { owner, until: Date.now() + LEASE_MS }).commit();
        if (res.ok) return { key: LEASE_KEY, versionstamp: res.versionstamp };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("The sales ingest lease is busy");
  };
  current = await acquire();
  try {
    return await work(async () => {
      // renew: take the lease again (we own it), returning the fresh versionstamp
      current = await acquire();
      return current;
    });
  } finally {
    const entry = await kv.get<{ owner: string }>(LEASE_KEY);
    if (entry.value?.owner === owner) await kv.atomic().check(entry).delete(LEASE_KEY).commit();
  }
}

/**
 * Moves day rollups of the layout before month packs ([…, "d", date, part], one key per day) into
 * month packs: one atomic per rollup and month (the pack merged with what is there, the old keys
 * deleted), under the ingest lease, so it can stop anywhere and run again. Group rollups go last:
 * while any ["sales","g","d",…] key is left the migration is not finished, and when none is left
 * it costs one small read. Run at start-up (main.ts); returns the number of day keys moved.
 */
export async function migrateDayRollups(kv: Deno.Kv): Promise<number> {
  const probe = await kv.list({ prefix: [...K.g(), "d"] }, { limit: 1 }).next();
  if (probe.done) return 0;
  let moved = 0;
  await withIngestLease(kv, `day-rollup-migration-${crypto.randomUUID()}`, async (renew) => {
    const kinds: [string, number][] = [["sum", 3], ["si", 3], ["gd", 3], ["gv", 3], ["g", 2]];
    for (const [kind, pos] of kinds) {
      let batch = new RollupBatch();
      let deletes: Deno.KvKey[] = [];
      let current = "";
      const flush = async () => {
        if (deletes.length === 0) return;
        const old = deletes;
        await applyAtomically(kv, batch, await renew(), (op) => {
          for (const key of old) op.delete(key);
        }, { mutations: old.length, bytes: 0 });
        moved += old.length;
        batch = new RollupBatch();
        deletes = [];
      };
      for await (const e of kv.list<unknown>({ prefix: ["sales", kind] }, { batchSize: 500 })) {
        if (e.key[pos] !== "d") continue;
        const date = String(e.key[pos + 1]);
        const base = [...e.key.slice(0, pos), DAYS, date.slice(0, 7)];
        const id = keyId(base);
        if (id !== current) {
          await flush();
          current = id;
        }
        if (kind === "sum") {
          mergeSummary(batch.dayAt(base, date, true), decodeRollup<Summary>(e.value));
        } else mergeMap(batch.dayAt(base, date, false), decodeRollup<MeasureMap>(e.value));
        deletes.push(e.key);
        // a month of days is far under the atomic limits; a very large one is flushed early
        if (deletes.length >= 300) {
          await flush();
          current = "";
        }
      }
      await flush();
    }
  });
  return moved;
}

// ---------------------------------------------------------------------------------------------
// Reading

async function listRange<T extends Summary | MeasureMap>(
  kv: Deno.Kv,
  base: Deno.KvKey,
  segment: Segment,
): Promise<Deno.KvEntry<T>[]> {
  const first = segment.keys[0];
  const last = segment.keys[segment.keys.length - 1];
  const out: Deno.KvEntry<T>[] = [];
  if (segment.grain === "d") {
    // days live in month packs: read the months, keep the segment's days (as […, "d", date, part])
    for await (
      const e of kv.list<unknown>(
        {
          start: [...base, DAYS, first.slice(0, 7)],
          end: [...base, DAYS, last.slice(0, 7) + "\0"],
        },
        { batchSize: 500 },
      )
    ) {
      const days = decodeDays<T>(e.value);
      for (const date in days) {
        if (date < first || date > last) continue;
        const key = [...base, "d", date, e.key[base.length + 2]];
        out.push({ key, value: days[date], versionstamp: e.versionstamp });
      }
    }
    return out;
  }
  for await (
    const e of kv.list<T>(
      { start: [...base, segment.grain, first], end: [...base, segment.grain, last + "\0"] },
      { batchSize: 500 },
    )
  ) out.push({ ...e, value: decodeRollup<T & (Summary | MeasureMap)>(e.value) });
  return out;
}

/** A store's summary over a period (any inclusive range of days). */
export async function readSummary(kv: Deno.Kv, store: number, period: Period): Promise<Summary> {
  const out = emptySummary();
  if (period.start > period.end) return out;
  const lists = await Promise.all(
    decompose(period).map((s) => listRange<Summary>(kv, K.sum(store), s)),
  );
  for (const list of lists) for (const e of list) mergeSummary(out, e.value);
  return out;
}

/** A measure map (item map, group map …) summed over a period. */
export async function readMap(kv: Deno.Kv, base: Deno.KvKey, period: Period): Promise<MeasureMap> {
  const out: MeasureMap = {};
  if (period.start > period.end) return out;
  const lists = await Promise.all(
    decompose(period).map((s) => listRange<MeasureMap>(kv, base, s)),
  );
  for (const list of lists) for (const e of list) mergeMap(out, e.value);
  return out;
}

/** Values of consecutive periods of one grain, merged per period: period → value. */
export async function readSeries<T extends Summary | MeasureMap>(
  kv: Deno.Kv,
  base: Deno.KvKey,
  grain: Grain,
  keys: string[],
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  if (keys.length === 0) return out;
  for (const e of await listRange<T>(kv, base, { grain, keys })) {
    const period = e.key[base.length + 1] as string;
    const have = out.get(period);
    // every listed value is a fresh object (decoded or deserialised): merge into it directly
    if (!have) out.set(period, e.value);
    else if ("t" in have) mergeSummary(have as Summary, e.value as Summary);
    else mergeMap(have as MeasureMap, e.value as MeasureMap);
  }
  return out;
}

/** A value without period (stock aggregates): its parts merged. */
export async function readWhole(kv: Deno.Kv, base: Deno.KvKey): Promise<MeasureMap> {
  const out: MeasureMap = {};
  for await (const e of kv.list<MeasureMap>({ prefix: base })) {
    mergeMap(out, decodeRollup(e.value));
  }
  return out;
}

export async function getCustomers(
  kv: Deno.Kv,
  store: number,
  ids: string[],
): Promise<Map<string, Customer>> {
  const out = new Map<string, Customer>();
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<Customer[]>(
      ids.slice(i, i + 10).map((id) => K.customer(store, id)),
    );
    for (const e of entries) if (e.value) out.set(e.value.id, e.value);
  }
  return out;
}
