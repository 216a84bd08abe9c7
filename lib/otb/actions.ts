// The plan page's POST actions (a plain HTML form; the hidden `action` field says which):
//   save      the grid → the plan (a draft in place; an approved plan gets a numbered revision)
//   whatif    the grid → the what-if beside the plan (the plan is not touched)
//   discard   drops the what-if
//   approve   a draft → version 1, locked
//   seed      a new plan (or, once approved, a what-if) from last year's actuals
//   split     breaks the plan into the department's classes, by last year's sales per class
//   merge     back to a department-level plan (the classes' sums kept)
//   reforecast  closed months take their actuals (sales, markdowns, EOM), so each actual EOM
//             becomes the next month's BOM (a draft in place; an approved plan gets a revision)
//   approve_pending / reject_pending  head office, on a store's pending revision (lib/otb/approval.ts)
// When the group has head office approve plans, a store's save or reforecast of an approved plan
// is kept as a pending revision (not live) and only head office approves a draft.
// With a class (?class=), save edits that class of a plan broken into classes (the department's
// figures follow as their sums). Bad input comes back as per-field errors with every value kept;
// nothing is written.
import type { User } from "../auth/types.ts";
import type { FieldErrors, FormValues } from "../forms/mod.ts";
import { FORM_ERROR, postedVersion, staleEditErrors, validateForm } from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { todayInToronto } from "../sales/calendar.ts";
import { classSales, storeActuals } from "./actuals.ts";
import { departmentClasses, replaceClass, splitIntoClasses } from "./classes.ts";
import { monthTense, type PlanFigures, seedFromLastYear, type StockMethod } from "./formulas.ts";
import { PlanGridForm, SeedForm } from "./schema.ts";
import { lastYearSeason, monthAfterSeason, seasonMonths } from "./season.ts";
import {
  approvePending,
  needsApproval,
  otbSettings,
  proposeRevision,
  rejectPending,
} from "./approval.ts";
import { isHeadOffice } from "../stores/mod.ts";
import {
  approvePlan,
  deleteWhatIf,
  figuresOf,
  getPlan,
  type Plan,
  PlanConflict,
  PlanLocked,
  savePlan,
  saveWhatIf,
  whatIfName,
} from "./store.ts";

export interface Where {
  store: number;
  season: string;
  department: string;
}

export type ActionResult =
  | { ok: true; notice: string; /** The what-if to show next (by name). */ whatif?: string }
  | { ok: false; form: "grid" | "seed"; errors: FieldErrors; values: FormValues };

/** Last year's actuals of the season (and the month after) → the new plan's figures. */
export async function seedFigures(
  kv: Deno.Kv,
  where: Where,
  input: SeedForm,
  today = todayInToronto(),
): Promise<PlanFigures> {
  const months = [...seasonMonths(where.season), monthAfterSeason(where.season)];
  const lySeason = lastYearSeason(where.season);
  const lyMonths = [...seasonMonths(lySeason), monthAfterSeason(lySeason)];
  const actuals = (await storeActuals(kv, where.store, lyMonths, today)).get(where.department);
  const ly = lyMonths.map((m) => actuals?.get(m.key));
  const method: StockMethod = input.method === "ssr"
    ? { kind: "ssr", ssr: input.method_value }
    : { kind: "wos", wos: input.method_value };
  const seeded = seedFromLastYear({
    lySales: ly.map((a) => a?.sales ?? 0),
    lyMarkdowns: ly.slice(0, 6).map((a) => a?.markdowns ?? 0),
    weeks: months.map((m) => m.weeks),
    lyWeeks: lyMonths.map((m) => m.weeks),
    growth: input.growth,
    method,
  });
  return { ...seeded, imu: input.imu, holdback: input.holdback };
}

/** A plan broken into the department's classes, weighted by last year's sales of each. */
async function splitPlan(kv: Deno.Kv, where: Where, plan: Plan, today = todayInToronto()) {
  const codes = departmentClasses(where.department);
  const ly = seasonMonths(lastYearSeason(where.season));
  const sales = await classSales(kv, where.store, where.department, ly, today);
  return splitIntoClasses(plan, codes, codes.map((c) => sales.get(c) ?? 0));
}

/** The plan with every closed month replaced by its actuals (null: no month has closed yet). */
export async function reforecast(
  kv: Deno.Kv,
  where: Where,
  plan: Plan,
  today = todayInToronto(),
): Promise<PlanFigures | null> {
  const months = seasonMonths(where.season);
  const closed = months.filter((m) => monthTense(m, today) === "closed");
  if (closed.length === 0) return null;
  const actuals = (await storeActuals(kv, where.store, months, today)).get(where.department);
  const figures = figuresOf(plan);
  return {
    ...figures,
    // the season's opening stock is the first month's actual BOM
    opening_bom: actuals?.get(months[0].key)?.bom ?? figures.opening_bom,
    months: figures.months.map((m, i) => {
      const a = i < closed.length ? actuals?.get(months[i].key) : undefined;
      return a ? { sales: a.sales, markdowns: a.markdowns, eom: a.eom } : m;
    }),
  };
}

