// /marketing/items/by-sale-date/{start}/{end}: items on sale during a period (inclusive), from
// the pricing schedule (sale windows seeded or imported with the price import), with the regular
// and the sale price. A date form moves to another period.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { catalogueMap, type Variant } from "../../../../../lib/catalogue/mod.ts";
import { listSchedule, windowsBetween } from "../../../../../lib/marketing/library.ts";
import type { PriceWindow } from "../../../../../lib/marketing/model.ts";
import { DateRangeForm } from "../../../../../lib/marketing/schema.ts";
import { seeOther, validateForm } from "../../../../../lib/forms/mod.ts";
import { DataTable } from "../../../../../components/DataTable.tsx";
import type { Column } from "../../../../../lib/forms/table.ts";
import { csvResponseFor } from "../../../../../lib/forms/table.ts";
import { FormError, MarketingHeader } from "../../../../../components/marketing/ui.tsx";
import { itemColumns } from "../../../../../components/marketing/StyleColumns.tsx";
import { formatCurrency, formatDate, formatPercent } from "../../../../../lib/i18n/format.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../../../../lib/i18n/locales.ts";

interface Row {
  window: PriceWindow;
  variant: Variant;
}

interface Data {
  rows: Row[];
  error: string | null;
}

function columns(t: TFunction, locale: Locale): Column<Row>[] {
  return [
    ...itemColumns<Row>(t, locale, (r) => r.variant),
    {
      key: "start",
      label: t("marketing.sale.start"),
      sortable: true,
      value: (r) => r.window.start,
      cell: (r) => formatDate(r.window.start + "T12:00:00Z", locale),
    },
    {
      key: "end",
      label: t("marketing.sale.end"),
      sortable: true,
      value: (r) => r.window.end,
      cell: (r) => formatDate(r.window.end + "T12:00:00Z", locale),
    },
    {
      key: "retail",
      label: t("marketing.items.retail"),
      num: true,
      value: (r) => r.variant.retail / 100,
      cell: (r) => formatCurrency(r.variant.retail / 100, locale),
    },
    {
      key: "sale",
      label: t("marketing.sale.price"),
      num: true,
      sortable: true,
      value: (r) => r.window.price / 100,
      cell: (r) => formatCurrency(r.window.price / 100, locale),
    },
    {
      key: "off",
      label: t("marketing.sale.off"),
      num: true,
      sortable: true,
      value: (r) => Math.round((1 - r.window.price / r.variant.retail) * 1000) / 1000,
      cell: (r) => formatPercent(1 - r.window.price / r.variant.retail, locale),
    },
  ];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const query = ctx.url.searchParams;
    if (query.has("start") || query.has("end")) {
      const form = validateForm(Object.fromEntries(query), DateRangeForm, t);
      if (form.ok) {
        return seeOther(`/marketing/items/by-sale-date/${form.data.start}/${form.data.end}`);
      }
      return ctx.render({ rows: [], error: Object.values(form.errors)[0] }, { status: 400 });
    }
    const { start_date, end_date } = ctx.params;
    const catalogue = await catalogueMap(kv);
    const rows = windowsBetween(await listSchedule(kv), start_date, end_date)
      .flatMap((window) => {
        const variant = catalogue.get(window.item_number);
        return variant ? [{ window, variant }] : [];
      });
    const csv = csvResponseFor(
      ctx.url,
      "sale",
      columns(t, locale),
      rows,
      `sale-${start_date}-${end_date}`,
      { locale: ctx.state.locale },
    );
    return csv ?? ctx.render({ rows, error: null });
  },
};

export default function BySaleDate({ data, state, params, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_items_by_sale_date" t={t} params={params} />
      <form method="get" class="search-form">
        <div class="field">
          <label for="f-start">{t("marketing.sale.start")}</label>
          <input id="f-start" type="date" name="start" value={params.start_date} />
        </div>
        <div class="field">
          <label for="f-end">{t("marketing.sale.end")}</label>
          <input id="f-end" type="date" name="end" value={params.end_date} />
        </div>
        <button type="submit">{t("marketing.filters.apply")}</button>
      </form>
      <FormError text={data.error} />
      <DataTable
        id="sale"
        columns={columns(t, locale)}
        rows={data.rows}
        url={url}
        t={t}
        empty={t("marketing.sale.none")}
      />
    </>
  );
}
