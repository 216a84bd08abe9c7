// The head of a hand-written table (an order's lines, a form whose rows are inputs: the tables
// that are not DataTables): its cells from their label keys in order; the number columns' labels
// are right-aligned like their figures.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";

function HeadCells(
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

/** The whole head of such a table: one row of the labelled cells, between `first` and `last`. */
export function TableHead(
  { first, last, ...cells }: Parameters<typeof HeadCells>[0] & {
    first?: ComponentChildren;
    last?: ComponentChildren;
  },
) {
  return (
    <thead>
      <tr>
        {first}
        <HeadCells {...cells} />
        {last}
      </tr>
    </thead>
  );
}
