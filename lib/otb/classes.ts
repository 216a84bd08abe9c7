// Classes inside a department plan (optional). A plan is either per department, or broken into
// the department's catalogue classes (lib/catalogue/model.ts DEPARTMENTS): each class has its own
// opening BOM and planned sales, markdowns and EOM per month, and the department's figures are
// their sums, exactly (so OTB left per department, what order screens check, is unchanged). IMU
// and hold-back stay the department's. On order is counted per class from the ordered items'
// catalogue class; a class's OTB uses the same formulas as the department's. Pure and exact.
import { DEPARTMENTS } from "../catalogue/model.ts";
import type { MonthPlan, PlanFigures } from "./formulas.ts";

export interface ClassPlan {
  /** Catalogue class code ("skates"). */
  class: string;
  opening_bom: number;
  months: MonthPlan[];
}

const FIELDS = ["sales", "markdowns", "eom"] as const;

/** The catalogue classes of a department (none for an unknown code). */
export function departmentClasses(dept: string): string[] {
  return DEPARTMENTS.find((d) => d.code === dept)?.classes ?? [];
}

/** The department's opening BOM and months: its classes summed. */
export function sumClasses(
  classes: ClassPlan[],
  monthCount: number,
): { opening_bom: number; months: MonthPlan[] } {
  return {
    opening_bom: classes.reduce((a, c) => a + c.opening_bom, 0),
    months: Array.from({ length: monthCount }, (_, i) => ({
      sales: classes.reduce((a, c) => a + (c.months[i]?.sales ?? 0), 0),
      markdowns: classes.reduce((a, c) => a + (c.months[i]?.markdowns ?? 0), 0),
      eom: classes.reduce((a, c) => a + (c.months[i]?.eom ?? 0), 0),
    })),
  };
}

/**
 * Shares `total` cents by `weights` (largest remainder): whole cents that add up to `total`
 * exactly. Without any weight, equal shares.
 */
export function shareCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  const w = sum > 0
    ? weights.map((x) => Math.max(0, x) / sum)
    : weights.map(() => 1 / weights.length);
  const exact = w.map((x) => x * total);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k][1]]++;
  return out;
}

/** A department's figures broken into classes by weight (e.g. last year's sales per class). */
export function splitIntoClasses(
  figures: Pick<PlanFigures, "opening_bom" | "months">,
  classes: string[],
  weights: number[],
): ClassPlan[] {
  const bom = shareCents(figures.opening_bom, weights);
  const months = figures.months.map((m) => {
    const parts = Object.fromEntries(FIELDS.map((f) => [f, shareCents(m[f], weights)]));
    return classes.map((_, c) => ({
      sales: parts.sales[c],
      markdowns: parts.markdowns[c],
      eom: parts.eom[c],
    }));
  });
  return classes.map((cls, c) => ({
    class: cls,
    opening_bom: bom[c],
    months: months.map((m) => m[c]),
  }));
}

/** One class's figures as a plan's (the department's IMU and hold-back). */
export function classFigures(
  plan: Pick<PlanFigures, "imu" | "holdback">,
  cls: ClassPlan,
): PlanFigures {
  return {
    opening_bom: cls.opening_bom,
    months: cls.months,
    imu: plan.imu,
    holdback: plan.holdback,
  };
}

/** The classes with one of them replaced by new figures. */
export function replaceClass(
  classes: ClassPlan[],
  cls: string,
  figures: Pick<PlanFigures, "opening_bom" | "months">,
): ClassPlan[] {
  return classes.map((c) =>
    c.class === cls
      ? {
        class: cls,
        opening_bom: figures.opening_bom,
        months: figures.months.map((m) => ({
          sales: m.sales,
          markdowns: m.markdowns,
          eom: m.eom,
        })),
      }
      : c
  );
}
