// The demo sales seeder: every active member store's history (demo_store.ts generates one store)
// ending yesterday (Toronto), written with the group rollups, a vendor program and each store's
// web-sync status. Stores are generated in this thread for small demos (tests) and in workers
// (demo_worker.ts) for the two-year demo of a first start.
//
// It writes rollups directly (no raw lines: those exist only for imported CSV files), aggregated in
// memory per store and written in large atomics into the empty key space.
import type { Config } from "../config.ts";
import { isMemberStore, listStores, listVendors, type Store, type Vendor } from "../stores/mod.ts";
import { byVendorNumber } from "../catalogue/demo.ts";
import { listVariants } from "../catalogue/store.ts";
import { addDays, eachDay, type IsoDate, todayInToronto } from "./calendar.ts";
import type { Item, StockRecord } from "./model.ts";
import { K } from "./store.ts";
import { type FreshSet, writeSets } from "./rollup_write.ts";
import { type GroupRollup, GroupSums } from "./demo_group.ts";
import { demoModel, generateStore } from "./demo_store.ts";
import { enrol, putWebSync, saveProgram, SYNC_ERROR_CODES } from "./programs.ts";

/** Days of history: SALES_DEMO_DAYS, else 14 for an in-memory store (tests), else two years. */
export function demoDays(config: Config): number {
  return config.SALES_DEMO_DAYS ?? (config.DENO_KV_PATH === ":memory:" ? 14 : 730);
}

export interface DemoSummary {
  stores: number;
  items: number;
  days: number;
  values: number;
  ms: number;
}

/**
 * A store's stock records from its units on hand at the end of the demo (made by the thread that
 * writes them: a worker sends one typed array instead of an object per item).
 */
export function stockSets(
  items: Item[],
  storeNumber: number,
  end: IsoDate,
  onHand: Int32Array,
): FreshSet[] {
  return items.map((item, i): FreshSet => {
    const rec: StockRecord = { on_hand: onHand[i], as_of: end };
    return [K.stock(item.item_number, storeNumber), rec, 100];
  });
}

/** Below this many store-days the stores are generated in this thread (tests, small demos). */
const PARALLEL_FROM = 41 * 90;

/** Generates and writes the demo sales; `end` defaults to yesterday in Toronto. */
export async function generateDemoSales(
  kv: Deno.Kv,
  options: {
    days: number;
    end?: IsoDate;
    stores?: Store[];
    vendors?: Vendor[];
    /** Worker threads generating stores while this one writes (default: 2 for a big demo). */
    workers?: number;
  },
): Promise<DemoSummary> {
  const started = performance.now();
  const stores = (options.stores ?? await listStores(kv))
    .filter((s) => isMemberStore(s.store_number) && s.active);
  const vendors = byVendorNumber(options.vendors ?? await listVendors(kv));
  const items = (await listVariants(kv)).filter((v) => v.status !== "pending");
  const end = options.end ?? addDays(todayInToronto(), -1);
  const days = eachDay({ start: addDays(end, -(options.days - 1)), end });
  const group = new GroupSums();
  let values = 0;
  const workers = options.workers ??
    (stores.length * days.length >= PARALLEL_FROM ? Math.min(2, stores.length) : 0);
  if (workers > 0) {
    values += await generateInWorkers(kv, items, days, stores, group, workers);
  } else {
    const model = demoModel(items);
    for (const store of stores) {
      const out = generateStore(model, days, store.store_number, group);
      await writeSets(kv, out.sets.concat(stockSets(items, store.store_number, end, out.onHand)));
      values += out.values;
    }
  }
  values += group.rollups.size;
  await writeSets(kv, group.sets());
  await kv.set(K.dataVersion(), Date.now());
  await saveProgram(kv, {
    id: "mystery-minis",
    title: "Mystery Minis",
    vendor: vendors[0]?.vendor_number ?? "V100",
    start: days[Math.max(0, days.length - 28)],
    end,
  });
  // program enrolment of the first vendor's program, and web-sync status of every store
  const syncAt = new Date(Date.parse(end + "T12:00:00Z") + 86_400_000).toISOString();
  for (const [i, store] of stores.entries()) {
    if (i % 3 !== 2) {
      await enrol(kv, vendors[0]?.vendor_number ?? "V100", {
        store: store.store_number,
        since: days[0],
        tier: (["gold", "silver", "bronze"] as const)[i % 3],
      });
    }
    await putWebSync(kv, {
      store: store.store_number,
      last_sync: i % 7 === 6 ? null : syncAt,
      items: i % 7 === 6 ? 0 : items.length - (i % 5),
      errors: Array.from({ length: i % 5 }, (_, k) => ({
        item_number: items[(i * 7 + k) % items.length].item_number,
        code: SYNC_ERROR_CODES[k % SYNC_ERROR_CODES.length],
        at: syncAt,
      })),
    });
  }
  return {
    stores: stores.length,
    items: items.length,
    days: days.length,
    values,
    ms: Math.round(performance.now() - started),
  };
}

/** The seeder registered in lib/db/seed.ts (after the accounts seeder, which creates stores). */
export async function seedSales(kv: Deno.Kv, config: Config): Promise<string> {
  const s = await generateDemoSales(kv, { days: demoDays(config) });
  return `sales: ${s.items} items, ${s.days} days × ${s.stores} stores, ${s.values} rollups in ${s.ms} ms`;
}

/**
 * Generates the stores in `count` workers (lib/sales/demo_worker.ts), each taking every count-th
 * store, while this thread writes what they send: the generation (most of a first start) runs on
 * the other cores, and the data is the same as generated here (each store has its own random
 * numbers; the group rollups are sums, merged here).
 */
async function generateInWorkers(
  kv: Deno.Kv,
  items: Item[],
  days: IsoDate[],
  stores: Store[],
  group: GroupSums,
  count: number,
): Promise<number> {
  let values = 0;
  let writing = Promise.resolve();
  const runs = Array.from({ length: count }, (_, w) => {
    const mine = stores.filter((_, i) => i % count === w).map((s) => s.store_number);
    const worker = new Worker(new URL("./demo_worker.ts", import.meta.url), { type: "module" });
    return new Promise<void>((resolve, reject) => {
      worker.onerror = (event) => {
        event.preventDefault();
        worker.terminate();
        reject(new Error(`demo sales worker failed: ${event.message}`));
      };
      worker.onmessage = (event: MessageEvent<DemoWorkerMessage>) => {
        const message = event.data;
        if (message.kind === "store") {
          values += message.values;
          const sets = message.sets.concat(
            stockSets(items, message.store, days[days.length - 1], message.onHand),
          );
          writing = writing.then(() => writeSets(kv, sets).then(() => {}));
        } else {
          group.merge(message.group);
          worker.terminate();
          resolve();
        }
      };
      worker.postMessage({ items, days, stores: mine } satisfies DemoWorkerJob);
    });
  });
  // Every worker's output is written (or the first failure surfaces) before the group rollups.
  const settled = await Promise.allSettled(runs);
  await writing;
  const failed = settled.find((r) => r.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return values;
}

/** What a demo worker is given, and what it sends back (per store, then its group rollups). */
export interface DemoWorkerJob {
  items: Item[];
  days: IsoDate[];
  stores: number[];
}
export type DemoWorkerMessage =
  | { kind: "store"; store: number; sets: FreshSet[]; values: number; onHand: Int32Array }
  | { kind: "group"; group: Map<string, GroupRollup> };
