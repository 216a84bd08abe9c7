// The handler of an admin list page: one DataTable of rows loaded per request, answered as the
// page or, when the URL asks (?table=<id>&format=csv), as the CSV of the same columns in the
// table's current sort. recent-visits, response-times and client-errors are this and their columns.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../i18n/locales.ts";
import { csvFor, csvOrRender, type TableSpec } from "../forms/table.ts";

export interface ListTable<R> extends TableSpec<R> {
  /** The CSV download's file name (without extension). */
  filename: string;
}

/** The visits /admin/recent-visits reads (newest first). */
export const VISIT_LIMIT = 200;
/** The hours /admin/response-times summarises. */
export const WINDOW_HOURS = 24;

/** One of a page's several tables: its rows and the name of its CSV. */
export interface PageTable<R> {
  spec: TableSpec<R>;
  rows: R[];
  file: string;
}

/** The CSV of whichever of a page's tables the URL asks for, else null. */
export function csvOfTables<R>(
  url: URL,
  state: { t: TFunction; locale: Locale },
  tables: PageTable<R>[],
): Response | null {
  for (const { spec, rows, file } of tables) {
    const csv = csvFor(url, state, spec, rows, file);
    if (csv) return csv;
  }
  return null;
}

export function listHandler<R>(
  table: ListTable<R>,
  load: (kv: Deno.Kv) => Promise<R[]>,
): Handlers<R[], PortalState> {
  return {
    async GET(_req, ctx) {
      const rows = await load(ctx.state.kv);
      return csvOrRender(ctx, rows, table, rows, table.filename);
    },
  };
}
