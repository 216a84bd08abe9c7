// The page of /marketing/items (its loader and the bulk edit's action): the catalogue grouped by
// style, filtered and paged, and the bulk edit of checked styles (preview, then apply at the
// versions previewed; a style changed meanwhile is previewed again, never overwritten).
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import {
  type FieldErrors,
  type FormValues,
  formValues,
  seeOther,
  validateForm,
} from "../forms/mod.ts";
import { type ItemFilters, type ItemRow, loadItemGroups, readFilters } from "./items.ts";
import type { StyleGroup } from "./item_groups.ts";
import {
  applyBulkEdit,
  BULK_ARRAYS,
  BulkEditSchema,
  planBulk,
  type StylePlan,
  versionsFrom,
} from "./bulk_edit.ts";
import { listVendors, type Vendor } from "../stores/mod.ts";

export interface ItemsPageData {
  rows: ItemRow[];
  groups: StyleGroup[];
  /** The same object while these rows are (items.ts): the key of their rendered list. */
  memo: object;
  filters: ItemFilters;
  vendors: Vendor[];
  /** The list of items instead of styles (?view=items). */
  flat: boolean;
  values: FormValues;
  errors: FieldErrors;
  /** The bulk edit's preview (POST action=preview, or a refused apply). */
  preview: StylePlan[] | null;
}

type Ctx = FreshContext<PortalState, ItemsPageData>;

export async function loadItemsPage(
  kv: Deno.Kv,
  url: URL,
  form: { values: FormValues; errors: FieldErrors; preview: StylePlan[] | null } | null = null,
): Promise<ItemsPageData> {
  const filters = readFilters(url);
  const [list, vendors] = await Promise.all([loadItemGroups(kv, filters), listVendors(kv)]);
  return {
    ...list,
    filters,
    vendors,
    // a bulk edit answers on the list of styles (its checkboxes)
    flat: !form && url.searchParams.get("view") === "items",
    values: form?.values ?? {},
    errors: form?.errors ?? {},
    preview: form?.preview ?? null,
  };
}

/** POST: preview the bulk edit of the checked styles, or apply it at the versions previewed. */
export async function postItems(req: Request, ctx: Ctx): Promise<Response> {
  const { kv, t } = ctx.state;
  const user = requireUser(ctx.state);
  const values = await formValues(req, { arrays: BULK_ARRAYS });
  const form = validateForm(values, BulkEditSchema, t);
  const again = async (errors: FieldErrors, preview: StylePlan[] | null, status: number) =>
    ctx.render(await loadItemsPage(kv, ctx.url, { values, errors, preview }), { status });
  if (!form.ok) return again(form.errors, null, 400);
  if (values.action !== "apply") return again({}, await planBulk(kv, form.data), 200);
  const result = await applyBulkEdit(kv, form.data, versionsFrom(values), user.email);
  if (result.stale.length) {
    // changed since the preview: show the fresh preview, so applying again is deliberate;
    // a style changed during the writes leaves the ones before it written: say which
    const vars = { styles: result.stale.join(", "), count: result.stale.length };
    const errors = {
      _: result.written.length
        ? t("marketing.bulk.stale_partial", { ...vars, written: result.written.join(", ") })
        : `${t("validation.stale_edit")} ${t("marketing.bulk.stale", vars)}`,
    };
    // only what is still to do: a written style previewed again would get a % twice
    const rest = result.written.length ? { ...form.data, style: result.stale } : form.data;
    return again(errors, await planBulk(kv, rest), 409);
  }
  const back = new URL(ctx.url);
  back.searchParams.set("bulk", String(result.written.length));
  back.searchParams.set("bulk_items", String(result.items));
  return seeOther(`${back.pathname}${back.search}`);
}
