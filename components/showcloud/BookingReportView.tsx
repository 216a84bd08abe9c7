// /head-office/showcloud-booking-reports: the show and grouping tabs, the bookings table with the
// ledger's totals, the stores not booked yet (with reminders while the show takes orders), the
// booked POs and the vendors' exports. `bookingReportCsv` answers the two tables' CSV links.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { BOOKING_REPORTS, type BookingReportData } from "../../lib/shows/booking_report_page.ts";
import { DIMENSIONS } from "../../lib/shows/report.ts";
import { DataTable } from "../DataTable.tsx";
import { BookedOrders } from "./BookedOrders.tsx";
import { bookingColumns, missingColumns, money } from "./BookingColumns.tsx";
import { VendorExports } from "./VendorExports.tsx";

/** The CSV of the bookings or the not-booked table the URL asks for, or null. */
export function bookingReportCsv(
  url: URL,
  data: BookingReportData,
  t: TFunction,
  locale: Locale,
): Response | null {
  const { show } = data;
  if (!show) return null;
  return csvResponseFor(
    url,
    "bookings",
    bookingColumns(t, locale, data.by, data.names),
    data.rows,
    `bookings-${show.key}-${data.by}`,
    { locale },
  ) ?? csvResponseFor(
    url,
    "not-booked",
    missingColumns(t, locale, data.names, data.reminded, false),
    data.missing,
    `not-booked-${show.key}`,
    { locale },
  );
}

export function BookingReportView(
  { data, url, t, locale }: { data: BookingReportData; url: URL; t: TFunction; locale: Locale },
) {
  const { show } = data;
  const link = (params: Record<string, string>) => {
    const q = new URLSearchParams({ show: show?.key ?? "", by: data.by, ...params });
    return `${BOOKING_REPORTS}?${q}`;
  };
  return (
    <>
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
