// /fulfillment/admin/:env(sandbox)?/orders/:order_number — one web order for head office: lines,
// routing candidates, history; re-route by hand to any opted-in store, or cancel.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../../../lib/state.ts";
import { HttpError } from "../../../../../../lib/http/errors.ts";
import { formValues, seeOther, textValue, validateForm } from "../../../../../../lib/forms/mod.ts";
import { envOf } from "../../../../../../lib/fulfillment/schema.ts";
import { getOrderByNumber, now } from "../../../../../../lib/fulfillment/store.ts";
import { routingStores, stockFor } from "../../../../../../lib/fulfillment/inventory.ts";
import { getStore, isMemberStore, listStores } from "../../../../../../lib/stores/mod.ts";
import { cancel, reroute } from "../../../../../../lib/fulfillment/workflow.ts";
import { DeclineForm } from "../../../../../../lib/fulfillment/schema.ts";
import { voidLabel } from "../../../../../../lib/fulfillment/shipping.ts";
import { AdminOrder } from "../../../../../../components/fulfillment/AdminOrder.tsx";
import { candidatesCsv } from "../../../../../../components/fulfillment/CandidateTable.tsx";
import type { AdminOrderData } from "../../../../../../lib/fulfillment/page_data.ts";

export const config: RouteConfig = {
  routeOverride: "/fulfillment/admin/:env(sandbox)?/orders/:order_number",
};

type Ctx = Parameters<NonNullable<Handlers<AdminOrderData, PortalState>["GET"]>>[1];

async function page(ctx: Ctx, extra: Partial<AdminOrderData> = {}, status = 200) {
  const env = envOf(ctx.params.env);
  const order = await getOrderByNumber(ctx.state.kv, env, ctx.params.order_number);
  if (!order) throw new HttpError(404, "fulfillment.errors.not_found");
  const csv = candidatesCsv(ctx.url, ctx.state, { order });
  if (csv) return csv;
  // Any active member store: head office may send an order where routing would not (with a warning).
  const stores = (await listStores(ctx.state.kv)).filter((s) =>
    s.active && isMemberStore(s.store_number)
  ).map((s) => s.store_number).sort((a, b) => a - b);
  return ctx.render({
    order,
    stores,
    done: ctx.url.searchParams.get("done") ?? undefined,
    ...extra,
  }, { status });
}

export const handler: Handlers<AdminOrderData, PortalState> = {
  GET: (_req, ctx) => page(ctx),
  async POST(req, ctx) {
    const { kv, config, user } = ctx.state;
    const env = envOf(ctx.params.env);
    const order = await getOrderByNumber(kv, env, ctx.params.order_number);
    if (!order) throw new HttpError(404, "fulfillment.errors.not_found");
    const values = await formValues(req);
    const action = textValue(values, "action");
    let result;
    if (action === "reroute") {
      const store = Number(textValue(values, "store"));
      const member = await getStore(kv, store);
      if (!member?.active || !isMemberStore(store)) {
        return page(ctx, { error: "fulfillment.errors.store" }, 400);
      }
      const opted = (await routingStores(kv, env, await now(kv, env))).some((s) =>
        s.store_number === store
      );
      const stock = (await stockFor(kv, [store], order.lines.map((l) => l.item_number), env))
        .get(store)!;
      const missing = order.lines.filter((l) => (stock.get(l.item_number) ?? 0) < l.quantity)
        .map((l) => l.item_number);
      if ((!opted || missing.length > 0) && textValue(values, "confirm") !== "1") {
        return page(ctx, { warning: { store, opted_out: !opted, missing } }, 409);
      }
      result = await reroute(kv, config, env, order.id, store, user!.email);
    } else {
      // The cancel note is the reason of DeclineForm (at least 3 characters).
      const checked = validateForm({ reason: textValue(values, "note") }, DeclineForm, ctx.state.t);
      if (!checked.ok) {
        const note = textValue(checked.values, "reason");
        return page(ctx, { note, noteError: checked.errors.reason }, 400);
      }
      // A bought label is refunded first, so the carrier does not charge for a parcel never sent.
      if (order.state === "labelled") await voidLabel(kv, config, env, order.id, user!.email);
      result = await cancel(kv, env, order.id, user!.email, checked.data.reason);
    }
    if (!result.ok) return page(ctx, { error: result.error }, 409);
    return seeOther(`${ctx.url.pathname}?done=${action === "reroute" ? "rerouted" : "cancelled"}`);
  },
};

export default function Page(props: PageProps<AdminOrderData, PortalState>) {
  return <AdminOrder {...props} />;
}
