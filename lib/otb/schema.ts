// Inputs of the open-to-buy area, validated with zod at every boundary. Money is typed in dollars
// (up to 2 decimals; "12 345,67" and "12,345.67" both read) and kept in whole cents; percents are
// typed as 0–100 and kept as fractions.
import { z } from "zod";
import { DEPARTMENT_CODES } from "../catalogue/model.ts";
import { parseDollars } from "./money.ts";
import { isSeasonId, MONTHS_PER_SEASON } from "./season.ts";

const MAX_CENTS = 100_000_000_00; // $100 M: far above any store's month

/** A non-negative amount in dollars → cents. */
const Amount = z.string().trim().min(1, "open_to_buy.errors.required").transform((text, ctx) => {
  const cents = parseDollars(text);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "open_to_buy.errors.amount" });
    return z.NEVER;
  }
  if (cents < 0 || cents > MAX_CENTS) {
    ctx.addIssue({ code: "custom", message: "open_to_buy.errors.amount_range" });
    return z.NEVER;
  }
  return cents;
});

/** A percent typed 0–max → a fraction. */
const percent = (max: number, message: string) =>
  z.string().trim().min(1, "open_to_buy.errors.required").transform((text, ctx) => {
    const n = Number(text.replace(",", ".").replace("%", "").trim());
    if (!Number.isFinite(n) || n < 0 || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return Math.round(n * 100) / 10_000;
  });

export const Department = z.enum(DEPARTMENT_CODES as [string, ...string[]], {
  message: "open_to_buy.errors.department",
});
export const SeasonId = z.string().refine(isSeasonId, "open_to_buy.errors.season");

const monthFields: Record<string, typeof Amount> = {};
for (let i = 0; i < MONTHS_PER_SEASON; i++) {
  monthFields[`sales_${i}`] = Amount;
  monthFields[`markdowns_${i}`] = Amount;
  monthFields[`eom_${i}`] = Amount;
}

/** The plan grid as posted: opening BOM, three amounts per month, IMU and hold-back. */
export const PlanGridForm = z.object({
  opening_bom: Amount,
  imu: percent(95, "open_to_buy.errors.imu"),
  holdback: percent(50, "open_to_buy.errors.holdback"),
  ...monthFields,
}).transform((v) => {
  const r = v as Record<string, number>;
  return {
    figures: {
      opening_bom: v.opening_bom,
      imu: v.imu,
      holdback: v.holdback,
      months: Array.from({ length: MONTHS_PER_SEASON }, (_, i) => ({
        sales: r[`sales_${i}`],
        markdowns: r[`markdowns_${i}`],
        eom: r[`eom_${i}`],
      })),
    },
  };
});
export type PlanGridForm = z.infer<typeof PlanGridForm>;

export const STOCK_METHODS = ["ssr", "wos"] as const;

/** Seeding a plan from last year: growth %, stock method and its value, IMU and hold-back. */
export const SeedForm = z.object({
  growth: z.string().trim().min(1, "open_to_buy.errors.required").transform((text, ctx) => {
    const n = Number(text.replace(",", ".").replace("%", "").trim());
    if (!Number.isFinite(n) || n < -90 || n > 500) {
      ctx.addIssue({ code: "custom", message: "open_to_buy.errors.growth" });
      return z.NEVER;
    }
    return n / 100;
  }),
  method: z.enum(STOCK_METHODS, { message: "open_to_buy.errors.method" }),
  method_value: z.string().trim().min(1, "open_to_buy.errors.required").transform((text, ctx) => {
    const n = Number(text.replace(",", "."));
    if (!Number.isFinite(n) || n <= 0 || n > 52) {
      ctx.addIssue({ code: "custom", message: "open_to_buy.errors.method_value" });
      return z.NEVER;
    }
    return n;
  }),
  imu: percent(95, "open_to_buy.errors.imu"),
  holdback: percent(50, "open_to_buy.errors.holdback"),
});
export type SeedForm = z.infer<typeof SeedForm>;

/** A saved report definition. */
export const ReportForm = z.object({
  name: z.string().trim().min(1, "open_to_buy.errors.required").max(80),
  stores: z.array(z.coerce.number().int().positive()).min(1, "open_to_buy.errors.stores"),
  departments: z.array(Department).default([]),
  season: SeasonId,
  basis: z.enum(["retail", "cost"]),
});
export type ReportForm = z.infer<typeof ReportForm>;

export { MAX_CENTS };

/** GET /api/open-to-buy/left: one store, department and the order's start-ship date (or month). */
export const LeftQuery = z.object({
  store: z.coerce.number().int().positive(),
  department: Department,
  start_ship: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  month: z.string().regex(/^\d{4}-M(0[1-9]|1[0-2])$/).optional(),
  /** Retail dollars of the order being edited in that department (counted against OTB left). */
  pending: z.coerce.number().min(0).max(10_000_000).default(0),
}).refine((q) => !!q.start_ship !== !!q.month, {
  message: "open_to_buy.errors.month_or_date",
  path: ["month"],
});
