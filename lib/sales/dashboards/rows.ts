// Table rows of the dashboards (departments, vendors, items, stores) and their sorting.
import { z } from "zod";
import { type QueryProblem, readQuery } from "../../http/errors.ts";
import { listStores } from "../../stores/mod.ts";
import { changePct, marginPct } from "../formulas.ts";
import { C, type Measures, S, U, zero } from "../model.ts";

export interface Row {
  key: string;
  label: string;
  sales: number;
  units: number;
  margin: number | null;
  lastYear: number;
  change: number | null;
  href?: string;
}

export function rows(
  now: Record<string, Measures>,
  before: Record<string, Measures>,
  label: (key: string) => string,
  href?: (key: string) => string,
): Row[] {
  const keys = new Set([...Object.keys(now), ...Object.keys(before)]);
  return [...keys].map((key) => {
    const m = now[key] ?? zero();
    const ly = before[key]?.[S] ?? 0;
    return {
      key,
      label: label(key),
      sales: m[S],
      units: m[U],
      margin: marginPct(m[S], m[C]),
      lastYear: ly,
      change: changePct(m[S], ly),
      href: href?.(key),
    };
  }).filter((r) => r.sales !== 0 || r.lastYear !== 0 || r.units !== 0);
}

export type SortKey = "label" | "sales" | "units" | "margin" | "change";

export const SORT_KEYS: SortKey[] = ["label", "sales", "units", "margin", "change"];

export function sortRows(list: Row[], key: SortKey, dir: "asc" | "desc"): Row[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...list].sort((a, b) => {
    if (key === "label") return sign * a.label.localeCompare(b.label);
    const x = a[key] ?? -Infinity;
    const y = b[key] ?? -Infinity;
    return sign * (x - y) || a.label.localeCompare(b.label);
  });
}

export interface StoreRow {
  store: number;
  name: string;
  province: string;
  region: string;
  sales: number;
  units: number;
  lastYear: number;
  change: number | null;
  received: number;
  onHand: number;
  sellThrough: number | null;
  weeksOfSupply: number | null;
}

/** Regions of Canada from provinces. */
export function regionOf(province: string): string {
  if (["BC"].includes(province)) return "west_coast";
  if (["AB", "SK", "MB"].includes(province)) return "prairies";
  if (province === "ON") return "ontario";
  if (province === "QC") return "quebec";
  if (["NB", "NS", "PE", "NL"].includes(province)) return "atlantic";
  return "north";
}

export async function storeDirectory(kv: Deno.Kv) {
  return new Map((await listStores(kv)).map((s) => [s.store_number, s]));
}

const STORE_SORT = {
  store: (r: StoreRow) => r.store,
  province: (r: StoreRow) => r.province,
  sales: (r: StoreRow) => r.sales,
  units: (r: StoreRow) => r.units,
  ly: (r: StoreRow) => r.lastYear,
  change: (r: StoreRow) => r.change,
  on_hand: (r: StoreRow) => r.onHand,
  st: (r: StoreRow) => r.sellThrough,
  wos: (r: StoreRow) => r.weeksOfSupply,
} satisfies Record<string, (r: StoreRow) => number | string | null>;

export type StoreSortKey = keyof typeof STORE_SORT;

/** How the store table is sorted (?table=stores&sort=&dir=); values it cannot use are problems. */
export interface StoreSorting {
  /** null: the table's own order (by sales, as loaded). */
  sort: StoreSortKey | null;
  dir: "asc" | "desc";
  problems: QueryProblem[];
}

const StoreSortQuery = z.object({
  table: z.enum(["stores"]).optional(),
  sort: z.enum(Object.keys(STORE_SORT) as [StoreSortKey, ...StoreSortKey[]]).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
});

/**
 * The store table's sorting from the query. A table, sort or direction the page does not know is
 * reported (QueryNotice), never silently ignored, as on the member dashboard (lib/sales/page.ts).
 */
export function storeSortingFrom(url: URL): StoreSorting {
  const { data, problems } = readQuery(url, StoreSortQuery);
  return {
    sort: data.table === "stores" ? data.sort ?? null : null,
    dir: data.dir ?? "desc",
    problems,
  };
}

/** Sorts store rows by a column of the store tables; nulls last, ties by store number. */
export function sortStoreRows<R extends StoreRow>(rows: R[], sorting: StoreSorting): R[] {
  if (!sorting.sort) return rows;
  const get = STORE_SORT[sorting.sort];
  const sign = sorting.dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = get(a), y = get(b);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign *
        (typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y))) || a.store - b.store;
  });
}
