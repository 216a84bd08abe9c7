// Table rows of the dashboards (departments, vendors, items, stores); components/DataTable.tsx
// sorts them.
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

/** The figures of a row: its measures over the period, against last year's sales. */
export function figuresOf(m: Measures, lastYear: number) {
  return {
    sales: m[S],
    units: m[U],
    margin: marginPct(m[S], m[C]),
    lastYear,
    change: changePct(m[S], lastYear),
  };
}

export function rows(
  now: Record<string, Measures>,
  before: Record<string, Measures>,
  label: (key: string) => string,
  href?: (key: string) => string,
): Row[] {
  const keys = new Set([...Object.keys(now), ...Object.keys(before)]);
  return [...keys].map((key) => {
    const figures = figuresOf(now[key] ?? zero(), before[key]?.[S] ?? 0);
    return { key, label: label(key), ...figures, href: href?.(key) };
  }).filter((r) => r.sales !== 0 || r.lastYear !== 0 || r.units !== 0);
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

/** Who a store of the directory is: number, name, province and region (its number alone when unknown). */
export function storeIdentity(
  store: number,
  directory: Map<number, { name: string; province: string }>,
) {
  const info = directory.get(store);
  const province = info?.province ?? "";
  return { store, name: info?.name ?? String(store), province, region: regionOf(province) };
}

export async function storeDirectory(kv: Deno.Kv) {
  return new Map((await listStores(kv)).map((s) => [s.store_number, s]));
}
