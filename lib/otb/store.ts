// Open-to-buy plans in KV (prefix "otb", registered in lib/db/keys.ts):
//
//   ["otb", "plan", store, season, dept]        → Plan (the current figures; version 0 = draft)
//   ["otb", "rev", store, season, dept, n]      → Revision n (1 = the approved original, locked)
//   ["otb", "whatif", store, season, dept, name] → WhatIf (named drafts beside the plan, never live)
//   ["otb", "report", user_id, report_id]       → SavedOtbReport
//
// A draft plan is edited in place. Approval writes revision 1 (a full snapshot) and from then on
// every save is revision n + 1 with who, when and the diff, in the same atomic operation as the
// plan, under a check of the version the editor loaded: a concurrent save is refused, never lost.
// A plan broken into classes (lib/otb/classes.ts) keeps them in the same record, the department's
// figures being their sums; revisions snapshot and diff them too.
import { versionCheck, versionOf } from "../forms/version.ts";
import type { Actor } from "../orders/schema.ts";
import type { MonthPlan, PlanFigures, StockMethod } from "./formulas.ts";
import type { ReportForm } from "./schema.ts";
import { type ClassPlan, sumClasses } from "./classes.ts";

export type { ClassPlan };

/** Figures as saved: a department's, optionally broken into classes (their sums win). */
export type PlanInput = PlanFigures & { classes?: ClassPlan[] };

export interface Plan extends PlanFigures {
  store: number;
  season: string;
  department: string;
  /** How the stock was planned when the plan was seeded (shown with the formula). */
  method: StockMethod | null;
  growth: number | null;
  status: "draft" | "approved";
  /** 0 while draft; the latest revision number once approved. */
  version: number;
  /** The classes the plan is broken into (absent: planned per department only). */
  classes?: ClassPlan[];
  updated_at: string;
  updated_by: string;
}

export interface DiffEntry {
  /** "opening_bom", "imu", "holdback", a month field, or "classes" (how many the plan has). */
  field: "opening_bom" | "imu" | "holdback" | keyof MonthPlan | "classes";
  /** Month index 0–5 for month fields. */
  month?: number;
  /** The class a change is in (plans broken into classes). */
  class?: string;
  before: number;
  after: number;
}

export interface Revision {
  n: number;
  at: string;
  by: string;
  figures: PlanFigures;
  classes?: ClassPlan[];
  /** Empty for revision 1 (the approved original). */
  diff: DiffEntry[];
}

export interface WhatIf {
  /** Its name ("Cold winter", "Flat sales"): several stand side by side with the plan. */
  name: string;
  figures: PlanFigures;
  updated_at: string;
  updated_by: string;
}

export interface SavedOtbReport extends ReportForm {
  id: string;
  owner: string;
  saved_at: string;
}

const K = {
  plan: (store: number, season: string, dept: string) => ["otb", "plan", store, season, dept],
  plans: (store: number, season: string) => ["otb", "plan", store, season],
  rev: (store: number, season: string, dept: string, n: number) => [
    "otb",
    "rev",
    store,
    season,
    dept,
    n,
  ],
  revs: (store: number, season: string, dept: string) => ["otb", "rev", store, season, dept],
  whatif: (store: number, season: string, dept: string, name: string) => [
    "otb",
    "whatif",
    store,
    season,
    dept,
    name,
  ],
  whatifs: (store: number, season: string, dept: string) => ["otb", "whatif", store, season, dept],
  report: (owner: string, id: string) => ["otb", "report", owner, id],
  reports: (owner: string) => ["otb", "report", owner],
};

export class PlanConflict extends Error {}
export class PlanLocked extends Error {}

export function figuresOf(p: PlanFigures): PlanFigures {
  return {
    opening_bom: p.opening_bom,
    imu: p.imu,
    holdback: p.holdback,
    months: p.months.map((m) => ({ sales: m.sales, markdowns: m.markdowns, eom: m.eom })),
  };
}

/** What changed between two sets of figures, field by field. */
export function diffFigures(before: PlanFigures, after: PlanFigures): DiffEntry[] {
  const out: DiffEntry[] = [];
  for (const field of ["imu", "holdback"] as const) {
    if (before[field] !== after[field]) {
      out.push({ field, before: before[field], after: after[field] });
    }
  }
  return [...out, ...diffAmounts(before, after)];
}

