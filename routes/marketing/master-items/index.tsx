// /marketing/master-items: the styles (master items) with their variant count and completeness
// per channel × language, filtered by words, vendor, department and missing data.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { scoreOf } from "../../../lib/marketing/completeness.ts";
import { type ItemFilters, readFilters } from "../../../lib/marketing/items.ts";
import { loadMasterItems, type MasterRow as Row } from "../../../lib/marketing/master_items.ts";
import { listVendors, type Vendor } from "../../../lib/stores/mod.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { type Column, csvResponseFor } from "../../../lib/forms/table.ts";
import { ItemFilterForm } from "../../../components/marketing/ItemFilters.tsx";
import { MarketingHeader, Percent } from "../../../components/marketing/ui.tsx";
import type { TFunction } from "i18next";
import type { Locale } from "../../../lib/i18n/locales.ts";

interface Data {
  rows: Row[];
  filters: ItemFilters;
  vendors: Vendor[];
}

function columns(t: TFunction, locale: Locale): Column<Row>[] {
  const pct = (channel: "web" | "pos" | "signage", lang: "en" | "fr"): Column<Row> => ({
    key: `${channel}_${lang}`,
    label: t(`marketing.channels.${channel}_${lang}`),
    num: true,
    sortable: true,
    value: (r) => scoreOf(r.completeness, channel, lang).percent,
    cell: (r) => <Percent value={scoreOf(r.completeness, channel, lang).percent} locale={locale} />,
  });
  return [
    {
      key: "style",
      label: t("marketing.master.style"),
      sortable: true,
      value: (r) => r.style.id,
      cell: (r) => <a href={`/marketing/master-items/${r.style.id}`}>{r.style.id}</a>,
    },
    {
      key: "name",
      label: t("marketing.master.name"),
      sortable: true,
      value: (r) => inLocale(r.style.name, locale),
    },
    {
      key: "vendor",
      label: t("marketing.items.vendor"),
      sortable: true,
      value: (r) => r.style.vendor,
    },
    { key: "season", label: t("marketing.items.season"), value: (r) => r.style.season },
    { key: "variants", label: t("marketing.master.variants"), num: true, value: (r) => r.variants },
    {
      key: "web",
      label: t("marketing.master.web"),
      value: (r) => (r.web_enabled ? t("marketing.yes") : t("marketing.no")),
    },
    pct("web", "en"),
    pct("web", "fr"),
    pct("pos", "fr"),
    pct("signage", "fr"),
  ];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const filters = readFilters(ctx.url);
    const rows = await loadMasterItems(kv, filters);
    const csv = csvResponseFor(ctx.url, "styles", columns(t, locale), rows, "master-items", {
      locale: ctx.state.locale,
    });
    return csv ?? ctx.render({ rows, filters, vendors: await listVendors(kv) });
  },
};

export default function MasterItems({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_master_items" t={t} />
      <ItemFilterForm
        t={t}
        filters={data.filters}
        vendors={data.vendors}
        action="/marketing/master-items"
        styles
      />
      <DataTable
        id="styles"
        columns={columns(t, locale)}
        rows={data.rows}
        url={url}
        t={t}
        defaults={{ sort: "style", dir: "asc" }}
      />
    </>
  );
}
