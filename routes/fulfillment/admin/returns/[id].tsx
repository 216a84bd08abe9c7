// /fulfillment/admin/returns/:id — head office's view of any return (live, or ?env=sandbox): lines,
// the rule and the store it went to, the label, its steps (head office can move it on), and the
// refund as booked in the ledger.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { formValues, seeOther, textValue } from "../../../../lib/forms/mod.ts";
import { getOrder, now } from "../../../../lib/fulfillment/store.ts";
import {
  advanceReturn,
  buyReturnLabel,
  getReturn,
  RETURN_STATES,
  type ReturnRequest,
} from "../../../../lib/fulfillment/returns.ts";
import { listOrderEntries, syncOrders } from "../../../../lib/fulfillment_accounting/ledger.ts";
import { envParam } from "../../../../lib/fulfillment_accounting/views.ts";
import { candidatesCsv } from "../../../../components/fulfillment/CandidateTable.tsx";
import { AdminReturn } from "../../../../components/fulfillment_accounting/AdminReturn.tsx";
import type { AdminReturnData } from "../../../../lib/fulfillment_accounting/page_data.ts";

type Ctx = Parameters<NonNullable<Handlers<AdminReturnData, PortalState>["GET"]>>[1];

async function load(ctx: Ctx) {
  const ret = await getReturn(ctx.state.kv, envParam(ctx.url), ctx.params.id);
  if (!ret) throw new HttpError(404, "fulfillment.errors.not_found");
  return ret;
}

async function page(ctx: Ctx, ret: ReturnRequest, error?: string) {
  const { kv } = ctx.state;
  const order = await getOrder(kv, ret.env, ret.order_id);
  if (order) await syncOrders(kv, ret.env, [order], await now(kv, ret.env));
  const refunds = (await listOrderEntries(kv, ret.env, ret.order_id)).filter((e) =>
    e.key === `refund:${ret.id}`
  );
  return ctx.render({ ret, refunds, error }, { status: error ? 409 : 200 });
}

export const handler: Handlers<AdminReturnData, PortalState> = {
  async GET(_req, ctx) {
    const ret = await load(ctx);
    return candidatesCsv(ctx.url, ctx.state, { ret }) ?? page(ctx, ret);
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const ret = await load(ctx);
    const to = textValue(await formValues(req), "to");
    const next = to === "labelled"
      ? await buyReturnLabel(ctx.state.kv, ctx.state.config, ret, user.email)
      : RETURN_STATES.includes(to as ReturnRequest["state"])
      ? await advanceReturn(ctx.state.kv, ret, to as ReturnRequest["state"], user.email)
      : null;
    if (!next) return page(ctx, ret, "fulfillment.errors.return_state");
    return seeOther(`${ctx.url.pathname}${ctx.url.search}`);
  },
};

export default function Page(props: PageProps<AdminReturnData, PortalState>) {
  return <AdminReturn {...props} />;
}
