// /showcloud/orders: the show orders of the user's stores (head office: every store's), newest
// change first, with units and the cost of their purchase orders in the ledger; a CSV of the list.
import { headedPage } from "../../../components/orders/HeadedPage.tsx";
import { ShowStyles } from "../../../components/show/ShowStyles.tsx";
import { OrderList, orderListCsv } from "../../../components/showcloud/OrderList.tsx";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { pageHandlers } from "../../../lib/orders/page_handlers.ts";
import { type OrderListData, orderListData } from "../../../lib/shows/lists.ts";

export const handler = pageHandlers<OrderListData>(async (ctx) => {
  const { kv, t, locale } = ctx.state;
  const data = await orderListData(kv, requireUser(ctx.state), locale);
  return orderListCsv(ctx.url, data, t, locale) ?? data;
});

export default headedPage("showcloud_orders", OrderList, { styles: ShowStyles });
