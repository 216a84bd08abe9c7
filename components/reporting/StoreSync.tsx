// The web store sync status of one member store (lib/reporting/shopify_sync.ts): facts, then the
// items the sync could not send in a DataTable (sortable, CSV).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, sortable, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { inLocale, type Style } from "../../lib/catalogue/mod.ts";
import type { SyncError } from "../../lib/marketing/sync_store.ts";
import type { StoreSync } from "../../lib/reporting/shopify_sync.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { HomePageHeader } from "../PageHeader.tsx";
import { MarketingStyles } from "../marketing/ui.tsx";
import { DataTable } from "../DataTable.tsx";

/** The items the sync could not send, newest first (page and CSV); names from `styles`. */
export function syncErrorsTable(styles: Record<string, Style>): TableSpec<SyncError> {
  return {
    id: "sync-errors",
    columns: (t, locale) => syncErrorColumns(t, locale, styles),
    defaults: { sort: "when", dir: "desc" },
  };
}

export function syncErrorColumns(
  t: TFunction,
  locale: Locale,
  styles: Record<string, Style>,
): Column<SyncError>[] {
  return [
    sortable(
      "style",
      t("marketing.master.style"),
      (e) =>
        styles[e.style_id]
          ? `${e.style_id} ${inLocale(styles[e.style_id].name, locale)}`
          : e.style_id,
    ),
    sortable("problem", t("marketing.sync.problem"), (e) => t(`marketing.sync.kinds.${e.kind}`)),
    sortable("when", t("marketing.sync.when"), (e) => e.at, {
      cell: (e) => formatDateTime(e.at, locale),
    }),
  ];
}

export function StoreSyncPage(
  { data, t, locale, url }: { data: StoreSync; t: TFunction; locale: Locale; url: URL },
) {
  const n = (v: number) => formatNumber(v, locale);
  return (
    <>
      <MarketingStyles />
      <HomePageHeader
        t={t}
        title={t("reporting.shopify.title", { store: data.store.store_number })}
      />
      <p class="lead">{t("marketing.store_sync.lead", { name: data.store.name })}</p>
      <dl class="facts">
        <dt>{t("reporting.shopify.last_sync")}</dt>
        <dd>
          {data.run
            ? <time datetime={data.run.started}>{formatDateTime(data.run.started, locale)}</time>
            : t("reporting.shopify.never")}
        </dd>
        <dt>{t("marketing.store_sync.products")}</dt>
        <dd data-products={data.products}>{n(data.products)}</dd>
        <dt>{t("reporting.shopify.items")}</dt>
        <dd data-items={data.items}>{n(data.items)}</dd>
      </dl>
      <h2>{t("reporting.shopify.errors")}</h2>
      <DataTable
        {...tableProps(syncErrorsTable(data.styles), t, locale)}
        url={url}
        rows={data.errors}
        empty={t("reporting.shopify.none")}
        tableAttrs={{ "data-sync-errors": String(data.errors.length) }}
      />
    </>
  );
}
