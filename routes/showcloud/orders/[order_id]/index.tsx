// /showcloud/orders/{order_id}: one show order — lines, delivery splits with their purchase
// orders, every change from the ledger's history — and its actions (edit, review and submit,
// reopen, cancel) while the show takes orders. A store sees only its own stores' orders (404).
// lib/shows/order_detail.ts, components/showcloud/OrderDetail.tsx.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { OrderDetail } from "../../../../components/showcloud/OrderDetail.tsx";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import {
  type OrderDetailData,
  orderDetailPage,
  postOrderDetail,
} from "../../../../lib/shows/order_detail.ts";
import { pageHandlers } from "../../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<OrderDetailData>(
  (ctx) => orderDetailPage(ctx.state.kv, requireUser(ctx.state), ctx.params.order_id, ctx.url),
  (req, ctx) => postOrderDetail(req, ctx.state.kv, requireUser(ctx.state), ctx.params.order_id),
);

export default function OrderPage({ data, state }: PageProps<OrderDetailData, PortalState>) {
  return <OrderDetail data={data} t={state.t} locale={state.locale} />;
}
