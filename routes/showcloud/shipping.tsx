// /showcloud/shipping: the ship-to addresses of the user's stores — each store's own address,
// plus addresses the store adds (a warehouse, a second door), offered on every delivery split.
// Plain forms: add (label and address, errors next to the fields, typed values kept) or remove
// (lib/shows/shipping_page.ts; markup: components/showcloud/ShippingPage.tsx).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { headedPage } from "../../components/orders/HeadedPage.tsx";
import { ShippingPage } from "../../components/showcloud/ShippingPage.tsx";
import { ShowStyles } from "../../components/show/ShowStyles.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../lib/forms/mod.ts";
import { postShipping, type ShippingData, shippingData } from "../../lib/shows/shipping_page.ts";

export const handler: Handlers<ShippingData, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await shippingData(ctx.state.kv, requireUser(ctx.state)));
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const done = await postShipping(kv, user, await formValues(req), t);
    if (done === true) return seeOther("/showcloud/shipping");
    return ctx.render(await shippingData(kv, user, done), { status: 400 });
  },
};

export default headedPage("showcloud_shipping", ShippingPage, { styles: ShowStyles });
