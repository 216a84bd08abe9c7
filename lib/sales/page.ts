// Sorting of the sales routes' tables from the query.
import { type Row, SORT_KEYS, type SortKey, sortRows } from "./dashboards.ts";

export interface Sorting {
  table: string | null;
  sort: SortKey;
  dir: "asc" | "desc";
}

export function sortingFrom(url: URL): Sorting {
  const sort = url.searchParams.get("sort") as SortKey;
  return {
    table: url.searchParams.get("table"),
    sort: SORT_KEYS.includes(sort) ? sort : "sales",
    dir: url.searchParams.get("dir") === "asc" ? "asc" : "desc",
  };
}

/** Sorts a table's rows when the query targets it, else by sales, descending. */
export function sortTable(rows: Row[], id: string, sorting: Sorting): Row[] {
  return sorting.table === id
    ? sortRows(rows, sorting.sort, sorting.dir)
    : sortRows(rows, "sales", "desc");
}
