// /fulfillment/:env(sandbox)?/routing/:id — why an order went to a store: its scored candidate list
// (points per criterion), and which stores refused it. Head office sees the same list on the
// admin order page.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { envOf, type FulfillmentOrder } from "../../../../lib/fulfillment/schema.ts";
import { orderForUser } from "../../../../lib/fulfillment/access.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { EnvBar } from "../../../../components/fulfillment/EnvBar.tsx";
import { CandidateTable } from "../../../../components/fulfillment/CandidateTable.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/routing/:id" };

export const handler: Handlers<FulfillmentOrder, PortalState> = {
  async GET(_req, ctx) {
    const order = await orderForUser(
      ctx.state.kv,
      envOf(ctx.params.env),
      ctx.state.user,
      ctx.params.id,
    );
    if (!order) throw new HttpError(404, "fulfillment.errors.not_found");
    return ctx.render(order);
  },
};

export default function Page({ data, state, params }: PageProps<FulfillmentOrder, PortalState>) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ful_routing", t, params)}
        crumbs={crumbsFor("ful_routing", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={data.env} t={t} />
      <p>
        {t("fulfillment.routing.intro", { number: data.order_number, store: data.store ?? "—" })}
      </p>
      <CandidateTable order={data} state={state} />
    </>
  );
}
