// Table rows of the dashboards (departments, vendors, items, stores) and their sorting.
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

const STORE_SORT: Record<string, (r: StoreRow) => number | string | null> = {
  store: (r) => r.store,
  province: (r) => r.province,
  sales: (r) => r.sales,
  units: (r) => r.units,
  ly: (r) => r.lastYear,
  change: (r) => r.change,
  on_hand: (r) => r.onHand,
  st: (r) => r.sellThrough,
  wos: (r) => r.weeksOfSupply,
};

/** Sorts store rows by a column key of the store tables (?table=stores&sort=&dir=). */
export function sortStoreRows<R extends StoreRow>(rows: R[], url: URL): R[] {
  if (url.searchParams.get("table") !== "stores") return rows;
  const get = STORE_SORT[url.searchParams.get("sort") ?? ""];
  if (!get) return rows;
  const sign = url.searchParams.get("dir") === "asc" ? 1 : -1;
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
