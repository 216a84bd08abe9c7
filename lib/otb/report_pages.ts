// The report pages' work: reading a definition form (stores limited to the user's), saving,
// running and deleting definitions, and checking who may open a result.
import type { User } from "../auth/types.ts";
import { validateForm } from "../forms/mod.ts";
import type { FieldErrors, FormValues } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Translate } from "../i18n/validation.ts";
import { todayInToronto } from "../sales/calendar.ts";
import { getTask, type Task } from "../tasks/store.ts";
import {
  getOtbResult,
  OTB_REPORT_TASK,
  type OtbReportResult,
  otbReportStores,
  resultStores,
  startOtbReport,
} from "./report.ts";
import { ReportForm } from "./schema.ts";
import { seasonOf } from "./season.ts";
import { deleteOtbReport, getOtbReport, type SavedOtbReport, saveOtbReport } from "./store.ts";

export const NEW_REPORT = "new";

/** A new definition's starting values: the user's stores, the current season, at retail. */
export function blankReport(stores: [number, string][]): FormValues {
  return {
    name: "",
    stores: stores.slice(0, 3).map(([n]) => String(n)),
    departments: [],
    season: seasonOf(todayInToronto()),
    basis: "retail",
  };
}

export function reportValues(r: SavedOtbReport): FormValues {
  return {
    name: r.name,
    stores: r.stores.map(String),
    departments: r.departments,
    season: r.season,
    basis: r.basis,
  };
}

export type ReportAction =
  | { ok: true; location: string }
  | { ok: false; errors: FieldErrors; values: FormValues };

export async function loadOwnReport(kv: Deno.Kv, user: User, id: string) {
  if (id === NEW_REPORT) return null;
  const report = await getOtbReport(kv, user.id, id);
  if (!report) throw new HttpError(404, "open_to_buy.errors.report_not_found");
  return report;
}

/** save | run | delete a definition posted from /open-to-buy/reports/{id}. */
export async function reportAction(
  kv: Deno.Kv,
  user: User,
  id: string,
  values: FormValues,
  t: Translate,
): Promise<ReportAction> {
  const existing = await loadOwnReport(kv, user, id);
  if (values.action === "delete" && existing) {
    await deleteOtbReport(kv, user.id, existing.id);
    return { ok: true, location: "/open-to-buy/reports?deleted=1" };
  }
  const read = validateForm(values, ReportForm, t);
  if (!read.ok) return { ok: false, errors: read.errors, values };
  const allowed = new Set((await otbReportStores(kv, user)).map(([n]) => n));
  if (read.data.stores.some((s) => !allowed.has(s))) {
    return { ok: false, errors: { stores: t("open_to_buy.errors.not_your_store") }, values };
  }
  const saved = await saveOtbReport(kv, user.id, read.data, existing?.id);
  if (values.action === "run") {
    const task = await startOtbReport(kv, user, saved);
    return { ok: true, location: task.resultUrl! };
  }
  return { ok: true, location: `/open-to-buy/reports/${saved.id}?saved=1` };
}

/** Runs a saved definition from the list. */
export async function runSaved(kv: Deno.Kv, user: User, id: string): Promise<string> {
  const report = await loadOwnReport(kv, user, id);
  if (!report) throw new HttpError(404, "open_to_buy.errors.report_not_found");
  return (await startOtbReport(kv, user, report)).resultUrl!;
}

/**
 * A run's task and result, when the user may open it: its owner, or someone who may see every
 * store it covers. Null when there is no such run.
 */
export async function loadResult(
  kv: Deno.Kv,
  user: User,
  guid: string,
): Promise<{ task: Task; result: OtbReportResult | null } | null> {
  const task = await getTask(kv, guid);
  if (!task || task.kind !== OTB_REPORT_TASK) return null;
  if (task.owner !== user.id) {
    const mine = new Set((await otbReportStores(kv, user)).map(([n]) => n));
    if ((await resultStores(kv, guid)).some((s) => !mine.has(s))) {
      throw new HttpError(403, "open_to_buy.errors.not_your_store");
    }
  }
  return { task, result: task.status === "done" ? await getOtbResult(kv, guid) : null };
}
