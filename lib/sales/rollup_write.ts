// Writing rollup batches to KV: merged with what is stored and applied in one atomic under the
// ingest lease (applyAtomically), or set into an empty key space (writeFresh, the demo seeder).
import { type Days, decodeDays, decodeRollup, encodeDays, encodeRollup } from "./codec.ts";
import { DAYS, K, keyId, MAX_PART_BYTES, type MeasureMap, sizeOf, splitMap } from "./keys.ts";
import { emptySummary, mergeMap, mergeSummary, type Summary } from "./model.ts";
import { type Pending, RollupBatch } from "./rollup_batch.ts";

/** Atomic limits of Deno KV are 1000 mutations and 800 KiB; stay well under both. */
const MAX_MUTATIONS = 900;
const MAX_BYTES = 600_000;

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
export function storedParts(p: Omit<Pending, "base">): { value: unknown; bytes: number }[] {
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

/** A key, its value as stored, and the bytes it counts towards an atomic's limit. */
export type FreshSet = [key: Deno.KvKey, value: unknown, bytes: number];

/** A batch's values encoded for writeSets (no reads: for an EMPTY key space). */
export function freshSets(batch: RollupBatch): FreshSet[] {
  const out: FreshSet[] = [];
  for (const p of batch.pending.values()) {
    storedParts(p).forEach((part, i) => out.push([[...p.base, i], part.value, part.bytes]));
  }
  batch.pending.clear();
  return out;
}

/**
 * Sets values into an EMPTY key space (the demo seeder) in as few atomics as KV's limits allow.
 * Returns how many sets were written. Only for data that nothing else reads or writes meanwhile
 * (the parts of one value may land in consecutive atomics).
 */
export async function writeSets(kv: Deno.Kv, all: FreshSet[]): Promise<number> {
  let sets: [Deno.KvKey, unknown][] = [];
  let bytes = 0;
  for (const [key, value, size] of all) {
    if (sets.length + 1 > MAX_MUTATIONS || bytes + size > MAX_BYTES) {
      await setAll(kv, sets);
      sets = [];
      bytes = 0;
    }
    sets.push([key, value]);
    bytes += size;
  }
  await setAll(kv, sets);
  return all.length;
}

/**
 * Writes a batch into an EMPTY key space (the demo seeder): no reads, plain sets, many atomics.
 * Only for data that nothing else writes at the same time. Returns the values written.
 */
export async function writeFresh(kv: Deno.Kv, batch: RollupBatch): Promise<number> {
  const values = batch.pending.size;
  await writeSets(kv, freshSets(batch));
  return values;
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
