// Column builders of the resources and scan-pal tables (lib/forms/table.ts Column): a column named
// once with what it sorts by, plus what differs.
import { type Column, sortable } from "../../lib/forms/table.ts";

import type { Locale } from "../../lib/i18n/locales.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { torontoTime } from "../../lib/scanner/count_view.ts";

// The shared sortable column (lib/forms/table.ts), re-exported beside this area's builders.
export { sortable };

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
