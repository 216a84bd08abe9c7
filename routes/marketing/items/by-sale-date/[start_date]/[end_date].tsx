// /marketing/items/by-sale-date/{start}/{end}: items on sale during a period (inclusive), from
// the pricing schedule (sale windows seeded or imported with the price import), with the regular
// and the sale price. A date form moves to another period.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { loadSaleRows, type SaleData } from "../../../../../lib/marketing/sale_page.ts";
import { DateRangeForm } from "../../../../../lib/marketing/schema.ts";
import { seeOther, validateForm } from "../../../../../lib/forms/mod.ts";
import { csvOrRender } from "../../../../../lib/forms/table.ts";
import { SALE, SaleView } from "../../../../../components/marketing/SaleList.tsx";

export const handler: Handlers<SaleData, PortalState> = {
  async GET(_req, ctx) {
    const query = ctx.url.searchParams;
    if (query.has("start") || query.has("end")) {
      const form = validateForm(Object.fromEntries(query), DateRangeForm, ctx.state.t);
      if (form.ok) {
        return seeOther(`/marketing/items/by-sale-date/${form.data.start}/${form.data.end}`);
      }
      return ctx.render({ rows: [], error: Object.values(form.errors)[0] }, { status: 400 });
    }
    const { start_date, end_date } = ctx.params;
    const rows = await loadSaleRows(ctx.state.kv, start_date, end_date);
    return csvOrRender(ctx, { rows, error: null }, SALE, rows, `sale-${start_date}-${end_date}`);
  },
};

export default function BySaleDate({ data, state, params, url }: PageProps<SaleData, PortalState>) {
  return <SaleView data={data} t={state.t} locale={state.locale} params={params} url={url} />;
}
