// Head-office approval of OTB plans, when the group wants it (a group setting head office turns
// on): a store's change to an approved plan is then a pending revision, kept beside the plan and
// NOT live (every OTB figure, order screens included, reads the plan) until head office approves
// it, which writes it as the plan's next revision; head office may also reject it. A draft plan is
// approved by head office only. Key layout (under the "otb" prefix of lib/db/keys.ts):
//   ["otb", "settings"]                          → OtbSettings
//   ["otb", "pending", store, season, dept]      → PendingRevision (at most one per plan)
import type { User } from "../auth/types.ts";
import { versionOf } from "../forms/version.ts";
import type { Actor } from "../orders/schema.ts";
import { isHeadOffice } from "../stores/mod.ts";
import type { PlanFigures } from "./formulas.ts";
import {
  type ClassPlan,
  type DiffEntry,
  diffPlans,
  figuresOf,
  getPlanEntry,
  type Plan,
  PlanConflict,
  type PlanInput,
  savePlan,
} from "./store.ts";

export interface OtbSettings {
  /** Head office approves plans and their revisions; stores propose. */
  head_office_approval: boolean;
  updated_at?: string;
  updated_by?: string;
}

export interface PendingRevision {
  figures: PlanFigures;
  classes?: ClassPlan[];
  /** The plan version it revises (approving it over a later version is refused). */
  base: number;
  diff: DiffEntry[];
  by: string;
  at: string;
}

interface Where {
  store: number;
  season: string;
  department: string;
}

const SETTINGS = ["otb", "settings"];
const pendingKey = (w: Where) => ["otb", "pending", w.store, w.season, w.department];

export async function otbSettings(kv: Deno.Kv): Promise<OtbSettings> {
  return (await kv.get<OtbSettings>(SETTINGS)).value ?? { head_office_approval: false };
}

/** Head office turns head-office approval on or off for the group (anyone else: false). */
export async function setOtbSettings(kv: Deno.Kv, user: User, on: boolean): Promise<boolean> {
  if (!isHeadOffice(user)) return false;
  await kv.set(
    SETTINGS,
    {
      head_office_approval: on,
      updated_at: new Date().toISOString(),
      updated_by: user.email,
    } satisfies OtbSettings,
  );
  return true;
}

export async function getPending(kv: Deno.Kv, w: Where): Promise<PendingRevision | null> {
  return (await kv.get<PendingRevision>(pendingKey(w))).value;
}

/**
 * Whether a change by `user` to `plan` waits for head office: approval is on, the plan is approved,
 * and the user is not head office.
 */
export async function needsApproval(kv: Deno.Kv, user: User, plan: Plan | null) {
  return plan?.status === "approved" && !isHeadOffice(user) &&
    (await otbSettings(kv)).head_office_approval;
}

/**
 * Keeps a store's change to an approved plan as its pending revision (replacing an earlier one);
 * the plan is not touched. `expected` is the plan version the form was read at (stale → conflict).
 */
export async function proposeRevision(
  kv: Deno.Kv,
  w: Where,
  input: PlanInput,
  actor: Actor,
  expected: string | null,
): Promise<PendingRevision> {
  const entry = await getPlanEntry(kv, w.store, w.season, w.department);
  if (!entry.plan || entry.version !== expected) throw new PlanConflict();
  const pending: PendingRevision = {
    figures: figuresOf(input),
    ...(input.classes ? { classes: input.classes } : {}),
    base: entry.plan.version,
    diff: diffPlans(entry.plan, input),
    by: actor.email,
    at: new Date().toISOString(),
  };
  await kv.set(pendingKey(w), pending);
  return pending;
}

/**
 * Head office approves the pending revision: it becomes the plan's next revision (recorded as by
 * its author) and the pending one is gone. Over a plan changed since it was proposed → conflict.
 */
export async function approvePending(kv: Deno.Kv, w: Where, user: User): Promise<Plan | null> {
  if (!isHeadOffice(user)) return null;
  const pending = await getPending(kv, w);
  const entry = await kv.get<Plan>(["otb", "plan", w.store, w.season, w.department]);
  if (!pending || !entry.value || entry.value.version !== pending.base) throw new PlanConflict();
  const plan = await savePlan(
    kv,
    w,
    { ...pending.figures, ...(pending.classes ? { classes: pending.classes } : {}) },
    { id: user.id, email: pending.by },
    versionOf(entry),
  );
  await kv.delete(pendingKey(w));
  return plan;
}

/** Head office rejects the pending revision (the plan stays as it is). */
export async function rejectPending(kv: Deno.Kv, w: Where, user: User): Promise<boolean> {
  if (!isHeadOffice(user)) return false;
  await kv.delete(pendingKey(w));
  return true;
}
