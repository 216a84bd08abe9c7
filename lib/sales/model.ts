// The sales data model: departments and classes (reference data), items, sales lines, stock and
// receipts, and the measure tuple every rollup stores.
import type { IsoDate } from "./calendar.ts";

export interface Department {
  code: string;
  /** i18n key under sales.departments. */
  classes: string[];
}

/** Departments and their classes (codes; names are translated under sales.departments/classes). */
export const DEPARTMENTS: Department[] = [
  { code: "HOC", classes: ["skates", "sticks", "protective", "goalie"] },
  { code: "BIK", classes: ["bikes", "parts", "helmets"] },
  { code: "SKI", classes: ["skis", "boards", "boots"] },
  { code: "FTW", classes: ["running", "hiking", "winter"] },
  { code: "TEA", classes: ["soccer", "baseball", "basketball"] },
  { code: "CMP", classes: ["tents", "sleeping", "fishing"] },
  { code: "FIT", classes: ["equipment", "racquet", "golf"] },
  { code: "WAT", classes: ["swim", "paddle"] },
  { code: "SCH", classes: ["backpacks", "lunch"] },
  { code: "APP", classes: ["outerwear", "base_layers", "kids"] },
];
export const DEPARTMENT_CODES = DEPARTMENTS.map((d) => d.code);

export interface Item {
  item_number: string;
  description: string;
  vendor: string;
  department: string;
  class: string;
  /** GTIN-14 as text. */
  gtin: string;
  cost_cents: number;
  retail_cents: number;
}

/** One POS line: a store sold (or took back, negative units) an item on a day. */
export interface SalesLine {
  date: IsoDate;
  store: number;
  item_number: string;
  units: number;
  sales_cents: number;
  cost_cents: number;
  customer_id?: string;
  /** Receipt or ticket number; lines with the same ticket are one transaction. */
  ticket?: string;
}

/** A stock line: on hand at the end of a day, and units received that day. */
export interface StockLine {
  date: IsoDate;
  store: number;
  item_number: string;
  on_hand: number;
  received: number;
}

export interface StockRecord {
  on_hand: number;
  /** Date of the last stock line applied (a later line wins; an older one is ignored). */
  as_of: IsoDate;
}

export interface Customer {
  id: string;
  name: string;
  /** loyalty | team | family | casual */
  segment: string;
  first: IsoDate;
  last: IsoDate;
}

export const CUSTOMER_SEGMENTS = ["loyalty", "team", "family", "casual"] as const;

/**
 * The measures of a rollup cell: [units, sales ¢, cost ¢, transactions, units received].
 * Integers, so sums are exact.
 */
export type Measures = [number, number, number, number, number];
export const U = 0, S = 1, C = 2, T = 3, R = 4;

export function zero(): Measures {
  return [0, 0, 0, 0, 0];
}

export function addInto(target: Measures, delta: Readonly<Measures>): Measures {
  for (let i = 0; i < 5; i++) target[i] += delta[i];
  return target;
}

export function sum(list: Iterable<Readonly<Measures>>): Measures {
  const out = zero();
  for (const m of list) addInto(out, m);
  return out;
}

/** A store's summary for one day, week or month: totals, per department and per vendor. */
export interface Summary {
  t: Measures;
  d: Record<string, Measures>;
  v: Record<string, Measures>;
}

export function emptySummary(): Summary {
  return { t: zero(), d: {}, v: {} };
}

export function mergeMap(target: Record<string, Measures>, delta: Record<string, Measures>) {
  for (const [k, m] of Object.entries(delta)) addInto(target[k] ??= zero(), m);
  return target;
}

export function mergeSummary(target: Summary, delta: Summary): Summary {
  addInto(target.t, delta.t);
  mergeMap(target.d, delta.d);
  mergeMap(target.v, delta.v);
  return target;
}
