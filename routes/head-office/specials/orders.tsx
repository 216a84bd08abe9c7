// /head-office/specials/orders (head office): every specials order by program, with store, vendor,
// state, units and total at cost, the group's tier tracker and the stores that have not ordered;
// filters by program, vendor, store and state; ?format=csv: one row per order line (filtered);
// ?format=xlsx&vendor=V: the vendor's order sheet (lib/specials/exports.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { SpecialsOrdersView } from "../../../components/specials/OrdersView.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { csvResponse } from "../../../lib/http/csv.ts";
import { xlsxResponse } from "../../../lib/http/xlsx.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { safeFilename } from "../../../lib/i18n/format.ts";
import { listForms } from "../../../lib/specials/mod.ts";
import {
  LINE_COLUMNS,
  LINE_DECIMALS,
  lineRows,
  ordersFilter,
  type OrdersPageData,
  programOrders,
  vendorWorkbook,
} from "../../../lib/specials/exports.ts";

export const handler: Handlers<OrdersPageData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const params = ctx.url.searchParams;
    const filter = ordersFilter(params);
    const programs = await programOrders(kv, filter);
    const format = params.get("format");
    if (format === "csv") {
      return csvResponse([[...LINE_COLUMNS], ...lineRows(programs)], "specials-orders", {
        locale: ctx.state.locale,
        decimals: LINE_DECIMALS,
      });
    }
    if (format === "xlsx") {
      const vendor = filter.vendor;
      if (!vendor || !programs.some((p) => p.form.vendor === vendor)) {
        throw new HttpError(404, "specials.errors.no_vendor_orders");
      }
      const body = await vendorWorkbook(kv, programs, vendor, t, ctx.state.locale);
      return xlsxResponse(body, safeFilename(`specials-${vendor}`));
    }
    const query = new URLSearchParams(
      [...params].filter(([k]) => k !== "format" && k !== "vendor"),
    ).toString();
    return ctx.render({ programs, filter, forms: await listForms(kv), query });
  },
};

export default function SpecialsOrders({ data, state }: PageProps<OrdersPageData, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_specials_orders", t)}
        crumbs={crumbsFor("ho_specials_orders", t)}
        appName={t("common.app_name")}
      />
      <SpecialsOrdersView data={data} t={t} locale={locale} />
    </>
  );
}
