// Re-pointing an item's sales history onto another item, when marketing folds one item into another
// (migrate and merge, lib/marketing/migrate.ts). What is keyed by item moves:
//   - the store × item rollups ["sales","si",store,grain,period,part] of every grain, and the month
//     packs of days: in each value the `from` entry is removed and added to the `to` entry;
//   - the stock records ["sales","stock",from,store], added to `to`'s, with the stock aggregates
//     (per department and per vendor) moved to `to`'s department, vendor and prices.
// Store, department and vendor sales summaries are left as they are: they count what was sold
// under the department and vendor of the day.
// Each value is rewritten whole in an atomic that removes `from` and adds to `to` together, so at
// every moment from + to is the item's whole history: a run cut short (crash, lost lease) leaves no
// value half-written, and running it again finishes the job (a value without `from` is skipped).
// Atomics are bounded (mutations and bytes), check the ingest lease (the single rollup writer) and
// change the sales data version, so dashboard caches drop what they computed before.
import { catalogueMap } from "../catalogue/store.ts";
import { createTask, getBlob, putBlob, type Task, updateTask } from "../tasks/store.ts";
import { registerRunner } from "../tasks/queue.ts";
import { type Days, decodeDays, decodeRollup } from "./codec.ts";
import { DAYS, K, type MeasureMap } from "./keys.ts";
import { addInto, type Measures, mergeMap, type StockRecord, zero } from "./model.ts";
import { RollupBatch } from "./rollup_batch.ts";
import { applyAtomically, storedParts, withIngestLease } from "./rollup_write.ts";

/** Items to re-point: from → to. */
export type Moves = Record<string, string>;

export interface RepointProgress {
  /** Stored rollup values read, and rewritten because they held a moved item. */
  scanned: number;
  rewritten: number;
  /** Stock records moved. */
  stock: number;
}

const MAX_MUTATIONS = 800;
const MAX_BYTES = 500_000;

/** Moves `from` entries of a measure map onto their `to`; true when anything moved. */
export function moveEntries(map: MeasureMap, moves: Moves): boolean {
  let moved = false;
  for (const [from, to] of Object.entries(moves)) {
    const m = map[from];
    if (!m) continue;
    addInto(map[to] ??= zero(), m);
    delete map[from];
    moved = true;
  }
  return moved;
}

interface Write {
  base: Deno.KvKey;
  parts: { value: unknown; bytes: number }[];
  oldParts: number;
}

/**
 * Re-points the item-keyed sales records of every `from` onto its `to`. `onBatch` is called after
 * each committed atomic (task progress); `limits` makes atomics smaller (tests).
 */
export async function repointSales(
  kv: Deno.Kv,
  moves: Moves,
  options: {
    owner: string;
    onBatch?: (progress: RepointProgress) => Promise<void>;
    limits?: { mutations: number; bytes: number };
  },
): Promise<RepointProgress> {
  const limits = options.limits ?? { mutations: MAX_MUTATIONS, bytes: MAX_BYTES };
  const progress: RepointProgress = { scanned: 0, rewritten: 0, stock: 0 };
  await withIngestLease(kv, options.owner, async (renew) => {
    let writes: Write[] = [];
    let mutations = 0;
    let bytes = 0;
    const flush = async () => {
      if (writes.length === 0) return;
      const op = kv.atomic().check(await renew());
      for (const w of writes) {
        w.parts.forEach((part, i) => op.set([...w.base, i], part.value));
        for (let i = w.parts.length; i < w.oldParts; i++) op.delete([...w.base, i]);
      }
      op.set(K.dataVersion(), Date.now());
      if (!(await op.commit()).ok) throw new Error("The sales ingest lease was lost");
      progress.rewritten += writes.length;
      writes = [];
      mutations = bytes = 0;
      await options.onBatch?.({ ...progress });
    };
    const rewrite = async (group: Deno.KvEntry<unknown>[]) => {
      const base = group[0].key.slice(0, -1);
      const write = moved(base, group, moves);
      if (!write) return;
      const m = Math.max(write.parts.length, write.oldParts);
      const b = write.parts.reduce((n, p) => n + p.bytes, 0);
      if (m + 2 > limits.mutations || b > limits.bytes) {
        throw new Error(`A sales rollup is too large to rewrite: ${base.join("/")}`);
      }
      if (mutations + m + 2 > limits.mutations || bytes + b > limits.bytes) await flush();
      writes.push(write);
      mutations += m;
      bytes += b;
    };
    // the parts of one value are consecutive in key order: gather them, then rewrite the value
    let group: Deno.KvEntry<unknown>[] = [];
    for await (const e of kv.list<unknown>({ prefix: ["sales", "si"] }, { batchSize: 500 })) {
      // keep the lease fresh while reading: it must never lapse between a read and its write
      if (++progress.scanned % 200 === 0) await renew();
      if (group.length && !sameBase(group[0].key, e.key)) {
        await rewrite(group);
        group = [];
      }
      group.push(e);
    }
    if (group.length) await rewrite(group);
    await flush();
    progress.stock = await moveStock(kv, moves, renew);
  });
  return progress;
}

