// /dashboards/customer-dashboard: a store's customers over a period (figures, segments, the top
// customers with a CSV).
import type { Handlers, PageProps } from "$fresh/server.ts";
import {
  type CustomerDashboard,
  customerDashboard,
  periodFromQuery,
} from "../../lib/sales/dashboards.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import type { QueryProblem } from "../../lib/http/errors.ts";
import type { PortalState } from "../../lib/state.ts";
import {
  CustomerDashboardPage,
  rankedCustomers,
  TOP_CUSTOMERS,
} from "../../components/dashboards/CustomerDashboard.tsx";

type PageData = CustomerDashboard & { problems: QueryProblem[] };

export const handler: Handlers<PageData, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { period, problems } = periodFromQuery(ctx.url);
    const store = ctx.url.searchParams.get("store");
    const data = await customerDashboard(ctx.state.kv, user, { store, period });
    const file = `top-customers-${data.store}`;
    return csvOrRender(ctx, { ...data, problems }, TOP_CUSTOMERS, rankedCustomers(data), file);
  },
};

export default function CustomerPage(
  { data, state, url }: PageProps<PageData, PortalState>,
) {
  return (
    <CustomerDashboardPage
      data={data}
      t={state.t}
      locale={state.locale}
      url={url}
      problems={data.problems}
    />
  );
}
