// The data behind components/DataTable.tsx: columns defined once and used for the HTML table,
// its sort links and its CSV download, so the CSV holds exactly the rows and columns shown.
// State lives in the query string (works without JavaScript, a link can be shared):
//   ?table=<id>&sort=<column>&dir=asc|desc&page=<n>   and   ?table=<id>&format=csv
// `table` says which table of the page the other parameters are for.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import type { Locale } from "../i18n/locales.ts";
import { z } from "zod";
import { csvCell, csvTextResponse, toCsvText } from "../http/csv.ts";
import { type QueryProblem, readQuery } from "../http/errors.ts";

export type CellValue = string | number | boolean | null | undefined;

export interface Column<R> {
  key: string;
  label: string;
  /** What the column's figure means, shown on hover over its header. */
  title?: string;
  /** A number: right-aligned, tabular figures. */
  num?: boolean;
  /** Offer a sort link on the header (needs `value`). */
  sortable?: boolean;
  /** The raw value: sorting and the CSV use it (a number stays a number). */
  value?: (row: R) => CellValue;
  /** What the page shows (formatted, linked…); defaults to `value`. */
  cell?: (row: R) => ComponentChildren;
  /** The CSV text when it differs from `value` (e.g. a name for an id). */
  csv?: (row: R) => CellValue;
  /** The decimals the page shows a number with: the CSV rounds to them (a ratio 0.1234 → 0.123). */
  decimals?: number;
}

/** A sortable column of a row's value (`more`: how it shows, its CSV text, its hover title…). */
export function sortable<R>(
  key: string,
  label: string,
  value: (row: R) => CellValue,
  more: Partial<Column<R>> = {},
): Column<R> {
  return { key, label, sortable: true, value, ...more };
}

export interface TableState {
  sort: string | null;
  dir: "asc" | "desc";
  /** 1-based. */
  page: number;
}

export const DEFAULT_PAGE_SIZE = 50;

/**
 * The table's state from the URL (its defaults when the query is for another table), with the
 * values it could not use (an unknown column, a page that is no number…): those keep their
 * default and are reported (DataTable shows them above the table), never silently replaced.
 */
export function tableQuery<R>(
  url: URL,
  id: string,
  columns: Column<R>[],
  defaults: Partial<TableState> = {},
): { state: TableState; problems: QueryProblem[] } {
  const base: TableState = { sort: null, dir: "asc", page: 1, ...defaults };
  if (url.searchParams.get("table") !== id) return { state: base, problems: [] };
  const sortable = columns.filter((c) => c.sortable).map((c) => c.key);
  const schema = z.object({
    sort: (sortable.length ? z.enum(sortable as [string, ...string[]]) : z.never()).optional(),
    dir: z.enum(["asc", "desc"]).optional(),
    page: z.coerce.number().int().min(1).optional(),
  });
  const { data, problems } = readQuery(url, schema);
  return {
    state: { sort: data.sort ?? base.sort, dir: data.dir ?? base.dir, page: data.page ?? 1 },
    problems,
  };
}

/** The table's state from the URL (see tableQuery; its problems left to the page's table). */
export function tableState<R>(
  url: URL,
  id: string,
  columns: Column<R>[],
  defaults: Partial<TableState> = {},
): TableState {
  return tableQuery(url, id, columns, defaults).state;
}

function compare(a: CellValue, b: CellValue): number {
  const empty = (v: CellValue) => v === null || v === undefined || v === "";
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1; // blanks last
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}
// One collator for every comparison: localeCompare with options builds one per call.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** Rows sorted by a column (stable; blanks last in both directions). */
export function sortRows<R>(rows: R[], columns: Column<R>[], state: TableState): R[] {
  const column = columns.find((c) => c.key === state.sort);
  if (!column?.value) return rows;
  const get = column.value;
  const sign = state.dir === "desc" ? -1 : 1;
  return rows
    .map((row, i) => ({ row, i, v: get(row) }))
    .sort((a, b) => {
      const blankA = a.v === null || a.v === undefined || a.v === "";
      const blankB = b.v === null || b.v === undefined || b.v === "";
      if (blankA || blankB) return blankA === blankB ? a.i - b.i : blankA ? 1 : -1;
      return sign * compare(a.v, b.v) || a.i - b.i;
    })
    .map((x) => x.row);
}

export interface TablePage<R> {
  rows: R[];
  page: number;
  pages: number;
  total: number;
}

