// The plan page's POST actions (a plain HTML form; the hidden `action` field says which):
//   save      the grid → the plan (a draft in place; an approved plan gets a numbered revision)
//   whatif    the grid → the what-if beside the plan (the plan is not touched)
//   discard   drops the what-if
//   approve   a draft → version 1, locked
//   seed      a new plan (or, once approved, a what-if) from last year's actuals
// Bad input comes back as per-field errors with every value kept; nothing is written.
import type { User } from "../auth/types.ts";
import type { FieldErrors, FormValues } from "../forms/mod.ts";
import { FORM_ERROR, validateForm } from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { todayInToronto } from "../sales/calendar.ts";
import { storeActuals } from "./actuals.ts";
import { type PlanFigures, seedFromLastYear, type StockMethod } from "./formulas.ts";
import { PlanGridForm, SeedForm } from "./schema.ts";
import { lastYearSeason, monthAfterSeason, seasonMonths } from "./season.ts";
import {
  approvePlan,
  deleteWhatIf,
  getPlan,
  PlanConflict,
  PlanLocked,
  savePlan,
  saveWhatIf,
} from "./store.ts";

export interface Where {
  store: number;
  season: string;
  department: string;
}

export type ActionResult =
  | { ok: true; notice: string; whatif?: boolean }
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

export async function runPlanAction(
  kv: Deno.Kv,
  user: User,
  where: Where,
  values: FormValues,
  t: Translate,
): Promise<ActionResult> {
  const actor = { id: user.id, email: user.email };
  const action = typeof values.action === "string" ? values.action : "";
  const conflict = (form: "grid" | "seed"): ActionResult => ({
    ok: false,
    form,
    errors: { [FORM_ERROR]: t("open_to_buy.errors.conflict") },
    values,
  });
  try {
    if (action === "save" || action === "whatif") {
      const read = validateForm(values, PlanGridForm, t);
      if (!read.ok) return { ok: false, form: "grid", errors: read.errors, values };
      if (action === "whatif") {
        await saveWhatIf(kv, where, read.data.figures, actor);
        return { ok: true, notice: "whatif_saved", whatif: true };
      }
      const current = await getPlan(kv, where.store, where.season, where.department);
      const expected = current ? read.data.version : null;
      const saved = await savePlan(kv, where, read.data.figures, actor, expected);
      if (values.from_whatif === "1") await deleteWhatIf(kv, where);
      return { ok: true, notice: saved.status === "approved" ? "revised" : "saved" };
    }
    if (action === "approve") {
      const version = Number(values.version);
      await approvePlan(kv, where, actor, Number.isInteger(version) ? version : -1);
      return { ok: true, notice: "approved" };
    }
    if (action === "discard") {
      await deleteWhatIf(kv, where);
      return { ok: true, notice: "whatif_discarded" };
    }
    if (action === "seed") {
      const read = validateForm(values, SeedForm, t);
      if (!read.ok) return { ok: false, form: "seed", errors: read.errors, values };
      const figures = await seedFigures(kv, where, read.data);
      const current = await getPlan(kv, where.store, where.season, where.department);
      if (current?.status === "approved") {
        await saveWhatIf(kv, where, figures, actor);
        return { ok: true, notice: "whatif_seeded", whatif: true };
      }
      const method: StockMethod = read.data.method === "ssr"
        ? { kind: "ssr", ssr: read.data.method_value }
        : { kind: "wos", wos: read.data.method_value };
      await savePlan(kv, where, figures, actor, current?.version ?? null, {
        method,
        growth: read.data.growth,
      });
      return { ok: true, notice: "seeded" };
    }
  } catch (error) {
    if (error instanceof PlanConflict) return conflict(action === "seed" ? "seed" : "grid");
    if (error instanceof PlanLocked) {
      return {
        ok: false,
        form: "grid",
        errors: { [FORM_ERROR]: t("open_to_buy.errors.locked") },
        values,
      };
    }
    throw error;
  }
  return {
    ok: false,
    form: "grid",
    errors: { [FORM_ERROR]: t("open_to_buy.errors.action") },
    values,
  };
}
