// /showcloud/orders: the show orders of the user's stores (head office: every store's), newest
// change first, with units and the cost of their purchase orders in the ledger.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ShowStyles } from "../../../components/show/ShowStyles.tsx";
import { OrderList } from "../../../components/showcloud/OrderList.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { orderCosts, visibleOrders } from "../../../lib/shows/lists.ts";
import type { ShowOrder } from "../../../lib/shows/schema.ts";

interface Data {
  orders: ShowOrder[];
  costs: Record<string, number>;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const orders = await visibleOrders(kv, requireUser(ctx.state));
    return ctx.render({ orders, costs: await orderCosts(kv, orders) });
  },
};

export default function OrdersPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <ShowStyles />
      <PageHeader
        title={pageTitle("showcloud_orders", t)}
        crumbs={crumbsFor("showcloud_orders", t)}
        appName={t("common.app_name")}
      />
      <OrderList orders={data.orders} costs={data.costs} t={t} locale={locale} />
    </>
  );
}
