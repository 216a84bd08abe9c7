// Small helpers shared by the sales routes: the signed-in user (or 401), sorting from the query.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import type { PortalState } from "../state.ts";
import { type Row, SORT_KEYS, type SortKey, sortRows } from "./dashboards.ts";

export function requireUser(state: PortalState): User {
  if (!state.user) throw new HttpError(401, "errors.unauthorized");
  return state.user;
}

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
