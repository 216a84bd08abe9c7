// /showcloud/{vendor}/order: the store's order with a vendor — size × colour grid per style,
// size-run quick entry, delivery splits — as a plain form (lib/shows/vendor_order.ts over
// order_page.ts). Saving is refused after the show's order deadline, on the server.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { VendorOrderPage } from "../../../components/showcloud/VendorOrderPage.tsx";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import {
  postVendorOrder,
  type VendorOrderData,
  vendorOrderPage,
} from "../../../lib/shows/vendor_order.ts";

export const handler: Handlers<VendorOrderData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, locale } = ctx.state;
    const user = requireUser(ctx.state);
    return ctx.render(await vendorOrderPage(kv, user, ctx.params.vendor, ctx.url, locale));
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const out = await postVendorOrder(req, kv, user, ctx.params.vendor, ctx.url, t);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default function VendorOrder(
  { data, state, params }: PageProps<VendorOrderData, PortalState>,
) {
  return <VendorOrderPage data={data} vendor={params.vendor} t={state.t} locale={state.locale} />;
}
