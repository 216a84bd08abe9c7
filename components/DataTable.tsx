// The shared table of every list page: headers that sort by link (?table=id&sort=…&dir=…), pages
// of `pageSize` rows, numbers right-aligned with tabular figures, a CSV link giving the same rows
// through the same columns (lib/forms/table.ts; the route answers it with csvResponseFor), and on a
// phone each row becomes a small card labelled by its headers (static/styles.css, .data-table).
// Server-rendered, no JavaScript. Texts arrive translated (`t`).
import type { ComponentChildren } from "preact";
import type { Translate } from "../lib/i18n/validation.ts";
import {
  type Column,
  DEFAULT_PAGE_SIZE,
  pageOf,
  sortRows,
  tableHrefs,
  tableQuery,
  type TableState,
} from "../lib/forms/table.ts";
import { QueryNotice } from "./QueryNotice.tsx";

export type { Column } from "../lib/forms/table.ts";

export interface DataTableProps<R> {
  /** Unique on the page: the query string and the anchor name the table by it. */
  id: string;
  columns: Column<R>[];
  rows: R[];
  url: URL;
  t: Translate;
  caption?: string;
  /** Initial sort when the query says nothing. */
  defaults?: Partial<TableState>;
  /** Rows per page; 0 shows every row (the caller pages, e.g. with a KV cursor: see `pager`). */
  pageSize?: number;
  /** Offer the CSV link (default true). */
  csv?: boolean;
  /** The caller's own pager (used with pageSize 0). */
  pager?: ComponentChildren;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /** Extra attributes of each row (data-* for tests and scripts). */
  rowAttrs?: (row: R) => Record<string, string>;
  /** Extra attributes of the table element. */
  tableAttrs?: Record<string, string>;
}

function display<R>(column: Column<R>, row: R): ComponentChildren {
  if (column.cell) return column.cell(row);
  const value = column.value?.(row);
  return value === null || value === undefined ? "" : String(value);
}

export function DataTable<R>(props: DataTableProps<R>) {
  const { id, columns, rows, url, t, caption, defaults, csv = true } = props;
  const pageSize = props.pageSize ?? DEFAULT_PAGE_SIZE;
  const { state, problems } = tableQuery(url, id, columns, defaults);
  const notice = (
    <QueryNotice
      problems={problems}
      t={t}
      labels={{
        sort: t("tables.params.sort"),
        dir: t("tables.params.dir"),
        page: t("tables.params.page"),
      }}
    />
  );
  if (rows.length === 0) {
    return (
      <>
        {notice}
        <p data-empty-table={id}>{props.empty ?? t("tables.empty")}</p>
      </>
    );
  }
  const sorted = sortRows(rows, columns, state);
  const page = pageSize > 0
    ? pageOf(sorted, state.page, pageSize)
    : { rows: sorted, page: 1, pages: 1, total: sorted.length };
  // tableHref's links from one copy of the query, not a parsed URL per header (a measurable
  // share of a list page)
  const href = tableHrefs(url, id);
  const sortHref = (key: string) => {
    const dir = state.sort === key && state.dir === "asc" ? "desc" : "asc";
    return `${href({ sort: key, dir, page: null, format: null })}#${id}`;
  };
  const pageHref = (n: number) =>
    `${
      href({
        sort: state.sort,
        dir: state.sort ? state.dir : null,
        page: n === 1 ? null : String(n),
        format: null,
      })
    }#${id}`;
  return (
    <div class="data-table-block" id={id}>
      {notice}
      <div class="table-wrap">
        <table class="data-table" {...props.tableAttrs}>
          {caption && <caption>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((c) => {
                const active = state.sort === c.key;
                return (
                  <th
                    scope="col"
                    class={c.num ? "num" : undefined}
                    title={c.title}
                    aria-sort={active
                      ? (state.dir === "asc" ? "ascending" : "descending")
                      : undefined}
                  >
                    {c.sortable && c.value
                      ? (
                        <a href={sortHref(c.key)} rel="nofollow">
                          {c.label}
                          {active ? (state.dir === "asc" ? " ▲" : " ▼") : ""}
                        </a>
                      )
                      : c.label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr {...props.rowAttrs?.(row)}>
                {columns.map((c) => (
                  <td class={c.num ? "num" : undefined} data-label={c.label}>{display(c, row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav class="pager" aria-label={t("tables.pages")}>
        {page.page > 1 && <a href={pageHref(page.page - 1)} rel="prev">{t("tables.previous")}</a>}
        {page.pages > 1 && (
          <span class="muted">{t("tables.page_of", { page: page.page, pages: page.pages })}</span>
        )}
        {page.page < page.pages && (
          <a href={pageHref(page.page + 1)} rel="next">{t("tables.next")}</a>
        )}
        {props.pager}
        {csv && (
          <a
            href={href({ format: "csv", page: null })}
            download
            data-csv-link
            rel="nofollow"
          >
            {t("tables.csv")}
          </a>
        )}
        <span class="muted">{t("tables.rows", { count: page.total })}</span>
      </nav>
    </div>
  );
}

export default DataTable;
