// Specials programs: an order form head office publishes for one vendor, open to member stores
// from `opens_at` until `deadline` (instants; typed as America/Toronto wall-clock times). Each line
// is an item at a special cost with its case pack and minimum quantity; a store's order for a
// program is a purchase order in lib/orders (source "specials", program_id = form id).
import { z } from "zod";
import { isIsoDate } from "../sales/calendar.ts";

/** Most lines one form holds (an order holds at most lib/orders MAX_LINES). */
export const MAX_FORM_LINES = 300;

const Money = z.number().min(0).max(1_000_000).refine(
  (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
  "orders.errors.cents",
);
const IsoDay = z.string().refine(isIsoDate, "orders.errors.invalid_date");

/** One size of a line ordered in a size grid: the variant's item number (and GTIN when known). */
export const FormVariant = z.object({
  item_number: z.string().trim().min(1).max(40),
  size: z.string().trim().min(1).max(20),
  gtin14: z.string().regex(/^\d{14}$/).optional(),
});
export type FormVariant = z.infer<typeof FormVariant>;

export const FormLine = z.object({
  item_number: z.string().trim().min(1).max(40),
  department: z.string().trim().min(1).max(60),
  description: z.object({
    en: z.string().trim().min(1).max(200),
    fr: z.string().trim().min(1).max(200),
  }),
  case_pack: z.number().int().min(1).max(10_000),
  /** Least quantity a store may order of this line when it orders it at all (0: none). */
  min_qty: z.number().int().min(0).max(100_000),
  cost: Money,
  retail: Money,
  /**
   * Sizes ordered separately (a size grid); the case pack and minimum then apply to the line's
   * total over its sizes. Absent or empty: the line is ordered as one item.
   */
  variants: z.array(FormVariant).max(40).optional(),
});
export type FormLine = z.infer<typeof FormLine>;

/** What a store types quantities into for a line: one cell per size, or the line itself. */
export function lineCells(line: FormLine): { item_number: string; size: string | null }[] {
  return line.variants?.length
    ? line.variants.map((v) => ({ item_number: v.item_number, size: v.size }))
    : [{ item_number: line.item_number, size: null }];
}

export const DeliveryWindow = z.object({
  start_ship: IsoDay,
  cancel_date: IsoDay,
}).refine((w) => w.cancel_date >= w.start_ship, {
  message: "orders.errors.cancel_before_start",
  path: ["cancel_date"],
});
export type DeliveryWindow = z.infer<typeof DeliveryWindow>;

export const RebateTier = z.object({
  /** The group total at special cost (dollars) from which the tier applies. */
  from: Money,
  percent: z.number().gt(0).max(50).refine(
    (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    "specials.errors.percent_decimals",
  ),
});
export type RebateTier = z.infer<typeof RebateTier>;

export const RebateInput = z.object({
  kind: z.enum(["incremental", "retroactive"]),
  tiers: z.array(RebateTier).max(8).refine(
    (tiers) => new Set(tiers.map((t) => t.from)).size === tiers.length,
    "specials.errors.tier_duplicate",
  ),
});

export const SpecialFormInput = z.object({
  vendor: z.string().trim().min(1).max(20),
  name: z.object({
    en: z.string().trim().min(1).max(120),
    fr: z.string().trim().min(1).max(120),
  }),
  /** ISO instants (from Toronto wall-clock input, lib/i18n/format.ts fromToronto). */
  opens_at: z.string().datetime(),
  deadline: z.string().datetime(),
  delivery_windows: z.array(DeliveryWindow).min(1).max(6),
  lines: z.array(FormLine).min(1).max(MAX_FORM_LINES).refine((lines) => {
    const items = lines.flatMap((l) => lineCells(l).map((c) => c.item_number));
    return new Set(items).size === items.length;
  }, "orders.errors.duplicate_item"),
  /** Least order value (special cost × quantity) of one store's order, in dollars (0: none). */
  min_order_value: Money,
  notes: z.string().trim().max(2000),
  /** Rebate tiers on the group's total (lib/specials/rebates.ts); absent on older forms. */
  rebate: RebateInput.optional(),
  /** Files attached to the form (lib/files ids, purpose "specials_document"). */
  files: z.array(z.string().uuid()).max(20).optional(),
  published: z.boolean(),
}).refine((f) => f.deadline > f.opens_at, {
  message: "specials.errors.deadline_before_open",
  path: ["deadline"],
});
export type SpecialFormInput = z.infer<typeof SpecialFormInput>;

export interface SpecialForm extends SpecialFormInput {
  id: string;
  created_at: string;
  updated_at: string;
}
