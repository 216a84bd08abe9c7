// Columns the head-office tables share: counts that are a row's own numeric fields, each sortable
// and labelled by its key under one locale prefix (ATP figures, adoption counts, web sales), and
// dates that sort by their ISO text and show in the page's language.
import type { CellValue, Column } from "../forms/table.ts";
import type { Translate } from "../i18n/validation.ts";

/** One sortable, right-aligned column per key: `t(`${prefix}.${key}`)` over `row[key]`. */
export function countColumns<R>(
  t: Translate,
  prefix: string,
  keys: readonly (keyof R & string)[],
): Column<R>[] {
  return keys.map((key) => ({
    key,
    label: t(`${prefix}.${key}`),
    num: true,
    sortable: true,
    value: (r: R) => r[key] as CellValue,
  }));
}

/**
 * A sortable date column: sorted and exported by the ISO date or time, shown by `format` in the
 * page's language, "—" where a row has none.
 */
export function dateColumn<R>(
  key: string,
  label: string,
  get: (row: R) => string | null,
  format: (iso: string) => string,
): Column<R> {
  return {
    key,
    label,
    sortable: true,
    value: (r) => get(r) ?? "",
    cell: (r) => {
      const iso = get(r);
      return iso ? format(iso) : "—";
    },
  };
}
