// /dashboards/customer-dashboard: a store's customers over a period (figures, segments, the top
// customers with a CSV).
import type { Handlers, PageProps } from "$fresh/server.ts";
import {
  type CustomerDashboard,
  customerDashboard,
  periodFromQuery,
} from "../../lib/sales/dashboards.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { PortalState } from "../../lib/state.ts";
import {
  CustomerDashboardPage,
  rankedCustomers,
  TOP_CUSTOMERS_TABLE,
  topCustomerColumns,
} from "../../components/dashboards/CustomerDashboard.tsx";

export const handler: Handlers<CustomerDashboard, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t, locale } = ctx.state;
    const data = await customerDashboard(kv, user, {
      store: ctx.url.searchParams.get("store"),
      period: periodFromQuery(ctx.url),
    });
    const columns = topCustomerColumns(t, locale);
    return csvResponseFor(
      ctx.url,
      TOP_CUSTOMERS_TABLE,
      columns,
      rankedCustomers(data),
      `top-customers-${data.store}`,
      {
        locale,
      },
    ) ?? ctx.render(data);
  },
};

export default function CustomerPage(
  { data, state, url }: PageProps<CustomerDashboard, PortalState>,
) {
  return <CustomerDashboardPage data={data} t={state.t} locale={state.locale} url={url} />;
}
