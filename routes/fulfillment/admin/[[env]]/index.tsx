// /fulfillment/admin/:env(sandbox)? — head office: every web order of the environment with filters
// (store, state, age), the unfillable queue, refused intake payloads; in the sandbox, its tools
// (new test order through the signed intake, clock shift that fires the timers, reset).
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { envOf, ORDER_STATES } from "../../../../lib/fulfillment/schema.ts";
import { filterOrders, OrderFilter } from "../../../../lib/fulfillment/admin.ts";
import {
  listAllOrders,
  listRejected,
  now,
  resetSandbox,
  shiftClock,
} from "../../../../lib/fulfillment/store.ts";
import { fireDueTimers } from "../../../../lib/fulfillment/workflow.ts";
import { sendSplitTestOrder, sendTestOrder } from "../../../../lib/fulfillment/sandbox.ts";
import { AdminHome, adminOrdersTable } from "../../../../components/fulfillment/AdminHome.tsx";
import { csvFor } from "../../../../lib/forms/table.ts";
import { z } from "zod";
import { formValues, textValue, validateForm } from "../../../../lib/forms/mod.ts";
import type { AdminData } from "../../../../lib/fulfillment/page_data.ts";
import { carrierFor } from "../../../../lib/fulfillment/shipping.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/admin/:env(sandbox)?" };

type Ctx = Parameters<NonNullable<Handlers<AdminData, PortalState>["GET"]>>[1];

const Shift = z.object({
  hours: z.coerce.number("fulfillment.errors.hours").int("fulfillment.errors.hours").min(
    1,
    "fulfillment.errors.hours",
  ).max(
    720,
    "fulfillment.errors.hours",
  ),
});

async function page(ctx: Ctx, extra: Partial<AdminData> = {}, status = 200) {
  const env = envOf(ctx.params.env);
  const q = ctx.url.searchParams;
  const filter = {
    store: q.get("store") ?? "",
    state: q.get("state") ?? "",
    age: q.get("age") ?? "",
  };
  const parsed = OrderFilter.safeParse(filter);
  const at = await now(ctx.state.kv, env);
  const all = await listAllOrders(ctx.state.kv, env);
  const orders = filterOrders(all, parsed.success ? parsed.data : {}, at);
  const csv = csvFor(ctx.url, ctx.state, adminOrdersTable(env), orders, `web-orders-${env}-orders`);
  if (csv) return csv;
  return ctx.render({
    env,
    orders,
    total: orders.length,
    unfillable: all.filter((o) => o.state === "unfillable"),
    rejected: await listRejected(ctx.state.kv, env, 20),
    stores: [...new Set(all.map((o) => o.store).filter((s): s is number => s !== null))].sort((
      a,
      b,
    ) => a - b),
    filter,
    clock: at.toISOString(),
    done: q.get("done") ?? undefined,
    count: q.get("count") ?? undefined,
    carrier: env === "live"
      ? {
        missing: !(await carrierFor(ctx.state.kv, ctx.state.config, env)),
        fake_labels: all.filter((o) =>
          o.shipment?.carrier === "fake" && ["labelled", "shipped"].includes(o.state)
        ).map((o) => o.order_number),
      }
      : undefined,
    ...extra,
  }, { status });
}

export const handler: Handlers<AdminData, PortalState> = {
  GET: (_req, ctx) => page(ctx),
  async POST(req, ctx) {
    const { kv, config } = ctx.state;
    const env = envOf(ctx.params.env);
    if (env !== "sandbox") return page(ctx, {}, 405);
    const values = await formValues(req);
    const action = textValue(values, "action");
    const back = (done: string, count = "") =>
      new Response(null, {
        status: 303,
        headers: {
          location: `/fulfillment/admin/sandbox?done=${done}${count && `&count=${count}`}`,
        },
      });
    if (action === "new_order" || action === "split_order") {
      const result = action === "split_order"
        ? await sendSplitTestOrder(kv, config)
        : await sendTestOrder(kv, config);
      return result && (result.status === 201 || result.status === 200)
        ? back("created")
        : page(ctx, { error: "fulfillment.routing.no_candidates" }, 409);
    }
    if (action === "shift") {
      const checked = validateForm({ hours: textValue(values, "hours") }, Shift, ctx.state.t);
      if (!checked.ok) {
        const shift = { hours: textValue(checked.values, "hours"), error: checked.errors.hours };
        return page(ctx, { shift }, 400);
      }
      await shiftClock(kv, env, checked.data.hours * 3_600_000);
      return back("shifted", String(await fireDueTimers(kv, config, env)));
    }
    if (action === "reset") {
      await resetSandbox(kv);
      return back("reset");
    }
    return page(ctx, {}, 400);
  },
};

export default function Page(props: PageProps<AdminData, PortalState>) {
  return <AdminHome {...props} states={ORDER_STATES} />;
}
