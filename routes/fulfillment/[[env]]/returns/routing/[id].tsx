// /fulfillment/:env(sandbox)?/returns/routing/:id — why a return goes to its store: the rule and
// each candidate store's recent units sold of the returned items.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { HttpError } from "../../../../../lib/http/errors.ts";
import { envOf } from "../../../../../lib/fulfillment/schema.ts";
import { returnForUser } from "../../../../../lib/fulfillment/returns_access.ts";
import type { ReturnRequest } from "../../../../../lib/fulfillment/returns.ts";
import { PageHeader } from "../../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../../lib/nav/pages.ts";
import { formatNumber } from "../../../../../lib/i18n/format.ts";
import { EnvBar } from "../../../../../components/fulfillment/EnvBar.tsx";

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
    return ctx.render(ret);
  },
};

export default function Page({ data, state, params }: PageProps<ReturnRequest, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ful_return_routing", t, params)}
        crumbs={crumbsFor("ful_return_routing", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={data.env} t={t} />
      <p>
        {t("fulfillment.returns.routing_intro", { store: data.store })}{" "}
        {t(`fulfillment.returns.rules.${data.rule}`)}
      </p>
      <div class="table-wrap">
        <table data-return-candidates>
          <thead>
            <tr>
              <th scope="col">{t("fulfillment.order.store")}</th>
              <th scope="col" class="num">{t("fulfillment.returns.units")}</th>
            </tr>
          </thead>
          <tbody>
            {data.candidates.map((c) => (
              <tr data-store={c.store}>
                <td>
                  {c.store}
                  {c.store === data.store ? ` · ${t("fulfillment.routing.current")}` : ""}
                </td>
                <td class="num">{formatNumber(c.units_sold, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
