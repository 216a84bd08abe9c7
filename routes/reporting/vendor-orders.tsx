// /reporting/vendor-orders (vendor): the orders stores placed with the vendors on the account,
// read-only, as a page or (?format=csv) one row per line. Another vendor → 403 (lib/shows/
// vendor_orders.ts); head office may look at any vendor.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { RouteHeader } from "../../components/PageHeader.tsx";
import { VendorOrdersView } from "../../components/show/VendorOrders.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvResponse } from "../../lib/http/csv.ts";
import { vendorOrders, type VendorOrdersData } from "../../lib/shows/vendor_orders.ts";

const CSV_COLUMNS = [
  "po",
  "program",
  "store",
  "state",
  "start_ship",
  "cancel_date",
  "ship_to",
  "style",
  "item",
  "description",
  "size",
  "units",
  "unit_cost",
  "cost",
] as const;

export const handler: Handlers<VendorOrdersData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const user = requireUser(ctx.state);
    const data = await vendorOrders(kv, user, ctx.url.searchParams.get("vendor"), locale);
    if (ctx.url.searchParams.get("format") === "csv") {
      const rows = data.orders.flatMap((o) =>
        o.lines.map((l) => [
          o.po_number,
          o.program,
          o.store,
          t(`orders.states.${o.state}`),
          o.start_ship,
          o.cancel_date,
          o.ship_to,
          l.style,
          l.item,
          l.description,
          l.size,
          l.quantity,
          l.unit_cost,
          l.extended,
        ])
      );
      return csvResponse(
        [CSV_COLUMNS.map((c) => t(`vendor_orders.${c}`)), ...rows],
        `orders-${data.vendor ?? "none"}`,
        {
          locale,
          decimals: CSV_COLUMNS.map((c) => (c === "unit_cost" || c === "cost" ? 2 : undefined)),
        },
      );
    }
    return ctx.render(data);
  },
};

export default function VendorOrdersPage(
  { data, state }: PageProps<VendorOrdersData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <RouteHeader id="reporting_vendor_orders" t={t} />
      <VendorOrdersView data={data} t={t} locale={locale} />
    </>
  );
}
