// The header cells of a hand-written table (an order's lines, a form whose rows are inputs: the
// tables that are not DataTables), from their label keys in order; the number columns' labels
// are right-aligned like their figures.
import type { TFunction } from "i18next";

export function HeadCells(
  { t, keys, num = [] }: {
    t: TFunction;
    /** The label keys, in column order. */
    keys: string[];
    /** The keys of the columns that hold numbers. */
    num?: string[];
  },
) {
  return (
    <>
      {keys.map((key) => <th key={key} class={num.includes(key) ? "num" : undefined}>{t(key)}</th>)}
    </>
  );
}
