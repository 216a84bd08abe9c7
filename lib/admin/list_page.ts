// The handler of an admin list page: one DataTable of rows loaded per request, answered as the
// page or, when the URL asks (?table=<id>&format=csv), as the CSV of the same columns in the
// table's current sort. recent-visits, response-times and client-errors are this and their columns.
import type { Handlers } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../i18n/locales.ts";
import type { PortalState } from "../state.ts";
import { type Column, csvResponseFor, type TableState } from "../forms/table.ts";

export interface ListTable<R> {
  /** The table's id on the page (query string, anchor). */
  id: string;
  /** The CSV download's file name (without extension). */
  filename: string;
  /** Initial sort. */
  defaults: Partial<TableState>;
  columns: (t: TFunction, locale: Locale) => Column<R>[];
}

export function listHandler<R>(
  table: ListTable<R>,
  load: (kv: Deno.Kv) => Promise<R[]>,
): Handlers<R[], PortalState> {
  return {
    async GET(_req, ctx) {
      const rows = await load(ctx.state.kv);
      const { t, locale } = ctx.state;
      return csvResponseFor(ctx.url, table.id, table.columns(t, locale), rows, table.filename, {
        ...table.defaults,
        locale,
      }) ?? ctx.render(rows);
    },
  };
}
