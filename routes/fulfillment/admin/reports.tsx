// /fulfillment/admin/reports — every store's fulfillment scorecard on the member analytics' metrics,
// with the group median, over the last 4, 8 or 13 weeks; CSV and Excel. Live or ?env=sandbox.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { listAllOrders, now } from "../../../lib/fulfillment/store.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import { envParam } from "../../../lib/fulfillment_accounting/views.ts";
import { groupFigures, readQuery } from "../../../lib/fulfillment_accounting/analytics.ts";
import { downloadFor } from "../../../lib/fulfillment_accounting/export.ts";
import { Reports, SCORECARDS } from "../../../components/fulfillment_accounting/Reports.tsx";
import type { ReportsData } from "../../../lib/fulfillment_accounting/page_data.ts";

export const handler: Handlers<ReportsData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const env = envParam(ctx.url);
    const { weeks, problems } = readQuery(ctx.url);
    const g = groupFigures(await listAllOrders(kv, env, 5000), await now(kv, env), weeks);
    const names = new Map((await listStores(kv)).map((s) => [s.store_number, s.name]));
    const rows = [...g.cards].map(([store, card]) => ({
      store,
      name: names.get(store) ?? "",
      card,
    }));
    const file = `fulfillment-scorecards-${env}-${weeks}w`;
    const sheet = t("pages.titles.fa_reports");
    return await downloadFor(ctx.url, ctx.state, SCORECARDS, rows, file, { sheet }) ?? ctx.render({
      env,
      weeks,
      problems,
      rows,
      median: { store: null, name: t("fulfillment_accounting.group_median"), card: g.median },
    });
  },
};

export default function Page(props: PageProps<ReportsData, PortalState>) {
  return <Reports {...props} />;
}
