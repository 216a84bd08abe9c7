// Columns of the payout list and of a payout statement: the page, its CSV and its Excel file.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import type { LedgerEntry, Payout } from "../../lib/fulfillment_accounting/schema.ts";
import { entryLabel, money } from "./shared.tsx";
import { basisText } from "../../lib/fulfillment_accounting/basis.ts";
import { DataTable } from "../DataTable.tsx";
import { moneyColumn, numeric, sortable } from "../fulfillment/columns.tsx";

export function payoutHref(p: Payout): string {
  return `/fulfillment/admin/accounting/payouts/${p.env}/${encodeURIComponent(p.number)}`;
}

/** The payouts of every store, named (their CSV and Excel file: dollars). */
export const payoutsTable = (names: Record<number, string>): TableSpec<Payout> => ({
  id: "payouts",
  columns: (t, locale) => payoutColumns(t, locale, names),
});

export function payoutColumns(
  t: TFunction,
  locale: Locale,
  names: Record<number, string>,
): Column<Payout>[] {
  return [
    sortable("number", t("fulfillment_accounting.payout"), (p) => p.number, {
      cell: (p) => <a href={payoutHref(p)}>{p.number}</a>,
    }),
    sortable("store", t("fulfillment_accounting.store"), (p) => p.store, {
      cell: (p) => `${p.store} · ${names[p.store] ?? ""}`,
    }),
    sortable("period_end", t("fulfillment_accounting.period_end"), (p) => p.period_end),
    sortable(
      "state",
      t("fulfillment_accounting.status"),
      (p) => t(`fulfillment_accounting.payout_states.${p.state}`),
    ),
    { key: "count", label: t("fulfillment_accounting.lines"), num: true, value: (p) => p.count },
    numeric("total", t("fulfillment_accounting.total"), (p) => p.total_cents / 100, {
      cell: (p) => money(p.total_cents, locale),
    }),
  ];
}

export function lineColumns(t: TFunction, locale: Locale): Column<LedgerEntry>[] {
  return [
    {
      key: "date",
      label: t("fulfillment_accounting.date"),
      value: (e) => e.event_at.slice(0, 10),
      cell: (e) => formatDate(e.event_at, locale),
    },
    { key: "order", label: t("fulfillment_accounting.order"), value: (e) => e.order_number },
    { key: "what", label: t("fulfillment_accounting.what"), value: (e) => entryLabel(e, t) },
    ...basisAndAmount(t, locale),
    { key: "entry", label: t("fulfillment_accounting.entry"), value: (e) => e.id },
  ];
}

/** A payout's lines (a statement's table, its CSV and Excel file; a store's payout on its page). */
export const PAYOUT_LINES: TableSpec<LedgerEntry> = { id: "lines", columns: lineColumns };

/** What a ledger entry was computed from, and its amount (dollars in the CSV and Excel file). */
export function basisAndAmount(t: TFunction, locale: Locale): Column<LedgerEntry>[] {
  return [
    {
      key: "basis",
      label: t("fulfillment_accounting.basis"),
      value: (e) => basisText(e.basis, locale),
    },
    moneyColumn("amount", t("fulfillment_accounting.amount"), (e) => e.amount_cents, locale),
  ];
}

/** A payout's lines, one table on the statement and on the store's page: not paginated, since a
 * statement is read (and printed) whole. */
export function PayoutLines(
  { lines, url, t, locale }: { lines: LedgerEntry[]; url: URL; t: TFunction; locale: Locale },
) {
  return (
    <DataTable
      {...tableProps(PAYOUT_LINES, t, locale)}
      rows={lines}
      url={url}
      pageSize={0}
      rowAttrs={(e) => ({ "data-entry": e.id })}
    />
  );
}
