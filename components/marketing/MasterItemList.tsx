// The markup of /marketing/master-items: the styles with their variant count and completeness per
// channel × language, filtered; the page and its CSV use the same columns.
import { completenessColumn, styleColumns } from "./StyleColumns.tsx";
import type { TFunction } from "i18next";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { MasterItemsData, MasterRow as Row } from "../../lib/marketing/master_items.ts";
import { markupOf } from "../../lib/marketing/markup.ts";
import { DataTable } from "../DataTable.tsx";
import { ItemFilterForm } from "./ItemFilters.tsx";
import { MarketingHeader } from "./ui.tsx";

/** Every matching style (the CSV gives them all, through the page's columns). */
export const MASTER_ITEMS: TableSpec<Row> = {
  id: "styles",
  columns,
  defaults: { sort: "style", dir: "asc" },
};

function columns(t: TFunction, locale: Locale): Column<Row>[] {
  const pct = (channel: "web" | "pos" | "signage", lang: "en" | "fr") =>
    completenessColumn<Row>(
      locale,
      channel,
      lang,
      t(`marketing.channels.${channel}_${lang}`),
      (r) => r.completeness,
    );
  return [
    ...styleColumns<Row>(t, locale, (r) => r.style),
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

export function MasterItemsView(
  { data, t, locale, url }: { data: MasterItemsData; t: TFunction; locale: Locale; url: URL },
) {
  // a page of the list is drawn once per filter's rows, language and query (markup.ts)
  const html = markupOf(
    data.memo,
    `${locale}|${url.pathname}${url.search}`,
    () => <DataTable {...tableProps(MASTER_ITEMS, t, locale)} rows={data.rows} url={url} />,
  );
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
      <div class="style-list" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