export async function runPlanAction(
  kv: Deno.Kv,
  user: User,
  where: Where,
  values: FormValues,
  t: Translate,
  cls: string | null = null,
): Promise<ActionResult> {
  const actor = { id: user.id, email: user.email };
  const action = typeof values.action === "string" ? values.action : "";
  const fail = (key: string, form: "grid" | "seed" = "grid"): ActionResult => ({
    ok: false,
    form,
    errors: { [FORM_ERROR]: t(key) },
    values,
  });
  // A stale form: refused with everything typed kept; the page then carries the current version.
  const conflict = (form: "grid" | "seed"): ActionResult => ({
    ok: false,
    form,
    errors: staleEditErrors(t),
    values,
  });
  const expected = postedVersion(values);
  try {
    if (action === "split" || action === "merge") {
      const current = await getPlan(kv, where.store, where.season, where.department);
      if (!current || (action === "split") === !!current.classes) {
        return fail("open_to_buy.errors.action");
      }
      const classes = action === "split" ? await splitPlan(kv, where, current) : undefined;
      await savePlan(kv, where, { ...figuresOf(current), classes }, actor, expected);
      return { ok: true, notice: action === "split" ? "split" : "merged" };
    }
    if (action === "save" || action === "whatif") {
      const read = validateForm(values, PlanGridForm, t);
      if (!read.ok) return { ok: false, form: "grid", errors: read.errors, values };
      const current = await getPlan(kv, where.store, where.season, where.department);
      if (current?.classes) {
        // a plan broken into classes is edited class by class (what-ifs are per department)
        if (action === "whatif" || !cls || !current.classes.some((c) => c.class === cls)) {
          return fail("open_to_buy.errors.has_classes");
        }
        const figures = read.data.figures;
        const input = { ...figures, classes: replaceClass(current.classes, cls, figures) };
        if (await needsApproval(kv, user, current)) {
          await proposeRevision(kv, where, input, actor, expected);
          return { ok: true, notice: "pending" };
        }
        const saved = await savePlan(kv, where, input, actor, expected);
        return { ok: true, notice: saved.status === "approved" ? "revised" : "saved" };
      }
      if (action === "whatif") {
        const name = whatIfName(values.whatif_name);
        await saveWhatIf(kv, where, read.data.figures, actor, name);
        return { ok: true, notice: "whatif_saved", whatif: name };
      }
      if (await needsApproval(kv, user, current)) {
        await proposeRevision(kv, where, read.data.figures, actor, expected);
        return { ok: true, notice: "pending" };
      }
      const saved = await savePlan(
        kv,
        where,
        read.data.figures,
        actor,
        expected,
      );
      // Saving a what-if's figures as the plan applies it: that what-if is done.
      if (typeof values.from_whatif === "string" && values.from_whatif) {
        await deleteWhatIf(kv, where, whatIfName(values.from_whatif));
      }
      return { ok: true, notice: saved.status === "approved" ? "revised" : "saved" };
    }
    if (action === "reforecast") {
      const current = await getPlan(kv, where.store, where.season, where.department);
      if (!current || current.classes) return fail("open_to_buy.errors.action");
      const figures = await reforecast(kv, where, current);
      if (!figures) return fail("open_to_buy.errors.nothing_closed");
      if (await needsApproval(kv, user, current)) {
        await proposeRevision(kv, where, figures, actor, expected);
        return { ok: true, notice: "pending" };
      }
      const saved = await savePlan(kv, where, figures, actor, expected);
      return { ok: true, notice: saved.status === "approved" ? "revised" : "reforecast" };
    }
    if (action === "approve") {
      if ((await otbSettings(kv)).head_office_approval && !isHeadOffice(user)) {
        return fail("open_to_buy.errors.head_office_approves");
      }
      await approvePlan(kv, where, actor, expected);
      return { ok: true, notice: "approved" };
    }
    if (action === "approve_pending") {
      if (!await approvePending(kv, where, user)) {
        return fail("open_to_buy.errors.head_office_approves");
      }
      return { ok: true, notice: "pending_approved" };
    }
    if (action === "reject_pending") {
      if (!await rejectPending(kv, where, user)) {
        return fail("open_to_buy.errors.head_office_approves");
      }
      return { ok: true, notice: "pending_rejected" };
    }
    if (action === "discard") {
      await deleteWhatIf(kv, where, whatIfName(values.from_whatif));
      return { ok: true, notice: "whatif_discarded" };
    }
    if (action === "seed") {
      const read = validateForm(values, SeedForm, t);
      if (!read.ok) return { ok: false, form: "seed", errors: read.errors, values };
      const figures = await seedFigures(kv, where, read.data);
      const current = await getPlan(kv, where.store, where.season, where.department);
      if (current?.status === "approved") {
        const name = whatIfName(values.whatif_name);
        await saveWhatIf(kv, where, figures, actor, name);
        return { ok: true, notice: "whatif_seeded", whatif: name };
      }
      const method: StockMethod = read.data.method === "ssr"
        ? { kind: "ssr", ssr: read.data.method_value }
        : { kind: "wos", wos: read.data.method_value };
      await savePlan(kv, where, figures, actor, expected, {
        method,
        growth: read.data.growth,
      });
      return { ok: true, notice: "seeded" };
    }
  } catch (error) {
    if (error instanceof PlanConflict) return conflict(action === "seed" ? "seed" : "grid");
    if (error instanceof PlanLocked) return fail("open_to_buy.errors.locked");
    throw error;
  }
  return fail("open_to_buy.errors.action");
}
