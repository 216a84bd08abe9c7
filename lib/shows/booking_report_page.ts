// The data and the POST of /head-office/showcloud-booking-reports: a show's bookings (submitted
// purchase orders of the ledger, source "show") by vendor, store or category, the stores that
// booked a vendor at the previous show but not yet at this one, the booked POs with their show
// order, the vendors' exports and the reminders. The route answers the tables' CSVs and renders
// components/showcloud/BookingReportView.tsx.
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { inLocale } from "../catalogue/mod.ts";
import { type FormValues, textValue } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Locale } from "../i18n/locales.ts";
import { reviewInput, reviewOrder, StaleReview } from "../orders/review.ts";
import type { Reminded } from "../specials/reminders.ts";
import { listStores, listVendors } from "../stores/mod.ts";
import { isOrderingOpen } from "./ordering.ts";
import { type BookedOrder, bookedOrderList } from "./order_list.ts";
import { openShowsIn } from "./pages.ts";
import { remindedNotice, remindStores, showReminders } from "./reminders.ts";
import {
  bookedOrders,
  type BookingRow,
  bookingsBy,
  categoryMap,
  type Dimension,
  DIMENSIONS,
  type MissingBooking,
  notYetBooked,
  previousShowIn,
} from "./report.ts";
import type { Show } from "./schema.ts";
import { listCategories, listShows, showsView } from "./store.ts";
import { markSent, type SentMark, sentMarks, vendorLines } from "./vendor_export.ts";
import type { ExportRow } from "./vendor_export.ts";

export const BOOKING_REPORTS = "/head-office/showcloud-booking-reports";

/** A message for the page, keyed for t() with its values. */
export interface PageMessage {
  key: string;
  vars: Record<string, unknown>;
}

export interface BookingReportData {
  shows: Show[];
  show: Show | null;
  previous: Show | null;
  by: Dimension;
  rows: BookingRow[];
  total: BookingRow;
  missing: MissingBooking[];
  names: Record<string, string>;
  /** Vendors with booked orders at the show, and what was last sent to each. */
  vendors: string[];
  sent: Record<string, SentMark>;
  /** The booked purchase orders, with the show order each belongs to. */
  booked: BookedOrder[];
  /** The last reminder to each store of the "Not booked yet" list; reminders while ordering is open. */
  reminded: Record<number, Reminded>;
  open: boolean;
  /** A review done (`?done=approved&po=`), reminders sent, or a review refused, keyed for t(). */
  notice: PageMessage | null;
  error: PageMessage | null;
}

/** The notice of a done POST, from the redirect's query. */
export function bookingNotice(params: URLSearchParams): PageMessage | null {
  const done = params.get("done");
  const po = params.get("po") ?? "";
  return (done === "approved" || done === "processed") && /^PO-\d+$/.test(po)
    ? { key: `orders.review.done_${done}`, vars: { po } }
    : remindedNotice(params);
}

/** The page's data for the URL's show (`?show=`, else the first open show) and grouping (`?by=`). */
export async function bookingReportData(
  kv: Deno.Kv,
  params: URLSearchParams,
  locale: Locale,
  messages: Pick<BookingReportData, "notice" | "error">,
  now = new Date(),
): Promise<BookingReportData> {
  const view = await showsView(kv);
  const shows = [...view.shows];
  const asked = params.get("show");
  const show = shows.find((s) => s.key === asked) ?? openShowsIn(view)[0] ?? shows[0] ?? null;
  const byParam = params.get("by") as Dimension;
  const by = DIMENSIONS.includes(byParam) ? byParam : "vendor";
  const [vendors, stores, categories] = await Promise.all([
    listVendors(kv),
    listStores(kv),
    by === "category" ? listCategories(kv) : [],
  ]);
  const names: Record<string, string> = {};
  for (const v of vendors) names[`vendor:${v.vendor_number}`] = v.name;
  for (const s of stores) names[`store:${s.store_number}`] = s.name;
  for (const c of categories) names[`category:${c.id}`] = inLocale(c.name, locale);
  const data: BookingReportData = {
    shows,
    show,
    previous: null,
    by,
    rows: [],
    total: { key: "", orders: 0, units: 0, cost: 0, retail: 0 },
    missing: [],
    names,
    vendors: [],
    sent: {},
    booked: [],
    reminded: {},
    open: false,
    ...messages,
  };
  if (!show) return data;
  const orders = await bookedOrders(kv, show.key);
  // Every style of every book is read only when the bookings are grouped by category.
  const byCategory = by === "category" ? await categoryMap(kv, show.key) : new Map();
  const { rows, total } = bookingsBy(orders, by, byCategory);
  const previous = previousShowIn(shows, show);
  return {
    ...data,
    previous,
    rows,
    total,
    missing: previous ? notYetBooked(await bookedOrders(kv, previous.key), orders) : [],
    vendors: [...new Set(orders.map((o) => o.vendor))].sort(),
    sent: await sentMarks(kv, show.key),
    booked: await bookedOrderList(kv, show.key, orders),
    reminded: await showReminders(kv, show.key),
    open: isOrderingOpen(show, now),
  };
}

/** What a POST did: back to the page with a notice, the page with an error, or an export. */
export type BookingPost =
  | { redirect: string }
  | { error: PageMessage; status: number }
  | { export: { rows: ExportRow[]; name: string; format: "csv" | "xlsx" } };

/**
 * The page's POST for the URL's show. `action=remind`: e-mail one store (`store`) or all not
 * booked yet (`store=all`); `action=review`: approve / process one PO (the state and version shown
 * checked, lib/orders/review.ts); else send a vendor's lines (`vendor`, `format` csv or xlsx),
 * recorded as sent with who and when.
 */
export async function postBookingReport(
  kv: Deno.Kv,
  config: Config,
  user: User,
  params: URLSearchParams,
  values: FormValues,
  locale: Locale,
): Promise<BookingPost> {
  const show = (await listShows(kv)).find((s) => s.key === params.get("show"));
  if (!show) throw new HttpError(404, "shows.errors.show_not_found");
  const back = (done: Record<string, string>) => {
    const q = new URLSearchParams(params);
    for (const [k, v] of Object.entries(done)) q.set(k, v);
    return { redirect: `${BOOKING_REPORTS}?${q}` };
  };
  const action = textValue(values, "action");
  if (action === "remind") {
    const { sent, skipped } = await remindStores(
      kv,
      config,
      show,
      textValue(values, "store"),
      user,
    );
    return back({ done: "reminded", stores: sent.join(" "), skipped: skipped.join(" ") });
  }
  if (action === "review") {
    try {
      const order = await reviewOrder(kv, user, "show", reviewInput(values));
      return back({ done: order.state, po: order.po_number });
    } catch (e) {
      if (!(e instanceof StaleReview)) throw e;
      return { error: { key: e.key, vars: e.vars }, status: 409 };
    }
  }
  const vendor = textValue(values, "vendor");
  const format = textValue(values, "format") === "csv" ? "csv" : "xlsx";
  const { rows, orders } = await vendorLines(kv, show.key, vendor, locale);
  if (orders === 0) throw new HttpError(404, "shows.errors.no_booked_orders");
  await markSent(kv, show.key, vendor, {
    at: new Date().toISOString(),
    // The account, shown by its current name (components/showcloud/VendorExports.tsx).
    by: user.email,
    format,
    orders,
    lines: rows.length,
  });
  return { export: { rows, name: `${show.key}-${vendor}`, format } };
}
