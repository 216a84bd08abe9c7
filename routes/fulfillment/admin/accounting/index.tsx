// /fulfillment/admin/accounting — head office: every store's balance (open, awaiting payment, paid,
// penalties), closing a period into payouts, and the commission schedule per department. Live, or
// the sandbox with ?env=sandbox.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import {
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
} from "../../../../lib/forms/mod.ts";
import { csvFor } from "../../../../lib/forms/table.ts";
import { now } from "../../../../lib/fulfillment/store.ts";
import { listStores } from "../../../../lib/stores/mod.ts";
import { torontoDateString } from "../../../../lib/i18n/format.ts";
import { DEPARTMENT_CODES } from "../../../../lib/catalogue/model.ts";
import {
  envParam,
  refreshLedger,
  storeBalances,
} from "../../../../lib/fulfillment_accounting/views.ts";
import {
  getSchedule,
  saveSchedule,
  scheduleVersion,
} from "../../../../lib/fulfillment_accounting/ledger.ts";
import { closePeriod } from "../../../../lib/fulfillment_accounting/payouts.ts";
import { lastWeeks } from "../../../../lib/fulfillment_accounting/metrics.ts";
import { CloseForm, ScheduleForm } from "../../../../lib/fulfillment_accounting/schema.ts";
import {
  AdminAccounting,
  type AdminAccountingData,
  BALANCES,
} from "../../../../components/fulfillment_accounting/AdminAccounting.tsx";

type Ctx = Parameters<NonNullable<Handlers<AdminAccountingData, PortalState>["GET"]>>[1];

async function page(ctx: Ctx, extra: Partial<AdminAccountingData> = {}, status = 200) {
  const { kv } = ctx.state;
  const env = envParam(ctx.url);
  const { at } = await refreshLedger(kv, env);
  const names = new Map((await listStores(kv)).map((s) => [s.store_number, s.name]));
  const schedule = await getSchedule(kv, env);
  // The default period ends on the last Sunday.
  const lastSunday = new Date(Date.parse(`${lastWeeks(at, 1)[0]}T12:00:00Z`) - 86_400_000);
  const balances = (await storeBalances(kv, env)).map((b) => ({
    ...b,
    name: names.get(b.store) ?? "",
  }));
  return csvFor(ctx.url, ctx.state, BALANCES, balances, `balances-${env}`) ?? ctx.render({
    env,
    balances,
    schedule: Object.fromEntries(
      DEPARTMENT_CODES.map((d) => [d, String((schedule[d] ?? 8000) / 100)]),
    ),
    errors: {},
    scheduleVersion: await scheduleVersion(kv, env),
    period_end: torontoDateString(lastSunday),
    done: ctx.url.searchParams.get("done") ?? undefined,
    count: Number(ctx.url.searchParams.get("count") ?? 0),
    ...extra,
  }, { status });
}

export const handler: Handlers<AdminAccountingData, PortalState> = {
  GET: (_req, ctx) => page(ctx),
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const env = envParam(ctx.url);
    const values = await formValues(req);
    const q = env === "sandbox" ? "env=sandbox&" : "";
    if (values.action === "schedule") {
      const form = validateForm(values, ScheduleForm, t);
      if (!form.ok) {
        const typed = Object.fromEntries(DEPARTMENT_CODES.map((d) => [d, String(values[d] ?? "")]));
        return page(ctx, { schedule: typed, errors: form.errors }, 400);
      }
      const bp = Object.fromEntries(
        Object.entries(form.data).map(([d, pct]) => [d, Math.round(Number(pct) * 100)]),
      );
      if (!await saveSchedule(kv, env, bp, postedVersion(values))) {
        // Changed meanwhile: say so, keep the typing, carry the current version (save = overwrite).
        const typed = Object.fromEntries(DEPARTMENT_CODES.map((d) => [d, String(values[d] ?? "")]));
        return page(ctx, { schedule: typed, errors: staleEditErrors(t) }, 409);
      }
      return seeOther(`/fulfillment/admin/accounting?${q}done=schedule`);
    }
    const form = validateForm(values, CloseForm, t);
    const at = await now(kv, env);
    const periodEnd = String(values.period_end ?? "");
    if (!form.ok || form.data.period_end >= torontoDateString(at)) {
      const errors = form.ok
        ? { period_end: t("fulfillment_accounting.errors.period_not_over") }
        : form.errors;
      return page(ctx, { errors, period_end: periodEnd }, 400);
    }
    await refreshLedger(kv, env);
    const made = await closePeriod(kv, env, form.data.period_end, user.email, at);
    return seeOther(`/fulfillment/admin/accounting/payouts?${q}done=closed&count=${made.length}`);
  },
};

export default function Page(props: PageProps<AdminAccountingData, PortalState>) {
  return <AdminAccounting {...props} />;
}
