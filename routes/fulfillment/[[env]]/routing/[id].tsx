// /fulfillment/:env(sandbox)?/routing/:id — why an order went to a store: its scored candidate list
// (points per criterion), and which stores refused it. Head office sees the same list on the
// admin order page.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { envOf, type FulfillmentOrder } from "../../../../lib/fulfillment/schema.ts";
import { packagesOrder } from "../../../../lib/fulfillment/packages_page.ts";
import { candidatesCsv } from "../../../../components/fulfillment/CandidateTable.tsx";
import { OrderRoutingPage } from "../../../../components/fulfillment/RoutingPages.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/routing/:id" };

export const handler: Handlers<FulfillmentOrder, PortalState> = {
  async GET(_req, ctx) {
    const order = await packagesOrder(ctx.state, envOf(ctx.params.env), ctx.params.id);
    return candidatesCsv(ctx.url, ctx.state, { order }) ?? ctx.render(order);
  },
};

export default function Page(props: PageProps<FulfillmentOrder, PortalState>) {
  return <OrderRoutingPage {...props} />;
}
