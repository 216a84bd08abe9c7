// /fulfillment/:env(sandbox)?/returns/routing/:id — why a return goes to its store: the rule and
// each candidate store's recent units sold of the returned items.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { HttpError } from "../../../../../lib/http/errors.ts";
import { envOf } from "../../../../../lib/fulfillment/schema.ts";
import { returnForUser } from "../../../../../lib/fulfillment/returns_access.ts";
import type { ReturnRequest } from "../../../../../lib/fulfillment/returns.ts";
import { FulfillmentHeader } from "../../../../../components/fulfillment/EnvBar.tsx";
import {
  candidatesCsv,
  ReturnCandidates,
} from "../../../../../components/fulfillment/CandidateTable.tsx";

export const config: RouteConfig = {
  routeOverride: "/fulfillment/:env(sandbox)?/returns/routing/:id",
};

export const handler: Handlers<ReturnRequest, PortalState> = {
  async GET(_req, ctx) {
    const ret = await returnForUser(
      ctx.state.kv,
      envOf(ctx.params.env),
      ctx.state.user,
      ctx.params.id,
    );
    if (!ret) throw new HttpError(404, "fulfillment.errors.not_found");
    return candidatesCsv(ctx.url, ctx.state, { ret }) ?? ctx.render(ret);
  },
};

export default function Page({ data, state, params, url }: PageProps<ReturnRequest, PortalState>) {
  const { t } = state;
  return (
    <>
      <FulfillmentHeader page="ful_return_routing" params={params} env={data.env} t={t} />
      <p>
        {t("fulfillment.returns.routing_intro", { store: data.store })}{" "}
        {t(`fulfillment.returns.rules.${data.rule}`)}
      </p>
      <ReturnCandidates ret={data} state={state} url={url} />
    </>
  );
}
