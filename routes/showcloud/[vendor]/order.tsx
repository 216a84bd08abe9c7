// /showcloud/{vendor}/order: the store's order with a vendor — size × colour grid per style,
// size-run quick entry, delivery splits — as a plain form (lib/shows/vendor_order.ts over
// order_page.ts). Saving is refused after the show's order deadline, on the server.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { VendorOrderPage } from "../../../components/showcloud/VendorOrderPage.tsx";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import {
  postVendorOrder,
  type VendorOrderData,
  vendorOrderPage,
} from "../../../lib/shows/vendor_order.ts";
import { pageHandlers } from "../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<VendorOrderData>(
  (ctx) => {
    const { kv, locale } = ctx.state;
    return vendorOrderPage(kv, requireUser(ctx.state), ctx.params.vendor, ctx.url, locale);
  },
  (req, ctx) => {
    const { kv, t } = ctx.state;
    return postVendorOrder(req, kv, requireUser(ctx.state), ctx.params.vendor, ctx.url, t);
  },
);

export default function VendorOrder(
  { data, state, params }: PageProps<VendorOrderData, PortalState>,
) {
  return <VendorOrderPage data={data} vendor={params.vendor} t={state.t} locale={state.locale} />;
}