/** Opening BOM and month amounts that changed (tagged with a class when given). */
function diffAmounts(
  before: Pick<PlanFigures, "opening_bom" | "months">,
  after: Pick<PlanFigures, "opening_bom" | "months">,
  cls?: string,
): DiffEntry[] {
  const tag = cls === undefined ? {} : { class: cls };
  const out: DiffEntry[] = [];
  if (before.opening_bom !== after.opening_bom) {
    out.push({
      field: "opening_bom",
      ...tag,
      before: before.opening_bom,
      after: after.opening_bom,
    });
  }
  after.months.forEach((m, i) => {
    for (const field of ["sales", "markdowns", "eom"] as const) {
      const was = before.months[i]?.[field] ?? 0;
      if (was !== m[field]) out.push({ field, month: i, ...tag, before: was, after: m[field] });
    }
  });
  return out;
}

/**
 * What changed between two plans: IMU and hold-back; then class by class when both are broken
 * into the same classes, else the department's amounts and the number of classes.
 */
export function diffPlans(before: PlanInput, after: PlanInput): DiffEntry[] {
  const codes = (p: PlanInput) => (p.classes ?? []).map((c) => c.class).join(",");
  if (!before.classes?.length || !after.classes?.length || codes(before) !== codes(after)) {
    const out = diffFigures(before, after);
    const [was, now] = [before.classes?.length ?? 0, after.classes?.length ?? 0];
    if (codes(before) !== codes(after)) out.push({ field: "classes", before: was, after: now });
    return out;
  }
  const out = diffFigures({ ...before, opening_bom: 0, months: [] }, {
    ...after,
    opening_bom: 0,
    months: [],
  });
  after.classes.forEach((c, i) => out.push(...diffAmounts(before.classes![i], c, c.class)));
  return out;
}

const classesOf = (input: PlanInput) =>
  input.classes?.length
    ? input.classes.map((c) => ({
      class: c.class,
      opening_bom: c.opening_bom,
      months: c.months.map((m) => ({ sales: m.sales, markdowns: m.markdowns, eom: m.eom })),
    }))
    : undefined;

export async function getPlan(
  kv: Deno.Kv,
  store: number,
  season: string,
  dept: string,
): Promise<Plan | null> {
  return (await kv.get<Plan>(K.plan(store, season, dept))).value;
}

/** A store's plans of a season, by department. */
export async function listPlans(
  kv: Deno.Kv,
  store: number,
  season: string,
): Promise<Map<string, Plan>> {
  const out = new Map<string, Plan>();
  for await (const e of kv.list<Plan>({ prefix: K.plans(store, season) })) {
    out.set(e.value.department, e.value);
  }
  return out;
}

/** One department's plans of a season for several stores (stores without one left out). */
/** A store's plan with the version its edit forms carry (lib/forms/version.ts). */
export async function getPlanEntry(
  kv: Deno.Kv,
  store: number,
  season: string,
  dept: string,
): Promise<{ plan: Plan | null; version: string }> {
  const entry = await kv.get<Plan>(K.plan(store, season, dept));
  return { plan: entry.value, version: versionOf(entry) };
}

export async function getPlansOfStores(
  kv: Deno.Kv,
  stores: number[],
  season: string,
  dept: string,
): Promise<Plan[]> {
  const out: Plan[] = [];
  for (let i = 0; i < stores.length; i += 10) {
    const keys = stores.slice(i, i + 10).map((n) => K.plan(n, season, dept));
    for (const e of await kv.getMany<Plan[]>(keys)) if (e.value) out.push(e.value);
  }
  return out;
}

export async function listRevisions(
  kv: Deno.Kv,
  store: number,
  season: string,
  dept: string,
): Promise<Revision[]> {
  const out: Revision[] = [];
  for await (const e of kv.list<Revision>({ prefix: K.revs(store, season, dept) })) {
    out.push(e.value);
  }
  return out.sort((a, b) => a.n - b.n);
}

interface Where {
  store: number;
  season: string;
  department: string;
}

/**
 * Saves the grid's figures: in place while draft, as revision n + 1 once approved. `expected` is
 * the version the form was read at (lib/forms/version.ts: "" for a plan not stored yet, null for a
 * post without one); the save is refused unless the plan is still that version, in the same
 * atomic write. Returns the saved plan.
 */
