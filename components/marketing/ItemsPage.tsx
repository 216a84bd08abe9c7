// The markup of /marketing/items: the filters, the count, the list of styles (or of items with
// ?view=items) with the bulk-edit form under it, and the bulk edit's preview once asked for.
import type { TFunction } from "i18next";
import { DataTable } from "../DataTable.tsx";
import { tableProps } from "../../lib/forms/table.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { ItemsPageData } from "../../lib/marketing/items_page.ts";
import { markupOf } from "../../lib/marketing/markup.ts";
import { ITEMS } from "./ItemTable.tsx";
import { STYLE_GROUPS, styleGroupColumns } from "./StyleGroupTable.tsx";
import { BulkEditForm, BulkPreview } from "./BulkEdit.tsx";
import { ItemFilterForm } from "./ItemFilters.tsx";
import { MarketingHeader, Notice } from "./ui.tsx";

/** Styles a page: with their items inside, 25 styles are ~50 KB of HTML, 50 were twice that. */
const STYLES_PER_PAGE = 25;

/**
 * The styles' table. Unless a bulk edit's checks must show, a page of it is rendered once per
 * filter's rows, language and query (lib/marketing/markup.ts): drawing the styles with their
 * items was most of a view.
 */
function StyleList(
  { t, locale, data, url }: { t: TFunction; locale: Locale; data: ItemsPageData; url: URL },
) {
  const chosen = new Set(Array.isArray(data.values.style) ? data.values.style : []);
  const table = () => (
    <DataTable
      {...tableProps(STYLE_GROUPS, t, locale)}
      columns={styleGroupColumns(t, locale, { chosen })}
      rows={data.groups}
      url={url}
      pageSize={STYLES_PER_PAGE}
      empty={t("marketing.items.none")}
      rowAttrs={(g) => ({ "data-style": g.style.id })}
    />
  );
  if (chosen.size > 0) return table();
  const html = markupOf(data.memo, `${locale}|${url.pathname}${url.search}`, table);
  return <div class="style-list" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ItemsView(
  { data, t, locale, url }: { data: ItemsPageData; t: TFunction; locale: Locale; url: URL },
) {
  const q = url.searchParams;
  const notice = q.has("bulk")
    ? t("marketing.bulk.done", {
      count: Number(q.get("bulk")),
      items: Number(q.get("bulk_items") ?? 0),
    })
    : null;
  const viewHref = (items: boolean) => {
    const next = new URL(url);
    if (items) next.searchParams.set("view", "items");
    else next.searchParams.delete("view");
    for (const k of ["bulk", "bulk_items", "table", "page", "sort", "dir"]) {
      next.searchParams.delete(k);
    }
    return `${next.pathname}${next.search}`;
  };
  const count = (n: number) => formatNumber(n, locale);
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
          back={`${url.pathname}${url.search}`}
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
          n: count(data.groups.length),
          items: t("marketing.items.count", {
            count: data.rows.length,
            n: count(data.rows.length),
          }),
        })} {data.flat
          ? <a href={viewHref(false)}>{t("marketing.items.view_styles")}</a>
          : <a href={viewHref(true)} data-view-items>{t("marketing.items.view_items")}</a>}
      </p>
      {data.flat
        ? (
          <DataTable
            {...tableProps(ITEMS, t, locale)}
            rows={data.rows}
            url={url}
            empty={t("marketing.items.none")}
          />
        )
        : (
          <>
            <StyleList t={t} locale={locale} data={data} url={url} />
            {data.groups.length > 0 && (
              <BulkEditForm t={t} values={data.values} errors={data.preview ? {} : data.errors} />
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
