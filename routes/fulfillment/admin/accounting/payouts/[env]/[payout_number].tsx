// /fulfillment/admin/accounting/payouts/:env/:payout_number — the printable statement of one payout
// (env "live" or "sandbox"): the store, the period, every line and the totals by kind; approve, then
// mark paid; the lines as CSV or Excel.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../../lib/state.ts";
import { requireUser } from "../../../../../../lib/auth/signed_in.ts";
import { HttpError } from "../../../../../../lib/http/errors.ts";
import { formValues, seeOther, textValue, validateForm } from "../../../../../../lib/forms/mod.ts";
import { getStore } from "../../../../../../lib/stores/mod.ts";
import { type Env, ENVS } from "../../../../../../lib/fulfillment/schema.ts";
import { now } from "../../../../../../lib/fulfillment/store.ts";
import {
  getPayout,
  movePayout,
  payoutLines,
} from "../../../../../../lib/fulfillment_accounting/payouts.ts";
import { downloadFor } from "../../../../../../lib/fulfillment_accounting/export.ts";
import {
  PaidForm,
  type Payout,
  PAYOUT_NEXT,
} from "../../../../../../lib/fulfillment_accounting/schema.ts";
import { torontoDateString } from "../../../../../../lib/i18n/format.ts";
import { PAYOUT_LINES } from "../../../../../../components/fulfillment_accounting/payout_columns.tsx";
import { PayoutStatement } from "../../../../../../components/fulfillment_accounting/PayoutStatement.tsx";
import type { StatementData } from "../../../../../../lib/fulfillment_accounting/page_data.ts";

async function load(kv: Deno.Kv, params: Record<string, string>) {
  if (!ENVS.includes(params.env as Env)) throw new HttpError(404, "errors.not_found");
  const payout = await getPayout(kv, params.env as Env, params.payout_number);
  if (!payout) throw new HttpError(404, "fulfillment_accounting.errors.no_payout");
  return payout;
}

export const handler: Handlers<StatementData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const payout = await load(kv, ctx.params);
    const lines = await payoutLines(kv, payout);
    const file = `payout-${payout.number}`;
    const download = await downloadFor(ctx.url, ctx.state, PAYOUT_LINES, lines, file, {
      sheet: payout.number,
      money: ["amount"],
    });
    if (download) return download;
    return ctx.render({
      payout,
      store: await getStore(kv, payout.store),
      lines,
      paid: { payment_date: torontoDateString(await now(kv, payout.env)), reference: "" },
      errors: {},
    });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv } = ctx.state;
    const payout = await load(kv, ctx.params);
    const to = PAYOUT_NEXT[payout.state];
    const values = await formValues(req);
    const asked = textValue(values, "to");
    const paid = {
      payment_date: textValue(values, "payment_date"),
      reference: textValue(values, "reference"),
    };
    const again = async (extra: Partial<StatementData>, status: number) =>
      ctx.render({
        payout,
        store: await getStore(kv, payout.store),
        lines: await payoutLines(kv, payout),
        paid,
        errors: {},
        ...extra,
      }, { status });
    let payment: Payout["payment"];
    if (to === "paid" && asked === "paid") {
      const checked = validateForm(values, PaidForm, ctx.state.t);
      if (!checked.ok) {
        const shown = {
          payment_date: textValue(checked.values, "payment_date"),
          reference: textValue(checked.values, "reference"),
        };
        return again({ errors: checked.errors, paid: shown }, 400);
      }
      payment = { date: checked.data.payment_date, reference: checked.data.reference };
    }
    const moved = to && asked === to
      ? await movePayout(
        kv,
        payout.env,
        payout.number,
        to,
        user.email,
        await now(kv, payout.env),
        payment,
      )
      : null;
    if (!moved) return again({ error: "fulfillment_accounting.errors.payout_state" }, 409);
    return seeOther(ctx.url.pathname);
  },
};

export default function Page(props: PageProps<StatementData, PortalState>) {
  return <PayoutStatement {...props} />;
}
