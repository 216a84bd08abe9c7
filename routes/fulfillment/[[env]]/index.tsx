// /fulfillment/:env(sandbox)? — the store's web orders: offers to accept or decline, orders in
// progress (pick, pack, label) and recent shipments; team quotes for team-fulfillment staff.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { envOf } from "../../../lib/fulfillment/schema.ts";
import { formValues } from "../../../lib/forms/mod.ts";
import { HOME_FORM_SHAPE, homeAction, loadHome } from "../../../lib/fulfillment/home.ts";
import { FulfillmentHome, homeTables } from "../../../components/fulfillment/FulfillmentHome.tsx";
import { orderTablesCsv } from "../../../components/fulfillment/order_columns.tsx";
import type { HomeData } from "../../../lib/fulfillment/page_data.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?" };

export const handler: Handlers<HomeData, PortalState> = {
  async GET(_req, ctx) {
    const env = envOf(ctx.params.env);
    const done = ctx.url.searchParams.get("done") ?? undefined;
    const data = { ...await loadHome(ctx.state, env), done };
    const tables = () => homeTables(ctx.state, env, data);
    return orderTablesCsv(ctx.url, ctx.state.locale, tables, "web-orders") ?? ctx.render(data);
  },
  async POST(req, ctx) {
    const env = envOf(ctx.params.env);
    const outcome = await homeAction(ctx.state, env, await formValues(req, HOME_FORM_SHAPE));
    if (outcome instanceof Response) return outcome;
    return ctx.render({ ...await loadHome(ctx.state, env), ...outcome.data }, {
      status: outcome.status,
    });
  },
};

export default function Page(props: PageProps<HomeData, PortalState>) {
  return <FulfillmentHome {...props} env={envOf(props.params.env)} />;
}
