// /marketing/master-items: the styles (master items) with their variant count and completeness
// per channel × language, filtered by words, vendor, department and missing data.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { catalogueMap, inLocale, type Style } from "../../../lib/catalogue/mod.ts";
import { fold } from "../../../lib/catalogue/search.ts";
import { type Completeness, lacks, scoreOf } from "../../../lib/marketing/completeness.ts";
import { type ItemFilters, readFilters, stylesById } from "../../../lib/marketing/items.ts";
import { contentMap, storedOrFresh } from "../../../lib/marketing/store.ts";
import { listVendors, type Vendor } from "../../../lib/stores/mod.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { type Column, csvResponseFor } from "../../../lib/forms/table.ts";
import { ItemFilterForm } from "../../../components/marketing/ItemFilters.tsx";
import { MarketingHeader, Percent } from "../../../components/marketing/ui.tsx";
import type { TFunction } from "i18next";
import type { Locale } from "../../../lib/i18n/locales.ts";

interface Row {
  style: Style;
  variants: number;
  completeness: Completeness;
  web_enabled: boolean;
}

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
    const [styles, catalogue, contents] = await Promise.all([
      stylesById(kv),
      catalogueMap(kv),
      contentMap(kv),
    ]);
    const byStyle = Map.groupBy(catalogue.values(), (v) => v.style_id);
    const words = fold(filters.q).split(/\s+/).filter(Boolean);
    const rows: Row[] = [];
    for (const style of styles.values()) {
      if (filters.vendor && style.vendor !== filters.vendor) continue;
      if (filters.department && style.department !== filters.department) continue;
      if (filters.season && style.season !== filters.season) continue;
      const text = `${style.id} ${fold(style.name.en)} ${fold(style.name.fr)}`;
      if (!words.every((w) => text.includes(w))) continue;
      const variants = byStyle.get(style.id) ?? [];
      const stored = storedOrFresh(contents, style, variants);
      if (filters.missing && !lacks(stored.completeness, filters.missing)) continue;
      rows.push({
        style,
        variants: variants.length,
        completeness: stored.completeness,
        web_enabled: stored.content.web_enabled,
      });
    }
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
