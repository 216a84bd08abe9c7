// /fulfillment/admin/accounting/payouts — every payout of live (or ?env=sandbox), filtered by state,
// with CSV and Excel downloads for the accountant.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { listStores } from "../../../../../lib/stores/mod.ts";
import { envParam } from "../../../../../lib/fulfillment_accounting/views.ts";
import { listPayouts, movePayout } from "../../../../../lib/fulfillment_accounting/payouts.ts";
import { requireUser } from "../../../../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../../../../lib/forms/mod.ts";
import { now } from "../../../../../lib/fulfillment/store.ts";
import { downloadFor } from "../../../../../lib/fulfillment_accounting/export.ts";
import {
  PAYOUT_STATES,
  type PayoutState,
} from "../../../../../lib/fulfillment_accounting/schema.ts";
import { payoutsTable } from "../../../../../components/fulfillment_accounting/payout_columns.tsx";
import { PayoutList } from "../../../../../components/fulfillment_accounting/PayoutList.tsx";
import type { PayoutsData } from "../../../../../lib/fulfillment_accounting/page_data.ts";

export const handler: Handlers<PayoutsData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const env = envParam(ctx.url);
    const asked = ctx.url.searchParams.get("state") ?? "";
    const state = PAYOUT_STATES.includes(asked as PayoutState) ? asked as PayoutState : "";
    const payouts = (await listPayouts(kv, env)).filter((p) => !state || p.state === state);
    const names = Object.fromEntries((await listStores(kv)).map((s) => [s.store_number, s.name]));
    const file = `payouts-${env}${state ? `-${state}` : ""}`;
    const download = await downloadFor(ctx.url, ctx.state, payoutsTable(names), payouts, file, {
      sheet: t("pages.titles.fa_payouts"),
      money: ["total"],
    });
    if (download) return download;
    return ctx.render({
      env,
      payouts,
      names,
      state,
      done: ctx.url.searchParams.get("done") ?? undefined,
      count: Number(ctx.url.searchParams.get("count") ?? 0),
    });
  },
  /** Approves the chosen drafts at once. */
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv } = ctx.state;
    const env = envParam(ctx.url);
    const { payout } = await formValues(req, { arrays: ["payout"] });
    const at = await now(kv, env);
    let count = 0;
    for (const number of new Set(payout as string[])) {
      if (await movePayout(kv, env, number, "approved", user.email, at)) count++;
    }
    const query = new URLSearchParams({ done: "approved", count: String(count) });
    if (env === "sandbox") query.set("env", "sandbox");
    return seeOther(`${ctx.url.pathname}?${query}`);
  },
};

export default function Page(props: PageProps<PayoutsData, PortalState>) {
  return <PayoutList {...props} />;
}
