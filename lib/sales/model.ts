// The sales data model: sales lines, stock and receipts, customers, and the measure tuple every
// rollup stores. Items are the catalogue's variants (lib/catalogue): one item list in the portal.
import type { IsoDate } from "./calendar.ts";
import type { Variant } from "../catalogue/model.ts";
export { DEPARTMENT_CODES, DEPARTMENTS } from "../catalogue/model.ts";
export type { Department } from "../catalogue/model.ts";

/** What the sales model counts: a catalogue variant (cost and retail in cents). */
export type Item = Variant;

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
