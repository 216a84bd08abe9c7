// The report builder's page (/reporting/report-builder): what it shows (the definition, the
// stores and vendors the user may filter on, the saved definitions) and its POST read through
// lib/forms: one zod schema over the form's fields, so a refusal is a translated message at its
// field and every choice comes back as made.
import { z } from "zod";
import type { User } from "../auth/types.ts";
import {
  type FieldErrors,
  type FormValues,
  formValues,
  textValue,
  validateForm,
} from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
import { isIsoDate, todayInToronto } from "../sales/calendar.ts";
import { defaultPeriod } from "../sales/dashboards.ts";
import {
  DIMENSIONS,
  MEASURES,
  RELATIVE_PERIODS,
  relativePeriod,
  reportableStores,
  type ReportDefinition,
} from "../sales/reports.ts";
import { listSavedReports, type SavedReport } from "../sales/saved_reports.ts";
import { getStores, listVendors } from "../stores/mod.ts";

export interface BuilderData {
  def: ReportDefinition;
  /** The saved report shown (its name fills the name field), or null. */
  name: string | null;
  notice: string | null;
  stores: [number, string][];
  vendors: [string, string][];
  saved: SavedReport[];
  /** Translated messages by field (kind, dimensions, measures, stores, start, end, name). */
  errors: FieldErrors;
}

export const defaultDefinition = (): ReportDefinition => ({
  kind: "sales",
  dimensions: ["department"],
  measures: ["sales", "units", "margin_pct"],
  filters: { stores: [], departments: [], vendors: [] },
  period: defaultPeriod(),
});

export async function builderData(
  kv: Deno.Kv,
  user: User,
  def: ReportDefinition,
  shown: { name: string | null; notice: string | null; errors?: FieldErrors },
): Promise<BuilderData> {
  const numbers = await reportableStores(kv, user);
  const stores = (await getStores(kv, numbers)).map((s) =>
    [s.store_number, s.name] as [number, string]
  );
  const vendors = (await listVendors(kv)).map((v) => [v.vendor_number, v.name] as [string, string]);
  return {
    def,
    stores,
    vendors,
    saved: await listSavedReports(kv, user),
    errors: {},
    ...shown,
  };
}

/** The builder's fields (the arrays are checkbox groups and multi-selects). */
export const BuilderForm = z.object({
  action: z.enum(["run", "save"]).catch("run"),
  kind: z.enum(["sales", "stock"]),
  dimensions: z.array(z.enum(DIMENSIONS)).min(1).max(3),
  measures: z.array(z.enum(MEASURES)).min(1),
  stores: z.array(z.coerce.number().int()),
  departments: z.array(z.string()),
  vendors: z.array(z.string()),
  relative: z.enum(RELATIVE_PERIODS).or(z.literal("")).catch(""),
  start: z.string(),
  end: z.string(),
  name: z.string().catch("").transform((name) => name.trim().slice(0, 80)),
});

/**
 * The period's fields, checked apart so that their messages show beside the others' (zod does not
 * run an object's refinement while one of its fields is refused). A relative period takes today's
 * dates: the date fields are then not read.
 */
export const BuilderPeriod = z.object({
  relative: z.string().catch(""),
  start: z.string().catch(""),
  end: z.string().catch(""),
}).superRefine((f, ctx) => {
  if (RELATIVE_PERIODS.some((r) => r === f.relative)) return;
  for (const field of ["start", "end"] as const) {
    if (!isIsoDate(f[field])) {
      ctx.addIssue({ code: "custom", path: [field], message: "validation.date" });
    }
  }
  if (isIsoDate(f.start) && isIsoDate(f.end) && f.start > f.end) {
    ctx.addIssue({ code: "custom", path: ["end"], message: "validation.period_order" });
  }
});

const ARRAYS = ["dimensions", "measures", "stores", "departments", "vendors"];

/** The definition as the form shows it back after a refusal: every choice as it was made. */
function keptDefinition(values: FormValues): ReportDefinition {
  const list = (name: string) => (values[name] as string[] | undefined) ?? [];
  const relative = RELATIVE_PERIODS.find((r) => r === values.relative);
  return {
    kind: values.kind === "stock" ? "stock" : "sales",
    dimensions: list("dimensions") as ReportDefinition["dimensions"],
    measures: list("measures") as ReportDefinition["measures"],
    filters: {
      stores: list("stores").map(Number).filter(Number.isInteger),
      departments: list("departments"),
      vendors: list("vendors"),
    },
    period: { start: textValue(values, "start"), end: textValue(values, "end") },
    ...(relative ? { relative } : {}),
  };
}

export type BuilderPost =
  | { delete: string }
  | { ok: true; action: "run" | "save"; name: string; def: ReportDefinition }
  | { ok: false; def: ReportDefinition; name: string; errors: FieldErrors };

/**
 * Reads the builder's POST (or the deletion of a saved definition). A relative period keeps its name (saved definitions run on fresh
 * dates) and takes today's dates, whatever the date fields say.
 */
export async function readBuilderForm(req: Request, t: Translate): Promise<BuilderPost> {
  const values = await formValues(req, { arrays: ARRAYS });
  if (values.action === "delete") return { delete: textValue(values, "id") };
  const form = validateForm(values, BuilderForm, t);
  const period = validateForm(values, BuilderPeriod, t);
  if (!form.ok || !period.ok) {
    const kept = form.ok ? period.values : form.values;
    return {
      ok: false,
      def: keptDefinition(kept),
      name: textValue(kept, "name"),
      errors: { ...(period.ok ? {} : period.errors), ...(form.ok ? {} : form.errors) },
    };
  }
  const { action, kind, dimensions, measures, stores, departments, vendors, relative } = form.data;
  const def: ReportDefinition = {
    kind,
    dimensions,
    measures,
    filters: { stores, departments, vendors },
    period: relative
      ? relativePeriod(relative, todayInToronto())
      : { start: form.data.start, end: form.data.end },
    ...(relative ? { relative } : {}),
  };
  return { ok: true, action, name: form.data.name || `${kind} ${def.period.start}`, def };
}
