// /showcloud/orders: the show orders of the user's stores (head office: every store's), newest
// change first, with units and the cost of their purchase orders in the ledger; a CSV of the list.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { headedPage } from "../../../components/orders/HeadedPage.tsx";
import { ShowStyles } from "../../../components/show/ShowStyles.tsx";
import {
  ORDER_DEFAULTS,
  ORDER_TABLE,
  OrderList,
  orderListColumns,
} from "../../../components/showcloud/OrderList.tsx";
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

export default headedPage("showcloud_orders", OrderList, { styles: ShowStyles });
