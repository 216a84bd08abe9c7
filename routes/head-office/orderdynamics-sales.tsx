// /head-office/orderdynamics-sales?from=…&to=… (buyers): web-store sales by day, channel and
// fulfilling store (live web orders, cancelled and unfillable left out), exported as CSV.
// Loader: lib/head_office/web_sales.ts; markup: components/head-office/WebSales.tsx.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { loadWebSalesPage, type WebSalesData } from "../../lib/head_office/web_sales.ts";
import { WEB_SALES, WebSales } from "../../components/head-office/WebSales.tsx";

export const handler: Handlers<WebSalesData, SignedInState> = {
  async GET(_req, ctx) {
    const data = await loadWebSalesPage(ctx.state.kv, ctx.url, ctx.state.t);
    return csvOrRender(ctx, data, WEB_SALES, data.rows, `web-sales-${data.from}-${data.to}.csv`);
  },
};

export default function WebSalesPage({ data, state, url }: PageProps<WebSalesData, SignedInState>) {
  return <WebSales data={data} state={state} url={url} />;
}
