// Booking reports, read from the purchase-order ledger (lib/orders: source "show", program_id =
// the show), so their totals are the ledger's by construction: bookings are orders submitted or
// beyond (drafts and cancelled orders are not bookings). Categories come from the show's books
// (item number → book style → category). Money is summed in whole cents.
import { listOrders, type OrderState, type PurchaseOrder } from "../orders/mod.ts";
import { addDays } from "../sales/calendar.ts";
import { cents, median } from "./grid.ts";
import type { BookStyle, Show, ShowOrder } from "./schema.ts";
import { bookStyles, listBooks, listShows } from "./store.ts";

export const BOOKED_STATES: readonly OrderState[] = [
  "submitted",
  "approved",
  "processed",
  "shipped",
];
export const DIMENSIONS = ["vendor", "store", "category"] as const;
export type Dimension = typeof DIMENSIONS[number];

export interface BookingRow {
  key: string;
  orders: number;
  units: number;
  /** Cents. */
  cost: number;
  retail: number;
}

/** A show's booked purchase orders. */
export async function bookedOrders(kv: Deno.Kv, show: string): Promise<PurchaseOrder[]> {
  return (await listOrders(kv, { program_id: show, source: "show" }))
    .filter((o) => BOOKED_STATES.includes(o.state));
}

/** Item number → category of every style in a show's books. */
export async function categoryMap(kv: Deno.Kv, show: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const book of await listBooks(kv, show)) {
    for (const style of await bookStyles(kv, book.id)) {
      for (const item of Object.values(style.items)) out.set(item, style.category);
    }
  }
  return out;
}

/** Bookings grouped by one dimension, largest cost first; `total` sums every line. */
export function bookingsBy(
  orders: PurchaseOrder[],
  dim: Dimension,
  categories: Map<string, string>,
): { rows: BookingRow[]; total: BookingRow } {
  const rows = new Map<string, BookingRow & { ids: Set<string> }>();
  const total: BookingRow = { key: "", orders: orders.length, units: 0, cost: 0, retail: 0 };
  for (const o of orders) {
    for (const line of o.lines) {
      const key = dim === "vendor"
        ? o.vendor
        : dim === "store"
        ? String(o.store)
        : categories.get(line.item_number) ?? "other";
      let row = rows.get(key);
      if (!row) {
        rows.set(key, row = { key, orders: 0, units: 0, cost: 0, retail: 0, ids: new Set() });
      }
      row.ids.add(o.id);
      row.units += line.quantity;
      row.cost += line.quantity * cents(line.unit_cost);
      row.retail += line.quantity * cents(line.retail);
      total.units += line.quantity;
      total.cost += line.quantity * cents(line.unit_cost);
      total.retail += line.quantity * cents(line.retail);
    }
  }
  return {
    rows: [...rows.values()]
      .map(({ ids, ...r }) => ({ ...r, orders: ids.size }))
      .sort((a, b) => b.cost - a.cost || a.key.localeCompare(b.key)),
    total,
  };
}

/**
 * Last season's show: the latest one that started 300 days or more before this one (the same
 * season a year earlier), else the latest earlier show; null when there is none.
 */
export async function previousShow(kv: Deno.Kv, show: Show): Promise<Show | null> {
  return previousShowIn(await listShows(kv), show);
}

/** previousShow among `shows` (the latest first) already read. */
export function previousShowIn(shows: readonly Show[], show: Show): Show | null {
  const earlier = shows.filter((s) => s.starts < show.starts);
  const yearBefore = addDays(show.starts, -300);
  return earlier.find((s) => s.starts <= yearBefore) ?? earlier[0] ?? null;
}

export interface MissingBooking {
  store: number;
  vendor: string;
  /** Last season's booked units and cost (cents) with that vendor. */
  units: number;
  cost: number;
}

/** Store × vendor pairs booked at the previous show and not (yet) at this one. */
export function notYetBooked(last: PurchaseOrder[], current: PurchaseOrder[]): MissingBooking[] {
  const booked = new Set(current.map((o) => `${o.store}|${o.vendor}`));
  const out = new Map<string, MissingBooking>();
  for (const o of last) {
    const key = `${o.store}|${o.vendor}`;
    if (booked.has(key)) continue;
    const row = out.get(key) ?? { store: o.store, vendor: o.vendor, units: 0, cost: 0 };
    for (const l of o.lines) {
      row.units += l.quantity;
      row.cost += l.quantity * cents(l.unit_cost);
    }
    out.set(key, row);
  }
  return [...out.values()].sort((a, b) => a.store - b.store || a.vendor.localeCompare(b.vendor));
}

export interface StyleInsight {
  /** Share of the group's stores that booked the style (0–1). */
  share: number;
  /**
   * Median units of the similar-size stores (peers) that booked it; null under three such stores,
   * so that no store's own figure can be read off.
   */
  median: number | null;
}

/**
 * Per style of a book: the share of `storeCount` stores with a submitted order holding it, and
 * the median units among `peers` (similar-size stores, the viewer's own store never included).
 */
export function styleInsights(
  styles: BookStyle[],
  orders: ShowOrder[],
  storeCount: number,
  peers: Set<number>,
): Map<string, StyleInsight> {
  const out = new Map<string, StyleInsight>();
  const submitted = orders.filter((o) => o.state === "submitted");
  for (const style of styles) {
    const items = Object.values(style.items);
    const units: number[] = [];
    let stores = 0;
    for (const o of submitted) {
      const n = items.reduce((a, i) => a + (o.quantities[i] ?? 0), 0);
      if (n === 0) continue;
      stores++;
      if (peers.has(o.store)) units.push(n);
    }
    out.set(style.style_id, {
      share: storeCount > 0 ? stores / storeCount : 0,
      median: units.length >= 3 ? median(units) : null,
    });
  }
  return out;
}
