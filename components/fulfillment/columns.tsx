// How the fulfillment, accounting and quote pages write a table's columns (lib/forms/table.ts):
// most sort by their raw value (which also fills the CSV), numbers right-aligned. One call per
// column instead of an object literal repeating the same four properties.
import { type CellValue, type Column, sortable } from "../../lib/forms/table.ts";

import type { Locale } from "../../lib/i18n/locales.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";

// The shared sortable column (lib/forms/table.ts), re-exported beside this area's builders.
export { sortable };

/** A sortable number: right-aligned, tabular figures. */
export function numeric<R>(
  key: string,
  label: string,
  value: (row: R) => CellValue,
  more: Partial<Column<R>> = {},
): Column<R> {
  return sortable(key, label, value, { num: true, ...more });
}

/** A record's state as a pill (sorted and written to the CSV by its name). */
export function stateColumn<R>(
  key: string,
  label: string,
  state: (row: R) => string,
  name: (state: string) => string,
): Column<R> {
  return sortable(key, label, (r) => name(state(r)), {
    cell: (r) => <span class="pill" data-state={state(r)}>{name(state(r))}</span>,
  });
}

/** A sortable amount of money kept in cents: dollars (2 decimals) in the CSV, currency on the page. */
export function moneyColumn<R>(
  key: string,
  label: string,
  cents: (r: R) => number,
  locale: Locale,
): Column<R> {
  return numeric(key, label, (r) => cents(r) / 100, {
    decimals: 2,
    cell: (r) => formatCurrency(cents(r) / 100, locale),
  });
}
