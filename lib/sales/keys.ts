// KV layout of the sales area (prefix "sales", registered in lib/db/keys.ts): the keys and the
// splitting of values into parts. Batches of deltas are built in rollup_batch.ts, written in
// rollup_write.ts and read back in rollup_read.ts; store.ts re-exports them for importers.
//
// Items are the catalogue's variants (lib/catalogue). Pages never scan raw lines: they
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
//   ["sales","import_file",sha256]                    → import_id (the task that imported a file)
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
import type { Measures } from "./model.ts";

export type MeasureMap = Record<string, Measures>;
export const MAX_PART_BYTES = 48_000;

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
  importFile: (sha256: string) => ["sales", "import_file", sha256],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;

/** Day-grain rollups are packed per month: […, DAYS, "YYYY-MM", part] → Days. */
export const DAYS = "dm";

/** A KV key as a string, to index pending deltas by their base key. */
export function keyId(key: Deno.KvKey): string {
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
