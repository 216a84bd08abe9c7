// The columns of the show booking report's tables (routes/head-office/showcloud-booking-reports):
// the bookings grouped by vendor, store or category, and the "Not booked yet" list with each
// store's last reminder and, while the show takes orders, a button to remind it. Vendors show by
// name (the number on hover); the CSVs keep the numbers.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { Column } from "../../lib/forms/table.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { personName } from "../../lib/nav/labels.ts";
import type { BookingRow, Dimension, MissingBooking } from "../../lib/shows/report.ts";
import type { Reminded } from "../../lib/specials/reminders.ts";
import { Vendor } from "../Vendor.tsx";

export const money = (c: number, locale: Locale) => formatCurrency(c / 100, locale);

export function bookingColumns(
  t: TFunction,
  locale: Locale,
  by: Dimension,
  names: Record<string, string>,
) {
  // A vendor is shown by name (its number on hover; the CSV keeps the number); a store or a
  // category by its number beside its name.
  const cols: Column<BookingRow>[] = [
    {
      key: "key",
      label: t(`shows.report.by_${by}`),
      sortable: true,
      value: (r) => r.key,
      cell: by === "vendor" ? (r) => <Vendor code={r.key} /> : undefined,
    },
    ...(by === "vendor" ? [] : [{
      key: "name",
      label: t("shows.report.name"),
      sortable: true,
      value: (r: BookingRow) => names[`${by}:${r.key}`] ?? "",
    }]),
    {
      key: "orders",
      label: t("shows.report.orders"),
      num: true,
      sortable: true,
      value: (r) => r.orders,
    },
    {
      key: "units",
      label: t("shows.order.units"),
      num: true,
      sortable: true,
      value: (r) => r.units,
    },
    {
      key: "cost",
      label: t("shows.order.cost"),
      num: true,
      sortable: true,
      value: (r) => r.cost,
      cell: (r) => money(r.cost, locale),
      csv: (r) => (r.cost / 100).toFixed(2),
    },
    {
      key: "retail",
      label: t("shows.book.retail"),
      num: true,
      sortable: true,
      value: (r) => r.retail,
      cell: (r) => money(r.retail, locale),
      csv: (r) => (r.retail / 100).toFixed(2),
    },
  ];
  return cols;
}

export function missingColumns(
  t: TFunction,
  locale: Locale,
  names: Record<string, string>,
  reminded: Record<number, Reminded>,
  open: boolean,
) {
  const cols: Column<MissingBooking>[] = [
    { key: "store", label: t("shows.store"), num: true, sortable: true, value: (r) => r.store },
    {
      key: "store_name",
      label: t("shows.report.name"),
      value: (r) => names[`store:${r.store}`] ?? "",
    },
    {
      key: "vendor",
      label: t("shows.vendor"),
      sortable: true,
      value: (r) => names[`vendor:${r.vendor}`] ?? r.vendor,
      cell: (r) => <Vendor code={r.vendor} />,
    },
    {
      key: "units",
      label: t("shows.report.last_units"),
      num: true,
      sortable: true,
      value: (r) => r.units,
    },
    {
      key: "cost",
      label: t("shows.report.last_cost"),
      num: true,
      sortable: true,
      value: (r) => r.cost,
      cell: (r) => money(r.cost, locale),
      csv: (r) => (r.cost / 100).toFixed(2),
    },
    {
      key: "reminded",
      label: t("shows.reminder.last"),
      value: (r) => reminded[r.store]?.at ?? "",
      cell: (r) => {
        const last = reminded[r.store];
        return last
          ? t("shows.reminder.reminded_by", {
            at: formatDateTime(last.at, locale),
            by: personName(last.by),
          })
          : "—";
      },
    },
  ];
  // A reminder goes to the store (every vendor it has not booked yet), only while it can order.
  if (open) {
    cols.push({
      key: "remind",
      label: t("orders.review.action"),
      cell: (r) => (
        <form method="post" class="inline">
          <input type="hidden" name="action" value="remind" />
          <button
            type="submit"
            name="store"
            value={r.store}
            class="secondary"
            data-remind={r.store}
          >
            {t("shows.reminder.remind")}
          </button>
        </form>
      ),
    });
  }
  return cols;
}
