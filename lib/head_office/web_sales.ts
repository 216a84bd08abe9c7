// OrderDynamics (web store) sales (/head-office/orderdynamics-sales): the live web orders routed
// to member stores, summed by day (Toronto), channel (the web store's shipping service) and
// fulfilling store. Cancelled and unfillable orders are not sales; an order not yet accepted by a
// store counts under "unassigned" (store null).
import { listAllOrders } from "../fulfillment/store.ts";
import type { FulfillmentOrder } from "../fulfillment/schema.ts";
import { torontoDateString } from "../i18n/format.ts";
import type { Translate } from "../i18n/validation.ts";
import { addDays } from "../resources/prices.ts";

export interface WebSalesRow {
  day: string;
  channel: string;
  store: number | null;
  orders: number;
  units: number;
  sales_cents: number;
}

const NOT_SALES = new Set(["cancelled", "unfillable"]);

export function webSales(orders: FulfillmentOrder[], from: string, to: string): WebSalesRow[] {
  const rows = new Map<string, WebSalesRow>();
  for (const o of orders) {
    // A split order's sales are its parts' (each at its store).
    if (NOT_SALES.has(o.state) || o.parts) continue;
    const day = torontoDateString(new Date(o.created_at));
    if (day < from || day > to) continue;
    const channel = o.shipping_method || "—";
    const store = o.state === "offered" ? null : o.store;
    const k = `${day}|${channel}|${store}`;
    const row = rows.get(k) ??
      { day, channel, store, orders: 0, units: 0, sales_cents: 0 };
    row.orders++;
    row.units += o.lines.reduce((n, l) => n + l.quantity, 0);
    row.sales_cents += o.subtotal_cents;
    rows.set(k, row);
  }
  return [...rows.values()].sort((a, b) =>
    b.day.localeCompare(a.day) || a.channel.localeCompare(b.channel) ||
    (a.store ?? 0) - (b.store ?? 0)
  );
}

export async function loadWebSales(kv: Deno.Kv, from: string, to: string) {
  return webSales(await listAllOrders(kv, "live", 5000), from, to);
}

/** Totals of rows (for the summary line). */
export function totals(rows: WebSalesRow[]) {
  return rows.reduce(
    (t, r) => ({
      orders: t.orders + r.orders,
      units: t.units + r.units,
      sales_cents: t.sales_cents + r.sales_cents,
    }),
    { orders: 0, units: 0, sales_cents: 0 },
  );
}

export interface WebSalesData {
  from: string;
  to: string;
  rows: WebSalesRow[];
  /** The range asked for could not be used (the page shows the default or a shortened one). */
  error: string | null;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** Longest range one request sums. */
const MAX_DAYS = 366;

/** The page's range (`?from=&to=`, the last 30 days by default) and its rows. */
export async function loadWebSalesPage(kv: Deno.Kv, url: URL, t: Translate): Promise<WebSalesData> {
  const today = torontoDateString(new Date());
  const q = url.searchParams;
  let from = q.get("from") ?? addDays(today, -30);
  let to = q.get("to") ?? today;
  let error: string | null = null;
  if (!ISO.test(from) || !ISO.test(to) || from > to) {
    error = t("head_office.errors.range");
    [from, to] = [addDays(today, -30), today];
  } else if (from < addDays(to, -MAX_DAYS)) {
    error = t("head_office.errors.range_too_long", { days: MAX_DAYS });
    from = addDays(to, -MAX_DAYS);
  }
  return { from, to, rows: await loadWebSales(kv, from, to), error };
}
