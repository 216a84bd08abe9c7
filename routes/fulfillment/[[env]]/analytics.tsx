// /fulfillment/:env(sandbox)?/analytics — one of the user's stores next to the anonymised group
// median: acceptance time, late-ship, cancel, valid-tracking and on-time rates, volume, weekly trend.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { envOf } from "../../../lib/fulfillment/schema.ts";
import { listAllOrders, now } from "../../../lib/fulfillment/store.ts";
import { pickStore } from "../../../lib/fulfillment_accounting/access.ts";
import { readQuery, storeAnalytics } from "../../../lib/fulfillment_accounting/analytics.ts";
import { METRICS } from "../../../lib/fulfillment_accounting/metrics.ts";
import { csvFor, csvOrRender } from "../../../lib/forms/table.ts";
import { trendTable } from "../../../components/fulfillment_accounting/TrendChart.tsx";
import {
  type AnalyticsData,
  scorecardTable,
  StoreAnalyticsPage,
} from "../../../components/fulfillment_accounting/StoreAnalytics.tsx";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?/analytics" };

export const handler: Handlers<AnalyticsData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { kv } = ctx.state;
    const env = envOf(ctx.params.env);
    const { stores, store } = await pickStore(kv, user, ctx.url);
    const query = readQuery(ctx.url);
    const at = await now(kv, env);
    const figures = storeAnalytics(await listAllOrders(kv, env, 5000), at, store, query);
    const data = { env, stores, store, query, figures };
    return csvFor(
      ctx.url,
      ctx.state,
      scorecardTable(figures),
      [...METRICS],
      `scorecard-${store}`,
    ) ??
      csvOrRender(ctx, data, trendTable(query.metric), figures.trend, `trend-${store}`);
  },
};

export default function Page(props: PageProps<AnalyticsData, PortalState>) {
  return <StoreAnalyticsPage {...props} />;
}
