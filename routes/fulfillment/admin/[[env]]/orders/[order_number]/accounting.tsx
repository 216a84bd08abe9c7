// /fulfillment/admin/:env(sandbox)?/orders/:order_number/accounting — the money of one web order:
// each line's department and share, shipping charged against the label, the fee, the penalties its
// facts call for, refunds, and every ledger entry booked (reversals included).
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../../../lib/state.ts";
import { HttpError } from "../../../../../../lib/http/errors.ts";
import { envOf } from "../../../../../../lib/fulfillment/schema.ts";
import { getOrderByNumber, now } from "../../../../../../lib/fulfillment/store.ts";
import { listReturnsOfOrder } from "../../../../../../lib/fulfillment/returns.ts";
import { catalogueMap } from "../../../../../../lib/catalogue/store.ts";
import { orderFacts } from "../../../../../../lib/fulfillment_accounting/events.ts";
import {
  getSchedule,
  listOrderEntries,
  syncOrders,
} from "../../../../../../lib/fulfillment_accounting/ledger.ts";
import { shareBp } from "../../../../../../lib/fulfillment_accounting/schema.ts";
import {
  ENTRIES,
  OrderAccounting,
  REVENUE,
} from "../../../../../../components/fulfillment_accounting/OrderAccounting.tsx";
import { csvFor } from "../../../../../../lib/forms/table.ts";
import type { OrderAccountingData } from "../../../../../../lib/fulfillment_accounting/page_data.ts";

export const config: RouteConfig = {
  routeOverride: "/fulfillment/admin/:env(sandbox)?/orders/:order_number/accounting",
};

export const handler: Handlers<OrderAccountingData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const env = envOf(ctx.params.env);
    const order = await getOrderByNumber(kv, env, ctx.params.order_number);
    if (!order) throw new HttpError(404, "fulfillment.errors.not_found");
    const at = await now(kv, env);
    await syncOrders(kv, env, [order], at);
    const schedule = await getSchedule(kv, env);
    const catalogue = await catalogueMap(kv);
    const lines = order.lines.map((l) => {
      const department = catalogue.get(l.item_number)?.department ?? "";
      return { ...l, department, share_bp: shareBp(schedule, department) };
    });
    const entries = await listOrderEntries(kv, env, order.id);
    const file = `order-${order.order_number}`;
    return csvFor(ctx.url, ctx.state, REVENUE, lines, `${file}-revenue`) ??
      csvFor(ctx.url, ctx.state, ENTRIES, entries, `${file}-entries`) ?? ctx.render({
        order,
        facts: orderFacts(order, at),
        lines,
        entries,
        returns: await listReturnsOfOrder(kv, env, order.id),
      });
  },
};

export default function Page(props: PageProps<OrderAccountingData, PortalState>) {
  return <OrderAccounting {...props} />;
}
