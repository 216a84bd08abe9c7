// Sorting of the sales routes' tables from the query. A sort or direction the tables do not know
// is reported (QueryNotice), never silently replaced by the default.
import { z } from "zod";
import { type QueryProblem, readQuery } from "../http/errors.ts";
import { type Row, SORT_KEYS, type SortKey, sortRows } from "./dashboards.ts";

export interface Sorting {
  table: string | null;
  sort: SortKey;
  dir: "asc" | "desc";
  /** Values of the address that could not be used (shown at the tables). */
  problems: QueryProblem[];
}

const SortQuery = z.object({
  table: z.string().max(40).optional(),
  sort: z.enum(SORT_KEYS as [SortKey, ...SortKey[]]).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
});

export function sortingFrom(url: URL): Sorting {
  const { data, problems } = readQuery(url, SortQuery);
  return {
    table: data.table ?? null,
    sort: data.sort ?? "sales",
    dir: data.dir ?? "desc",
    problems,
  };
}

/** Sorts a table's rows when the query targets it, else by sales, descending. */
export function sortTable(rows: Row[], id: string, sorting: Sorting): Row[] {
  return sorting.table === id
    ? sortRows(rows, sorting.sort, sorting.dir)
    : sortRows(rows, "sales", "desc");
}
