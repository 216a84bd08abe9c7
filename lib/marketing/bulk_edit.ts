// Bulk edit of the item list: several styles at once get a status, a season, a department (with
// its class) and/or new retail prices (by a percentage and/or a price ending). A preview shows each
// change before → after; applying writes each style as one audited commit (saveStyleEdit: style,
// variants and change log together) under the version the preview was read at (the style entry's
// versionstamp, lib/forms/version.ts), so a style edited meanwhile is refused, never overwritten.
import { z } from "zod";
import {
  CK,
  DEPARTMENTS,
  listVariants,
  SEASON_PATTERN,
  type Style,
  type Variant,
  VARIANT_STATUSES,
} from "../catalogue/mod.ts";
import { versionCheck, versionOf } from "../forms/version.ts";
import { adjustPrice, type Ending, ENDINGS } from "../head_office/price_adjust.ts";
import { saveStyleEdit } from "./store.ts";

/** Department and class as one choice ("HOC/skates"): a class belongs to one department. */
export const DEPT_CLASSES = DEPARTMENTS.flatMap((d) => d.classes.map((c) => `${d.code}/${c}`));

const blank = z.literal("");
/** Most styles one bulk edit touches (each is its own commit). */
export const MAX_BULK_STYLES = 100;

export const BulkEditSchema = z.object({
  style: z.array(z.string().regex(/^\d{4,10}$/)).min(1, { error: "marketing.bulk.none_selected" })
    .max(MAX_BULK_STYLES, { error: "marketing.bulk.too_many" }),
  status: z.union([blank, z.enum(VARIANT_STATUSES)]).default(""),
  season: z.union([blank, z.string().trim().toUpperCase().regex(SEASON_PATTERN)]).default(""),
  dept_class: z.union([blank, z.enum(DEPT_CLASSES)]).default(""),
  percent: z.union([
    blank,
    z.coerce.number({ error: "marketing.bulk.percent" }).min(-90, {
      error: "marketing.bulk.percent",
    })
      .max(300, { error: "marketing.bulk.percent" }),
  ]).default(""),
  ending: z.union([blank, z.enum(ENDINGS)]).default(""),
}).refine(
  (v) => v.status || v.season || v.dept_class || v.percent !== "" || v.ending,
  { path: ["_"], error: "marketing.bulk.no_change" },
);
export type BulkEdit = z.infer<typeof BulkEditSchema>;
export const BULK_ARRAYS = ["style"];

/** One field of one record changed by the edit (money in cents, shown as money). */
export interface BulkChange {
  /** Style id, or the item number of a variant. */
  subject: string;
  field: "status" | "season" | "department" | "class" | "retail";
  before: string | number;
  after: string | number;
}

export interface StylePlan {
  style: Style;
  variants: Variant[];
  /** The version the plan was made from: the style entry's versionstamp. */
  version: string;
  changes: BulkChange[];
}

/** The style and variants as the edit leaves them, with what changed (pure). */
export function applyBulk(
  style: Style,
  variants: Variant[],
  edit: BulkEdit,
): { style: Style; variants: Variant[]; changes: BulkChange[] } {
  const changes: BulkChange[] = [];
  const [department, klass] = edit.dept_class ? edit.dept_class.split("/") : [null, null];
  const nextStyle: Style = {
    ...style,
    season: edit.season || style.season,
    department: department ?? style.department,
    class: klass ?? style.class,
  };
  for (const field of ["season", "department", "class"] as const) {
    if (nextStyle[field] !== style[field]) {
      changes.push({ subject: style.id, field, before: style[field], after: nextStyle[field] });
    }
  }
  const percent = edit.percent === "" ? 0 : edit.percent;
  const ending = (edit.ending || null) as Ending | null;
  const nextVariants = variants.map((v) => {
    const next: Variant = {
      ...v,
      season: nextStyle.season,
      department: nextStyle.department,
      class: nextStyle.class,
      status: edit.status || v.status,
      retail: percent || ending ? adjustPrice(v.retail, percent, ending) : v.retail,
    };
    for (const field of ["status", "retail"] as const) {
      if (next[field] !== v[field]) {
        changes.push({ subject: v.item_number, field, before: v[field], after: next[field] });
      }
    }
    return next;
  });
  return { style: nextStyle, variants: nextVariants, changes };
}

/** Reads each chosen style at its current version and plans the edit (unknown ids skipped). */
export async function planBulk(kv: Deno.Kv, edit: BulkEdit): Promise<StylePlan[]> {
  const plans: StylePlan[] = [];
  for (const id of new Set(edit.style)) {
    const entry = await kv.get<Style>(CK.style(id));
    if (!entry.value) continue;
    const variants = await listVariants(kv, { style_id: id });
    const planned = applyBulk(entry.value, variants, edit);
    plans.push({ ...planned, style: entry.value, variants, version: versionOf(entry) });
  }
  return plans;
}

export interface BulkResult {
  /** Styles written, and their items changed. */
  written: string[];
  items: number;
  /** Styles changed since the preview (nothing of theirs written). */
  stale: string[];
}

/**
 * Applies the edit to each style whose version is still the one the preview showed (`versions`,
 * by style id). When any style changed meanwhile nothing is written, so the person sees the
 * fresh preview first; a style changed during the writes is refused by its commit's check.
 */
export async function applyBulkEdit(
  kv: Deno.Kv,
  edit: BulkEdit,
  versions: Record<string, string | null>,
  user: string,
): Promise<BulkResult> {
  const plans = await planBulk(kv, edit);
  const stale = plans.filter((p) => (versions[p.style.id] ?? null) !== p.version)
    .map((p) => p.style.id);
  const result: BulkResult = { written: [], items: 0, stale };
  if (stale.length) return result;
  for (const plan of plans) {
    const next = applyBulk(plan.style, plan.variants, edit);
    if (next.changes.length === 0) continue;
    try {
      await saveStyleEdit(kv, next.style, next.variants, {
        user,
        source: "bulk_edit",
        extra: (op) => op.check(versionCheck(CK.style(plan.style.id), plan.version)),
      });
    } catch (error) {
      const now = await kv.get(CK.style(plan.style.id));
      if (versionOf(now) === plan.version) throw error;
      result.stale.push(plan.style.id);
      continue;
    }
    result.written.push(plan.style.id);
    result.items += next.variants
      .filter((v, i) => JSON.stringify(v) !== JSON.stringify(plan.variants[i])).length;
  }
  return result;
}

/** The versions a preview carries: one hidden field per style, `version_<id>`. */
export function versionsFrom(values: Record<string, unknown>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(values)) {
    const m = k.match(/^version_(\d{4,10})$/);
    if (m) out[m[1]] = typeof v === "string" && /^([0-9a-f]{20})?$/.test(v) ? v : null;
  }
  return out;
}
