// /head-office/showcloud-booking-reports: a show's bookings (submitted purchase orders of the
// ledger, source "show") by vendor, store or category (`?show=&by=`), with the ledger's totals,
// exported as CSV; the stores that booked a vendor at the previous show but not yet at this one;
// each vendor's lines sent as CSV or XLSX (POST, recorded as sent with who and when); and the
// booked purchase orders, each PO linking to its show order, approved or marked processed by head
// office (POST action=review, the state and version shown checked: lib/orders/review.ts); and
// the stores not booked yet reminded by e-mail, one store or all (POST action=remind,
// lib/shows/reminders.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { DataTable } from "../../components/DataTable.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { listStores, listVendors } from "../../lib/stores/mod.ts";
import {
  bookedOrders,
  type BookingRow,
  bookingsBy,
  categoryMap,
  type Dimension,
  DIMENSIONS,
  type MissingBooking,
  notYetBooked,
  previousShow,
} from "../../lib/shows/report.ts";
import type { Show } from "../../lib/shows/schema.ts";
import { listCategories, listShows } from "../../lib/shows/store.ts";
import { openShows } from "../../lib/shows/pages.ts";
import {
  markSent,
  type SentMark,
  sentMarks,
  vendorCsv,
  vendorLines,
  vendorXlsx,
} from "../../lib/shows/vendor_export.ts";
import { VendorExports } from "../../components/showcloud/VendorExports.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther, textValue } from "../../lib/forms/mod.ts";
import { HttpError } from "../../lib/http/errors.ts";
import type { FreshContext } from "$fresh/server.ts";
import { reviewInput, reviewOrder, StaleReview } from "../../lib/orders/review.ts";
import { type BookedOrder, bookedOrderList } from "../../lib/shows/order_list.ts";
import { BookedOrders } from "../../components/showcloud/BookedOrders.tsx";
import {
  bookingColumns,
  missingColumns,
  money,
} from "../../components/showcloud/BookingColumns.tsx";
import { isOrderingOpen } from "../../lib/shows/ordering.ts";
import { remindedNotice, remindStores, showReminders } from "../../lib/shows/reminders.ts";
import type { Reminded } from "../../lib/specials/reminders.ts";

interface Data {
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
  notice: { key: string; vars: Record<string, unknown> } | null;
  error: { key: string; vars: Record<string, unknown> } | null;
}

