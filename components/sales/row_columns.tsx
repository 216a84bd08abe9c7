// The columns of the dashboards' department, vendor and item tables (lib/sales/dashboards rows):
// one definition for the member and group dashboards, the page and its CSV.
import type { TFunction } from "i18next";
import type { Row } from "../../lib/sales/dashboards.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import type { Column, TableState } from "../../lib/forms/table.ts";

/** The dashboards' tables' order when the address says nothing: by sales, highest first. */
export const BY_SALES: Partial<TableState> = { sort: "sales", dir: "desc" };

/** Cents as the CSV's currency amount. */
export const cents = (v: number | null) => v === null ? null : v / 100;

/** A sortable number column: the raw value sorts (and goes to the CSV), `show` formats it. */
export function num<R>(
  key: string,
  label: string,
  get: (r: R) => number | null,
  show: (v: number | null) => string,
  csv?: (v: number | null) => number | null,
): Column<R> {
  return {
    key,
    label,
    num: true,
    sortable: true,
    value: get,
    cell: (r) => show(get(r)),
    ...(csv ? { csv: (r: R) => csv(get(r)) } : {}),
  };
}

export function rowColumns(
  t: TFunction,
  f: Fmt,
  label: string,
  show: {
    units: boolean;
    lastYear: boolean;
    change: boolean;
    href?: (r: Row) => string | undefined;
  },
): Column<Row>[] {
  const href = show.href ?? ((r: Row) => r.href);
  const cols: Column<Row>[] = [
    {
      key: "label",
      label,
      sortable: true,
      value: (r) => r.label,
      cell: (r) => {
        const to = href(r);
        return to ? <a href={to}>{r.label}</a> : r.label;
      },
    },
    num("sales", t("dashboards.col.sales"), (r) => r.sales, (v) => f.money(v), cents),
  ];
  if (show.units) {
    cols.push(num("units", t("dashboards.col.units"), (r) => r.units, (v) => f.count(v)));
  }
  cols.push({
    ...num("margin", t("dashboards.col.margin"), (r) => r.margin, (v) => f.pct(v)),
    decimals: 3,
  });
  if (show.lastYear) {
    cols.push(
      num("ly", t("dashboards.col.last_year"), (r) => r.lastYear, (v) => f.money(v), cents),
    );
  }
  if (show.change) {
    cols.push({
      ...num("change", t("dashboards.col.change"), (r) => r.change, (v) => f.signedPct(v)),
      decimals: 3,
    });
  }
  return cols;
}

/** What a row table shows besides sales (rowColumns' `show`). */
export type RowShow = Parameters<typeof rowColumns>[3];

/**
 * The dashboards' row tables in one language: `table(id, captionKey, labelKey, show, rows)` gives
 * a DataTable's props (and its CSV's), by sales unless `defaults` says otherwise.
 */
export function rowTableFor(t: TFunction, f: Fmt) {
  return (
    id: string,
    caption: string,
    label: string,
    show: RowShow,
    rows: Row[],
    defaults: Partial<TableState> = BY_SALES,
  ) => ({ id, caption: t(caption), columns: rowColumns(t, f, t(label), show), rows, defaults });
}
