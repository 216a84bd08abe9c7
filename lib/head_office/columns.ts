// Columns the head-office tables share: counts that are a row's own numeric fields, each sortable
// and labelled by its key under one locale prefix (ATP figures, adoption counts, web sales).
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
