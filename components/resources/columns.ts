// Column builders of the resources and scan-pal tables (lib/forms/table.ts Column): a column named
// once with what it sorts by, plus what differs.
import type { CellValue, Column } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { torontoTime } from "../../lib/scanner/count_view.ts";

/** A sortable column: `value` sorts it and fills the CSV (and the cell unless `more.cell`). */
export function sortable<R>(
  key: string,
  label: string,
  value: (row: R) => CellValue,
  more: Partial<Column<R>> = {},
): Column<R> {
  return { key, label, sortable: true, value, ...more };
}

/** A sortable count: right-aligned, the locale's digits on the page, the number in the CSV. */
export function countColumn<R>(
  key: string,
  label: string,
  locale: Locale,
  get: (row: R) => number,
): Column<R> {
  return sortable(key, label, get, { num: true, cell: (r) => formatNumber(get(r), locale) });
}

/** A sortable moment: the locale's date and time on the page, Toronto's clock in the CSV. */
export function timeColumn<R>(
  key: string,
  label: string,
  locale: Locale,
  get: (row: R) => string,
): Column<R> {
  return sortable(key, label, get, {
    cell: (r) => formatDateTime(get(r), locale),
    csv: (r) => torontoTime(get(r)),
  });
}
