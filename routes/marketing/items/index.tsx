// /marketing/items (buyers): the catalogue grouped by style — one row per style with its sizes,
// colours and matching items inside — with its web completeness in English and French, filtered
// (words or codes, vendor, department, season, status, missing data), sorted and paged 50 styles
// at a time, as CSV (styles, or every item with ?table=items&format=csv; ?view=items lists items);
// checked styles are bulk-edited (status, season, department, prices) after a preview.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import {
  type FieldErrors,
  type FormValues,
  formValues,
  seeOther,
  validateForm,
} from "../../../lib/forms/mod.ts";
import {
  type ItemFilters,
  type ItemRow,
  loadItemGroups,
  readFilters,
} from "../../../lib/marketing/items.ts";
import type { StyleGroup } from "../../../lib/marketing/item_groups.ts";
import {
  applyBulkEdit,
  BULK_ARRAYS,
  BulkEditSchema,
  planBulk,
  type StylePlan,
  versionsFrom,
} from "../../../lib/marketing/bulk_edit.ts";
import { listVendors, type Vendor } from "../../../lib/stores/mod.ts";
import { itemColumns } from "../../../components/marketing/ItemTable.tsx";
import { styleGroupColumns } from "../../../components/marketing/StyleGroupTable.tsx";
import { BulkEditForm, BulkPreview } from "../../../components/marketing/BulkEdit.tsx";
import { ItemFilterForm } from "../../../components/marketing/ItemFilters.tsx";
import { MarketingHeader, Notice } from "../../../components/marketing/ui.tsx";
import { formatNumber } from "../../../lib/i18n/format.ts";

interface Data {
  rows: ItemRow[];
  groups: StyleGroup[];
  filters: ItemFilters;
  vendors: Vendor[];
  /** The list of items instead of styles (?view=items). */
  flat: boolean;
  values: FormValues;
  errors: FieldErrors;
  /** The bulk edit's preview (POST action=preview, or a refused apply). */
  preview: StylePlan[] | null;
}

async function loadList(kv: Deno.Kv, url: URL) {
  const filters = readFilters(url);
  return { filters, ...await loadItemGroups(kv, filters) };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const list = await loadList(kv, ctx.url);
    const csv = csvResponseFor(ctx.url, "items", itemColumns(t, locale), list.rows, "items", {
      locale,
    }) ?? csvResponseFor(ctx.url, "styles", styleGroupColumns(t, locale), list.groups, "styles", {
      locale,
    });
    if (csv) return csv;
    return ctx.render({
      ...list,
      vendors: await listVendors(kv),
      flat: ctx.url.searchParams.get("view") === "items",
      values: {},
      errors: {},
      preview: null,
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const values = await formValues(req, { arrays: BULK_ARRAYS });
    const form = validateForm(values, BulkEditSchema, t);
    const again = async (errors: FieldErrors, preview: StylePlan[] | null, status: number) =>
      ctx.render({
        ...await loadList(kv, ctx.url),
        vendors: await listVendors(kv),
        flat: false,
        values,
        errors,
        preview,
      }, { status });
    if (!form.ok) return again(form.errors, null, 400);
    if (values.action !== "apply") return again({}, await planBulk(kv, form.data), 200);
    const result = await applyBulkEdit(kv, form.data, versionsFrom(values), user.email);
    if (result.stale.length) {
      // changed since the preview: show the fresh preview, so applying again is deliberate
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
  },
};

export default function ItemsPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const q = url.searchParams;
  const listHref = `${url.pathname}${url.search}`;
  const notice = q.has("bulk")
    ? t("marketing.bulk.done", {
      count: Number(q.get("bulk")),
      items: Number(q.get("bulk_items") ?? 0),
    })
    : null;
  const chosen = new Set(Array.isArray(data.values.style) ? data.values.style : []);
  const viewHref = (items: boolean) => {
    const next = new URL(url);
    if (items) next.searchParams.set("view", "items");
    else next.searchParams.delete("view");
    for (const k of ["bulk", "bulk_items", "table", "page", "sort", "dir"]) {
      next.searchParams.delete(k);
    }
    return `${next.pathname}${next.search}`;
  };
  return (
    <>
      <MarketingHeader page="marketing_items" t={t} />
      <Notice text={notice} />
      {data.preview && (
        <BulkPreview
          t={t}
          locale={locale}
          plans={data.preview}
          values={data.values}
          errors={data.errors}
          back={listHref}
        />
      )}
      <ItemFilterForm
        t={t}
        filters={data.filters}
        vendors={data.vendors}
        action="/marketing/items"
        view={data.flat ? "items" : undefined}
      />
      <p data-count={data.rows.length} data-style-count={data.groups.length}>
        {t("marketing.items.styles_count", {
          count: data.groups.length,
          n: formatNumber(data.groups.length, locale),
          items: t("marketing.items.count", {
            count: data.rows.length,
            n: formatNumber(data.rows.length, locale),
          }),
        })} {data.flat
          ? <a href={viewHref(false)}>{t("marketing.items.view_styles")}</a>
          : <a href={viewHref(true)} data-view-items>{t("marketing.items.view_items")}</a>}
      </p>
      {data.flat
        ? (
          <DataTable
            id="items"
            columns={itemColumns(t, locale)}
            rows={data.rows}
            url={url}
            t={t}
            empty={t("marketing.items.none")}
          />
        )
        : (
          <>
            <DataTable
              id="styles"
              columns={styleGroupColumns(t, locale, { chosen })}
              rows={data.groups}
              url={url}
              t={t}
              empty={t("marketing.items.none")}
              rowAttrs={(g) => ({ "data-style": g.style.id })}
            />
            {data.groups.length > 0 && (
              <BulkEditForm
                t={t}
                values={data.values}
                errors={data.preview ? {} : data.errors}
              />
            )}
          </>
        )}
      <p>
        <a href="/marketing/items/system-changes">
          {t("pages.titles.marketing_items_system_changes")}
        </a>
        {data.filters.vendor && (
          <>
            {" · "}
            <a
              href={`/marketing/items/merge/${encodeURIComponent(data.filters.vendor)}`}
              data-merge-link
            >
              {t("marketing.items.merge_link", { vendor: data.filters.vendor })}
            </a>
          </>
        )}
      </p>
      {!data.filters.vendor && <p class="hint">{t("marketing.items.merge_hint")}</p>}
    </>
  );
}
