// /marketing/items (buyers): every variant of the catalogue with its web completeness in English
// and French, filtered (words or codes, vendor, department, season, status, missing data), sorted
// and paged 50 at a time, and as CSV.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import {
  type ItemFilters,
  type ItemRow,
  loadItems,
  readFilters,
} from "../../../lib/marketing/items.ts";
import { listVendors, type Vendor } from "../../../lib/stores/mod.ts";
import { itemColumns } from "../../../components/marketing/ItemTable.tsx";
import { ItemFilterForm } from "../../../components/marketing/ItemFilters.tsx";
import { MarketingHeader } from "../../../components/marketing/ui.tsx";
import { formatNumber } from "../../../lib/i18n/format.ts";

interface Data {
  rows: ItemRow[];
  filters: ItemFilters;
  vendors: Vendor[];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const filters = readFilters(ctx.url);
    const rows = await loadItems(kv, filters);
    const csv = csvResponseFor(ctx.url, "items", itemColumns(t, locale), rows, "items", {
      locale: ctx.state.locale,
    });
    if (csv) return csv;
    return ctx.render({ rows, filters, vendors: await listVendors(kv) });
  },
};

export default function ItemsPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_items" t={t} />
      <ItemFilterForm
        t={t}
        filters={data.filters}
        vendors={data.vendors}
        action="/marketing/items"
      />
      <p data-count={data.rows.length}>
        {t("marketing.items.count", {
          count: data.rows.length,
          n: formatNumber(data.rows.length, locale),
        })}
      </p>
      <DataTable
        id="items"
        columns={itemColumns(t, locale)}
        rows={data.rows}
        url={url}
        t={t}
        empty={t("marketing.items.none")}
      />
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
