// /scan-pal/lists: the count lists of the user's stores, one list's totals (?list=ID), and the
// form that creates a list (read through lib/forms: errors by field, typing kept).
import type { PortalState } from "../state.ts";
import { type FieldErrors, type FormValues, readForm, seeOther } from "../forms/mod.ts";
import { type CountList, ListInput } from "./schema.ts";
import { createList, linesOf, listsOf } from "./store.ts";
import { type CountRow, countRows } from "./count_view.ts";
import { listOfUser, scannerStores } from "./access.ts";

export interface ListsData {
  lists: CountList[];
  stores: number[];
  open: { list: CountList; lines: CountRow[] } | null;
  form: FormValues;
  errors: FieldErrors;
}

export async function loadLists(state: PortalState, url: URL): Promise<ListsData> {
  const stores = scannerStores(state.user!);
  const lists = await listsOf(state.kv, stores);
  const id = url.searchParams.get("list");
  let open: ListsData["open"] = null;
  if (id) {
    const list = await listOfUser(state.kv, state.user!, id);
    const lines = (await linesOf(state.kv, id)).sort((a, b) => a.code.localeCompare(b.code));
    open = { list, lines: await countRows(state.kv, list, lines, state.locale) };
  }
  return { stores, lists, open, form: { store: String(stores[0] ?? ""), name: "" }, errors: {} };
}

/** Creates a list at one of the user's stores: a redirect to count into it, or the refusal. */
export async function createListAction(
  state: PortalState,
  req: Request,
  page: ListsData,
): Promise<Response | ListsData> {
  const read = await readForm(req, ListInput, { t: state.t });
  const errors = read.ok
    ? page.stores.includes(read.data.store) ? {} : { store: state.t("scanner.errors.store") }
    : read.errors;
  if (!read.ok || Object.keys(errors).length > 0) {
    return { ...page, open: null, form: read.values, errors };
  }
  const list = await createList(state.kv, read.data, state.user!.id);
  return seeOther(`/scan-pal?list=${list.id}`);
}
