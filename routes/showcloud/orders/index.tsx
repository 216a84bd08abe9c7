// /showcloud/orders: the show orders of the user's stores (head office: every store's), newest
// change first, with units and the cost of their purchase orders in the ledger; a CSV of the list.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ShowStyles } from "../../../components/show/ShowStyles.tsx";
import {
  ORDER_DEFAULTS,
  ORDER_TABLE,
  OrderList,
  orderListColumns,
} from "../../../components/showcloud/OrderList.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import { type OrderListData, orderListData } from "../../../lib/shows/lists.ts";

export const handler: Handlers<OrderListData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await orderListData(kv, requireUser(ctx.state), locale);
    const columns = orderListColumns(data, t, locale);
    return csvResponseFor(ctx.url, ORDER_TABLE, columns, data.orders, "show-orders", {
      ...ORDER_DEFAULTS,
      locale,
    }) ?? ctx.render(data);
  },
};

export default function OrdersPage({ data, state, url }: PageProps<OrderListData, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <ShowStyles />
      <PageHeader
        title={pageTitle("showcloud_orders", t)}
        crumbs={crumbsFor("showcloud_orders", t)}
        appName={t("common.app_name")}
      />
      <OrderList data={data} t={t} locale={locale} url={url} />
    </>
  );
}
