// The changes a step would make, each field before → after, where they apply: inside the bulk
// edit's apply form and inside a sync plan product's toggle. Not a DataTable: every row listed is
// what applies, in the order it applies, with no sorting, paging or CSV of its own.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";

export interface BeforeAfterRow {
  /** The row's data-* attributes (tests and scripts find a change by them). */
  attrs: Record<string, string>;
  /** The cells before the two values (what changes: a style, a field…). */
  what: ComponentChildren[];
  before: ComponentChildren;
  after: ComponentChildren;
}

export function BeforeAfterTable(
  { t, heads, rows, compact = false, valueLang }: {
    t: TFunction;
    /** The headers of the `what` cells. */
    heads: string[];
    rows: BeforeAfterRow[];
    /** A small table inside another block (a sync plan's toggle): no scroll box, no phone labels. */
    compact?: boolean;
    /** The values' language when it is not the page's ("" for data in whichever language). */
    valueLang?: string;
  },
) {
  const [before, after] = [t("marketing.changes.before"), t("marketing.changes.after")];
  // on a phone each row is a card whose cells are labelled by their headers (data-label); a
  // compact table leaves them out, its hundreds of cells in a sync plan would weigh on the page
  const label = (text: string) => compact ? undefined : text;
  const table = (
    <table class={compact ? "data-table compact" : "data-table"}>
      <thead>
        <tr>
          {[...heads, before, after].map((h) => <th key={h} scope="col">{h}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr {...r.attrs}>
            {r.what.map((cell, i) => <td key={i} data-label={label(heads[i])}>{cell}</td>)}
            <td class="before" lang={valueLang} data-label={label(before)}>
              {compact ? r.before : <del>{r.before}</del>}
            </td>
            <td class="after" lang={valueLang} data-label={label(after)}>{r.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return compact ? table : <div class="table-wrap">{table}</div>;
}
