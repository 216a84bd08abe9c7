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
});
export type FormLine = z.infer<typeof FormLine>;

export const DeliveryWindow = z.object({
  start_ship: IsoDay,
  cancel_date: IsoDay,
}).refine((w) => w.cancel_date >= w.start_ship, {
  message: "orders.errors.cancel_before_start",
  path: ["cancel_date"],
});
export type DeliveryWindow = z.infer<typeof DeliveryWindow>;

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
  lines: z.array(FormLine).min(1).max(MAX_FORM_LINES).refine(
    (lines) => new Set(lines.map((l) => l.item_number)).size === lines.length,
    "orders.errors.duplicate_item",
  ),
  /** Least order value (special cost × quantity) of one store's order, in dollars (0: none). */
  min_order_value: Money,
  notes: z.string().trim().max(2000),
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