export async function savePlan(
  kv: Deno.Kv,
  where: Where,
  input: PlanInput,
  actor: Actor,
  expected: string | null,
  seededBy: { method: StockMethod; growth: number } | null = null,
): Promise<Plan> {
  const key = K.plan(where.store, where.season, where.department);
  const entry = await kv.get<Plan>(key);
  const current = entry.value;
  if (versionOf(entry) !== expected) throw new PlanConflict();
  const now = new Date().toISOString();
  const classes = classesOf(input);
  // broken into classes: the department's amounts are their sums, exactly
  const figures = classes ? { ...input, ...sumClasses(classes, input.months.length) } : input;
  const plan: Plan = {
    ...where,
    ...figuresOf(figures),
    ...(classes ? { classes } : {}),
    method: seededBy?.method ?? current?.method ?? null,
    growth: seededBy?.growth ?? current?.growth ?? null,
    status: current?.status ?? "draft",
    version: current?.version ?? 0,
    updated_at: now,
    updated_by: actor.email,
  };
  const op = kv.atomic().check(versionCheck(key, expected));
  if (current?.status === "approved") {
    const diff = diffPlans(current, { ...figures, classes });
    if (diff.length === 0) return current;
    plan.version = current.version + 1;
    const rev: Revision = {
      n: plan.version,
      at: now,
      by: actor.email,
      figures: figuresOf(figures),
      ...(classes ? { classes } : {}),
      diff,
    };
    op.set(K.rev(where.store, where.season, where.department, plan.version), rev);
  }
  const res = await op.set(key, plan).commit();
  if (!res.ok) throw new PlanConflict();
  return plan;
}

/** Approves a draft: version 1, locked as revision 1. */
export async function approvePlan(
  kv: Deno.Kv,
  where: Where,
  actor: Actor,
  expected: string | null,
): Promise<Plan> {
  const key = K.plan(where.store, where.season, where.department);
  const entry = await kv.get<Plan>(key);
  const current = entry.value;
  if (!current || versionOf(entry) !== expected) throw new PlanConflict();
  if (current.status === "approved") throw new PlanLocked();
  const now = new Date().toISOString();
  const plan: Plan = { ...current, status: "approved", version: 1, updated_at: now };
  const rev: Revision = {
    n: 1,
    at: now,
    by: actor.email,
    figures: figuresOf(current),
    ...(current.classes ? { classes: current.classes } : {}),
    diff: [],
  };
  const res = await kv.atomic().check(versionCheck(key, expected))
    .set(key, plan)
    .set(K.rev(where.store, where.season, where.department, 1), rev)
    .commit();
  if (!res.ok) throw new PlanConflict();
  return plan;
}

/** The name a what-if gets when none is typed. */
export const DEFAULT_WHATIF = "What-if";

/** A what-if's name as typed: trimmed, at most 40 characters (empty → the default name). */
export function whatIfName(typed: unknown): string {
  const name = typeof typed === "string" ? typed.trim().slice(0, 40) : "";
  return name || DEFAULT_WHATIF;
}

export async function getWhatIf(
  kv: Deno.Kv,
  w: Where,
  name = DEFAULT_WHATIF,
): Promise<WhatIf | null> {
  return (await kv.get<WhatIf>(K.whatif(w.store, w.season, w.department, name))).value;
}

/** Every what-if of a plan, by name. */
export async function listWhatIfs(kv: Deno.Kv, w: Where): Promise<WhatIf[]> {
  const out: WhatIf[] = [];
  for await (
    const e of kv.list<WhatIf>({ prefix: K.whatifs(w.store, w.season, w.department) })
  ) out.push(e.value);
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Saves a named what-if beside the plan: the plan and its revisions are not touched. */
export async function saveWhatIf(
  kv: Deno.Kv,
  w: Where,
  figures: PlanFigures,
  actor: Actor,
  name = DEFAULT_WHATIF,
) {
  const value: WhatIf = {
    name,
    figures: figuresOf(figures),
    updated_at: new Date().toISOString(),
    updated_by: actor.email,
  };
  await kv.set(K.whatif(w.store, w.season, w.department, name), value);
  return value;
}

export async function deleteWhatIf(kv: Deno.Kv, w: Where, name = DEFAULT_WHATIF) {
  await kv.delete(K.whatif(w.store, w.season, w.department, name));
}

// ---------------------------------------------------------------------------------------------
// Saved report definitions (per user)

export async function saveOtbReport(
  kv: Deno.Kv,
  owner: string,
  def: ReportForm,
  id: string = crypto.randomUUID(),
): Promise<SavedOtbReport> {
  const report: SavedOtbReport = { ...def, id, owner, saved_at: new Date().toISOString() };
  await kv.set(K.report(owner, id), report);
  return report;
}

export async function getOtbReport(kv: Deno.Kv, owner: string, id: string) {
  return (await kv.get<SavedOtbReport>(K.report(owner, id))).value;
}

export async function listOtbReports(kv: Deno.Kv, owner: string): Promise<SavedOtbReport[]> {
  const out: SavedOtbReport[] = [];
  for await (const e of kv.list<SavedOtbReport>({ prefix: K.reports(owner) }, { limit: 200 })) {
    out.push(e.value);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export async function deleteOtbReport(kv: Deno.Kv, owner: string, id: string) {
  await kv.delete(K.report(owner, id));
}
