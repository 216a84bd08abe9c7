// /fulfillment/admin/:env(sandbox)?/penalties — every penalty with its rule, amount, store and order;
// head office waives a standing one with a reason (a reversal that keeps who and why).
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../../../../lib/forms/mod.ts";
import { envOf } from "../../../../lib/fulfillment/schema.ts";
import { getOrder, now } from "../../../../lib/fulfillment/store.ts";
import { listPenalties, refreshLedger } from "../../../../lib/fulfillment_accounting/views.ts";
import { waivePenalty } from "../../../../lib/fulfillment_accounting/ledger.ts";
import { WaiveForm } from "../../../../lib/fulfillment_accounting/schema.ts";
import {
  Penalties,
  penaltiesTable,
} from "../../../../components/fulfillment_accounting/Penalties.tsx";
import { csvFor } from "../../../../lib/forms/table.ts";
import type { PenaltiesData } from "../../../../lib/fulfillment_accounting/page_data.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/admin/:env(sandbox)?/penalties" };

type Ctx = Parameters<NonNullable<Handlers<PenaltiesData, PortalState>["GET"]>>[1];

async function page(ctx: Ctx, extra: Partial<PenaltiesData> = {}, status = 200) {
  const env = envOf(ctx.params.env);
  await refreshLedger(ctx.state.kv, env);
  const q = ctx.url.searchParams;
  const wanted = { status: q.get("status") ?? "", store: q.get("store") ?? "" };
  const rows = (await listPenalties(ctx.state.kv, env)).filter((r) =>
    (!wanted.status || r.status === wanted.status) &&
    (!wanted.store || String(r.entry.store) === wanted.store)
  );
  const csv = csvFor(ctx.url, ctx.state, penaltiesTable(env), rows, `penalties-${env}`);
  if (csv) return csv;
  return ctx.render({ env, rows, ...wanted, done: q.get("done") ?? undefined, ...extra }, {
    status,
  });
}

export const handler: Handlers<PenaltiesData, PortalState> = {
  GET: (_req, ctx) => page(ctx),
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const env = envOf(ctx.params.env);
    const values = await formValues(req);
    const typed = { entry: String(values.entry ?? ""), reason: String(values.reason ?? "") };
    const form = validateForm(values, WaiveForm, t);
    if (!form.ok) {
      return page(
        ctx,
        { failed: { ...typed, error: form.errors.reason ?? form.errors.entry } },
        400,
      );
    }
    const row = (await listPenalties(kv, env)).find((r) => r.entry.id === form.data.entry);
    const order = row ? await getOrder(kv, env, row.entry.order_id) : null;
    const result = order
      ? await waivePenalty(
        kv,
        env,
        order,
        form.data.entry,
        form.data.reason,
        user.email,
        await now(kv, env),
      )
      : "not_found";
    if (result !== "ok") {
      const error = t(`fulfillment_accounting.errors.waive_${result}`);
      return page(ctx, { failed: { ...typed, error } }, 409);
    }
    return seeOther(`${ctx.url.pathname}?done=waived`);
  },
};

export default function Page(props: PageProps<PenaltiesData, PortalState>) {
  return <Penalties {...props} />;
}
