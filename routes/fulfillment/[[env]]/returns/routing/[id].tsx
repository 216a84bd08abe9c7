// /fulfillment/:env(sandbox)?/returns/routing/:id — why a return goes to its store: the rule and
// each candidate store's recent units sold of the returned items.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { envOf } from "../../../../../lib/fulfillment/schema.ts";
import type { ReturnRequest } from "../../../../../lib/fulfillment/returns.ts";
import { returnOfPage } from "../../../../../lib/fulfillment/return_page.ts";
import { candidatesCsv } from "../../../../../components/fulfillment/CandidateTable.tsx";
import { ReturnRoutingPage } from "../../../../../components/fulfillment/RoutingPages.tsx";

export const config: RouteConfig = {
  routeOverride: "/fulfillment/:env(sandbox)?/returns/routing/:id",
};

export const handler: Handlers<ReturnRequest, PortalState> = {
  async GET(_req, ctx) {
    const ret = await returnOfPage(ctx.state, envOf(ctx.params.env), ctx.params.id);
    return candidatesCsv(ctx.url, ctx.state, { ret }) ?? ctx.render(ret);
  },
};

export default function Page(props: PageProps<ReturnRequest, PortalState>) {
  return <ReturnRoutingPage {...props} />;
}