/** One page of rows (a page past the end shows the last page). */
export function pageOf<R>(rows: R[], page: number, pageSize = DEFAULT_PAGE_SIZE): TablePage<R> {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pages,
    total: rows.length,
  };
}

/** A link to this page with the table's parameters changed (others kept). */
export function tableHref(url: URL, id: string, change: Record<string, string | null>): string {
  return tableHrefs(url, id)(change);
}

/** tableHref for many links of one table: the query is read once. */
export function tableHrefs(
  url: URL,
  id: string,
): (change: Record<string, string | null>) => string {
  const base = new URLSearchParams(url.search);
  if (base.get("table") !== id) {
    for (const name of ["sort", "dir", "page", "format"]) base.delete(name);
  }
  base.set("table", id);
  return (change) => {
    const query = new URLSearchParams(base);
    for (const [k, v] of Object.entries(change)) {
      if (v === null) query.delete(k);
      else query.set(k, v);
    }
    return `${url.pathname}?${query}`;
  };
}

/** One CSV field through the portal's one CSV writer (lib/http/csv.ts). */
export function csvField(value: CellValue, options: { locale?: string; decimals?: number } = {}) {
  return csvCell(value, options);
}

/** The rows as CSV through the same columns (header = labels; CRLF line ends). */
export function toCsv<R>(columns: Column<R>[], rows: R[], locale?: string): string {
  const cols = columns.filter((c) => c.value || c.csv);
  return toCsvText(
    [cols.map((c) => c.label), ...rows.map((row) => cols.map((c) => (c.csv ?? c.value)!(row)))],
    { locale, decimals: [...cols.map((c) => c.decimals)] },
  );
}

/**
 * The CSV download when the URL asks for this table as CSV (`?table=id&format=csv`), else null.
 * All rows, in the table's current sort order, in the page's language (`options.locale`: fr-CA
 * writes ";" and decimal commas).
 */
export function csvResponseFor<R>(
  url: URL,
  id: string,
  columns: Column<R>[],
  rows: R[],
  filename: string,
  options: Partial<TableState> & { locale?: string } = {},
): Response | null {
  if (url.searchParams.get("table") !== id || url.searchParams.get("format") !== "csv") return null;
  const { locale, ...defaults } = options;
  const sorted = sortRows(rows, columns, tableState(url, id, columns, defaults));
  return csvTextResponse(toCsv(columns, sorted, locale), filename);
}

/** The CSV of whichever of a page's tables the URL asks for (csvResponseFor each), else null. */
export function tablesCsv<R>(
  url: URL,
  locale: string,
  tables: { id: string; columns: Column<R>[]; rows: R[]; defaults?: Partial<TableState> }[],
  file: string,
): Response | null {
  for (const { id, columns, rows, defaults } of tables) {
    const csv = csvResponseFor(url, id, columns, rows, `${file}-${id}`, { ...defaults, locale });
    if (csv) return csv;
  }
  return null;
}

/**
 * One table of a page, defined once for the page's DataTable (`tableProps`) and for its CSV answer
 * (`csvFor`/`csvOrRender`): the id the query names it by, its columns in the page's language and
 * its default sort.
 */
export interface TableSpec<R> {
  id: string;
  columns: (t: TFunction, locale: Locale) => Column<R>[];
  defaults?: Partial<TableState>;
}

/** The DataTable props a spec stands for: `<DataTable {...tableProps(SPEC, t, locale)} … />`. */
export function tableProps<R>(spec: TableSpec<R>, t: TFunction, locale: Locale) {
  return { id: spec.id, columns: spec.columns(t, locale), defaults: spec.defaults, t };
}

/** The CSV of a spec's table when the URL asks for it (named `file`.csv, the id by default), else null. */
export function csvFor<R>(
  url: URL,
  state: { t: TFunction; locale: Locale },
  spec: TableSpec<R>,
  rows: R[],
  file: string = spec.id,
): Response | null {
  const { t, locale } = state;
  return csvResponseFor(url, spec.id, spec.columns(t, locale), rows, file, {
    ...spec.defaults,
    locale,
  });
}

/** A GET that answers the table's CSV when asked and renders the page otherwise. */
export function csvOrRender<R, D>(
  ctx: {
    url: URL;
    state: { t: TFunction; locale: Locale };
    render(data: D): Response | Promise<Response>;
  },
  data: D,
  spec: TableSpec<R>,
  rows: R[],
  file?: string,
): Response | Promise<Response> {
  return csvFor(ctx.url, ctx.state, spec, rows, file) ?? ctx.render(data);
}
