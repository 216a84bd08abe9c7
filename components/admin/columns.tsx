// Column kinds the admin tables share (lib/forms/table.ts): a sortable number, right-aligned, and
// a sortable text shown as code (paths, keys, barcodes, route patterns).
import type { ComponentChildren } from "preact";
import type { Column } from "../../lib/forms/table.ts";

/** A sortable number; `cell` shows it otherwise (with a unit, formatted) when given. */
export function numberColumn<R>(
  key: string,
  label: string,
  value: (row: R) => number,
  cell?: (row: R) => ComponentChildren,
): Column<R> {
  return cell
    ? { key, label, num: true, sortable: true, value, cell }
    : { key, label, num: true, sortable: true, value };
}

/** A sortable text shown as code; `blank` stands for an empty one. */
export function codeColumn<R>(
  key: string,
  label: string,
  value: (row: R) => string,
  blank = "",
): Column<R> {
  return { key, label, sortable: true, value, cell: (row) => <code>{value(row) || blank}</code> };
}