function sameBase(a: Deno.KvKey, b: Deno.KvKey): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length - 1; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The value at `base` with the moves applied, or null when it holds none of the moved items. */
function moved(base: Deno.KvKey, parts: Deno.KvEntry<unknown>[], moves: Moves): Write | null {
  if (base[3] === DAYS) {
    const days: Days<MeasureMap> = {};
    for (const e of parts) {
      for (const [date, map] of Object.entries(decodeDays<MeasureMap>(e.value))) {
        mergeMap(days[date] ??= {}, map);
      }
    }
    let hit = false;
    for (const map of Object.values(days)) hit = moveEntries(map, moves) || hit;
    if (!hit) return null;
    return { base, parts: storedParts({ days, daySummaries: false }), oldParts: parts.length };
  }
  const map: MeasureMap = {};
  for (const e of parts) mergeMap(map, decodeRollup<MeasureMap>(e.value));
  if (!moveEntries(map, moves)) return null;
  return { base, parts: storedParts({ map }), oldParts: parts.length };
}

/** Moves the stock records of each `from` (one atomic per item, with the stock aggregates). */
async function moveStock(
  kv: Deno.Kv,
  moves: Moves,
  renew: () => Promise<Deno.AtomicCheck>,
): Promise<number> {
  const items = await catalogueMap(kv);
  let count = 0;
  for (const [from, to] of Object.entries(moves)) {
    const a = items.get(from);
    const b = items.get(to);
    const records: [number, StockRecord][] = [];
    for await (const e of kv.list<StockRecord>({ prefix: ["sales", "stock", from] })) {
      records.push([e.key[3] as number, e.value]);
    }
    if (!a || !b || records.length === 0) continue;
    const batch = new RollupBatch();
    const targets = await Promise.all(
      records.map(([store]) => kv.get<StockRecord>(K.stock(to, store))),
    );
    const sets: [Deno.KvKey, StockRecord][] = [];
    records.forEach(([store, rec], i) => {
      const have = targets[i].value;
      const units = rec.on_hand;
      const out: Measures = [-units, -units * a.retail, -units * a.cost, 0, 0];
      const into: Measures = [units, units * b.retail, units * b.cost, 0, 0];
      batch.addMap(K.stockByStore(store), a.department, out);
      batch.addMap(K.stockByStore(store), b.department, into);
      batch.addMap(K.stockByVendor(a.vendor), store, out);
      batch.addMap(K.stockByVendor(b.vendor), store, into);
      sets.push([K.stock(to, store), {
        on_hand: (have?.on_hand ?? 0) + units,
        as_of: have && have.as_of > rec.as_of ? have.as_of : rec.as_of,
      }]);
    });
    await applyAtomically(kv, batch, await renew(), (op) => {
      for (const [key, value] of sets) op.set(key, value);
      for (const [store] of records) op.delete(K.stock(from, store));
    }, { mutations: sets.length * 2, bytes: sets.length * 200 });
    count += records.length;
  }
  return count;
}

export const REPOINT_TASK = "sales-repoint";

/**
 * Creates the re-pointing task WITHOUT enqueueing it: the caller enqueues `{task: guid}` in the
 * same atomic that records the migration, so the alias and the move of its sales land together.
 */
export async function createRepointTask(
  kv: Deno.Kv,
  owner: string,
  moves: Moves,
  resultUrl: string,
): Promise<Task> {
  const task = await createTask(kv, { kind: REPOINT_TASK, owner, resultUrl: () => resultUrl });
  await putBlob(kv, task.guid, "input", JSON.stringify(moves));
  return task;
}

export async function runRepoint(kv: Deno.Kv, task: Task): Promise<void> {
  const raw = await getBlob(kv, task.guid, "input");
  if (raw === null) throw new Error("the items to re-point are missing");
  const result = await repointSales(kv, JSON.parse(raw) as Moves, {
    owner: task.guid,
    onBatch: (p) => updateTask(kv, task.guid, (t) => void (t.done = p.rewritten)).then(() => {}),
  });
  await updateTask(kv, task.guid, (t) => {
    t.status = "done";
    t.done = t.total = result.rewritten;
    t.summary = { key: "tasks.repoint_summary", vars: { ...result } };
  });
}

registerRunner(REPOINT_TASK, runRepoint);
