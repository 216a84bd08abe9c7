// The markup of /marketing/items/by-sale-date/{start}/{end}: the period's form and its items on
// sale with the regular and the sale price (the page and its CSV use the same columns).
import type { TFunction } from "i18next";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { SaleData, SaleRow } from "../../lib/marketing/sale_page.ts";
import { formatDate, formatPercent } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { itemColumns, retailColumn } from "./StyleColumns.tsx";
import { Input } from "./controls.tsx";
import { FormError, MarketingHeader } from "./ui.tsx";

const SIDES = ["start", "end"] as const;

/** The items on sale in the period, with their window, regular and sale price and discount. */
export const SALE: TableSpec<SaleRow> = {
  id: "sale",
  columns: (t, locale) => [
    ...itemColumns<SaleRow>(t, locale, (r) => r.variant),
    ...SIDES.map((side): Column<SaleRow> => ({
      key: side,
      label: t(`marketing.sale.${side}`),
      sortable: true,
      value: (r) => r.window[side],
      cell: (r) => formatDate(r.window[side] + "T12:00:00Z", locale),
    })),
    retailColumn<SaleRow>(t, locale, (r) => r.variant.retail, { sortable: false }),
    retailColumn<SaleRow>(t, locale, (r) => r.window.price, {
      key: "sale",
      label: t("marketing.sale.price"),
    }),
    {
      key: "off",
      label: t("marketing.sale.off"),
      num: true,
      sortable: true,
      value: (r) => Math.round((1 - r.window.price / r.variant.retail) * 1000) / 1000,
      cell: (r) => formatPercent(1 - r.window.price / r.variant.retail, locale),
    },
  ],
};

export function SaleView(
  { data, t, locale, params, url }: {
    data: SaleData;
    t: TFunction;
    locale: Locale;
    params: Record<string, string>;
    url: URL;
  },
) {
  return (
    <>
      <MarketingHeader page="marketing_items_by_sale_date" t={t} params={params} />
      <form method="get" class="search-form">
        {SIDES.map((side) => (
          <Input
            id={`f-${side}`}
            type="date"
            name={side}
            label={t(`marketing.sale.${side}`)}
            value={params[`${side}_date`]}
          />
        ))}
        <button type="submit">{t("marketing.filters.apply")}</button>
      </form>
      <FormError text={data.error} />
      <DataTable
        {...tableProps(SALE, t, locale)}
        rows={data.rows}
        url={url}
        empty={t("marketing.sale.none")}
      />
    </>
  );
}