/** The page (or one of its CSVs) for the URL's show and grouping; `extra` adds a review's result. */
async function page(
  ctx: FreshContext<PortalState, Data>,
  extra: Pick<Data, "notice" | "error"> = { notice: null, error: null },
  status = 200,
): Promise<Response> {
  const { kv, t, locale } = ctx.state;
  const shows = await listShows(kv);
  const asked = ctx.url.searchParams.get("show");
  const show = shows.find((s) => s.key === asked) ?? (await openShows(kv))[0] ?? shows[0] ?? null;
  const byParam = ctx.url.searchParams.get("by") as Dimension;
  const by = DIMENSIONS.includes(byParam) ? byParam : "vendor";
  const [vendors, stores, categories] = await Promise.all([
    listVendors(kv),
    listStores(kv),
    listCategories(kv),
  ]);
  const names: Record<string, string> = {};
  for (const v of vendors) names[`vendor:${v.vendor_number}`] = v.name;
  for (const s of stores) names[`store:${s.store_number}`] = s.name;
  for (const c of categories) names[`category:${c.id}`] = inLocale(c.name, locale);
  let data: Data = {
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
    ...extra,
  };
  if (show) {
    const orders = await bookedOrders(kv, show.key);
    const { rows, total } = bookingsBy(orders, by, await categoryMap(kv, show.key));
    const previous = await previousShow(kv, show);
    const missing = previous ? notYetBooked(await bookedOrders(kv, previous.key), orders) : [];
    const vendors = [...new Set(orders.map((o) => o.vendor))].sort();
    data = {
      ...data,
      previous,
      rows,
      total,
      missing,
      vendors,
      sent: await sentMarks(kv, show.key),
      booked: await bookedOrderList(kv, show.key, orders),
      reminded: await showReminders(kv, show.key),
      open: isOrderingOpen(show, new Date()),
    };
    const csv = csvResponseFor(
      ctx.url,
      "bookings",
      bookingColumns(t, locale, by, names),
      rows,
      `bookings-${show.key}-${by}`,
      { locale: ctx.state.locale },
    ) ??
      csvResponseFor(
        ctx.url,
        "not-booked",
        missingColumns(t, locale, names, data.reminded, false),
        missing,
        `not-booked-${show.key}`,
        { locale: ctx.state.locale },
      );
    if (csv) return csv;
  }
  return ctx.render(data, { status });
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    const done = ctx.url.searchParams.get("done");
    const po = ctx.url.searchParams.get("po") ?? "";
    const notice = (done === "approved" || done === "processed") && /^PO-\d+$/.test(po)
      ? { key: `orders.review.done_${done}`, vars: { po } }
      : remindedNotice(ctx.url.searchParams);
    return page(ctx, { notice, error: null });
  },
  async POST(req, ctx) {
    const { kv, t, locale } = ctx.state;
    const user = requireUser(ctx.state);
    const show = (await listShows(kv)).find((s) => s.key === ctx.url.searchParams.get("show"));
    if (!show) throw new HttpError(404, "shows.errors.show_not_found");
    const values = await formValues(req);
    if (textValue(values, "action") === "remind") {
      const { sent, skipped } = await remindStores(
        kv,
        ctx.state.config,
        show,
        textValue(values, "store"),
        user,
      );
      const q = new URLSearchParams(ctx.url.searchParams);
      q.set("done", "reminded");
      q.set("stores", sent.join(" "));
      q.set("skipped", skipped.join(" "));
      return seeOther(`/head-office/showcloud-booking-reports?${q}`);
    }
    if (textValue(values, "action") === "review") {
      try {
        const order = await reviewOrder(kv, user, "show", reviewInput(values));
        const q = new URLSearchParams(ctx.url.searchParams);
        q.set("done", order.state);
        q.set("po", order.po_number);
        return seeOther(`/head-office/showcloud-booking-reports?${q}`);
      } catch (e) {
        if (!(e instanceof StaleReview)) throw e;
        return page(ctx, { notice: null, error: { key: e.key, vars: e.vars } }, 409);
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
    const name = `${show.key}-${vendor}`;
    return format === "csv"
      ? vendorCsv(rows, t, name, locale)
      : await vendorXlsx(rows, t, name, locale);
  },
};

export default function BookingReport({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { show } = data;
  const link = (params: Record<string, string>) => {
    const q = new URLSearchParams({ show: show?.key ?? "", by: data.by, ...params });
    return `/head-office/showcloud-booking-reports?${q}`;
  };
  return (
    <>
      <PageHeader
        title={pageTitle("ho_showcloud_booking_reports", t)}
        crumbs={crumbsFor("ho_showcloud_booking_reports", t)}
        appName={t("common.app_name")}
      />
      <nav class="tabs" aria-label={t("shows.show")}>
        {data.shows.map((s) => (
          <a
            key={s.key}
            href={link({ show: s.key })}
            aria-current={s.key === show?.key ? "page" : undefined}
          >
            {inLocale(s.name, locale)}
          </a>
        ))}
      </nav>
      <nav class="tabs" aria-label={t("shows.report.group_by")}>
        {DIMENSIONS.map((d) => (
          <a key={d} href={link({ by: d })} aria-current={d === data.by ? "page" : undefined}>
            {t(`shows.report.by_${d}`)}
          </a>
        ))}
      </nav>
      {data.notice && (
        <p class="notice" role="status" data-notice>{t(data.notice.key, data.notice.vars)}</p>
      )}
      {data.error && (
        <p class="error" role="alert" data-form-error>{t(data.error.key, data.error.vars)}</p>
      )}
      {!show ? <p>{t("shows.none_open")}</p> : (
        <>
          <p data-report-total data-units={data.total.units} data-cost={data.total.cost}>
            {t("shows.report.total", { orders: data.total.orders, units: data.total.units })}{" "}
            <strong>{money(data.total.cost, locale)}</strong> ({t("shows.order.retail_total", {
              retail: money(data.total.retail, locale),
            })})
          </p>
          <DataTable
            id="bookings"
            columns={bookingColumns(t, locale, data.by, data.names)}
            rows={data.rows}
            url={url}
            t={t}
            empty={t("shows.report.none")}
            rowAttrs={(r) => ({ "data-key": r.key })}
          />
          <h2>{t("shows.report.missing_title")}</h2>
          <p class="hint">
            {data.previous
              ? t("shows.report.missing_hint", { previous: inLocale(data.previous.name, locale) })
              : t("shows.report.no_previous")}
          </p>
          {data.open && data.missing.length > 0 && (
            <form method="post" class="inline">
              <input type="hidden" name="action" value="remind" />
              <button type="submit" name="store" value="all" class="secondary" data-remind-all>
                {t("shows.reminder.remind_all", {
                  count: new Set(data.missing.map((m) => m.store)).size,
                })}
              </button>
            </form>
          )}
          <DataTable
            id="not-booked"
            columns={missingColumns(t, locale, data.names, data.reminded, data.open)}
            rows={data.missing}
            url={url}
            t={t}
            empty={t("shows.report.all_booked")}
            rowAttrs={(r) => ({ "data-missing": `${r.store}-${r.vendor}` })}
          />
          {data.booked.length > 0 && (
            <BookedOrders orders={data.booked} names={data.names} t={t} locale={locale} />
          )}
          {data.vendors.length > 0 && (
            <VendorExports
              show={show.key}
              vendors={data.vendors}
              sent={data.sent}
              t={t}
              locale={locale}
            />
          )}
        </>
      )}
    </>
  );
}
