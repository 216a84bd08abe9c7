// The pure rules of a specials order: is the program open, are quantities whole case packs and at
// least the line's minimum, does the order reach the form's minimum value. Money is summed in
// whole cents so totals are exact.
import { type FormLine, lineCells, type SpecialForm } from "./schema.ts";

/** Open for ordering: published, and opens_at ≤ now < deadline. */
export function isOpen(form: Pick<SpecialForm, "published" | "opens_at" | "deadline">, now: Date) {
  const t = now.getTime();
  return form.published && Date.parse(form.opens_at) <= t && t < Date.parse(form.deadline);
}

/** The least whole number of case packs holding `quantity` units. */
export function roundUpToCase(quantity: number, casePack: number): number {
  return Math.ceil(quantity / casePack) * casePack;
}

export type LineError =
  | { key: "specials.errors.quantity_invalid" }
  | { key: "specials.errors.case_pack"; vars: { case_pack: number; suggested: number } }
  | { key: "specials.errors.min_qty"; vars: { min_qty: number } };

export interface CheckedOrder {
  /** Ordered cells (quantity > 0) with their line, in the form's order. */
  lines: { line: FormLine; item_number: string; size: string | null; quantity: number }[];
  /** Errors by line item number (case pack, minimum) and by cell item number (not a number). */
  lineErrors: Record<string, LineError>;
  /** Special cost × quantity, in cents. */
  totalCents: number;
  /** Units per line (by the line's item number), over its sizes. */
  lineUnits: Record<string, number>;
  /** Set when the order has lines but is under the form's minimum order value. */
  belowMinimum: boolean;
  empty: boolean;
  /** Some quantity is not a whole number at all (nothing can be saved, not even a draft). */
  invalid: boolean;
  /** No line error: every rule is met (a draft may be saved without it). */
  ok: boolean;
}

/** Parses a typed quantity: "" → 0; anything but a whole number ≥ 0 → null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Checks typed quantities (by cell item number: the line's, or each size's) against the form. A
 * line's case pack and minimum apply to its total over its sizes.
 */
export function checkOrder(
  form: Pick<SpecialForm, "lines" | "min_order_value">,
  typed: Record<string, string>,
): CheckedOrder {
  const lines: CheckedOrder["lines"] = [];
  const lineErrors: Record<string, LineError> = {};
  const lineUnits: Record<string, number> = {};
  let totalCents = 0;
  for (const line of form.lines) {
    let units = 0;
    for (const cell of lineCells(line)) {
      const quantity = parseQuantity(typed[cell.item_number] ?? "");
      if (quantity === null) {
        lineErrors[cell.item_number] = { key: "specials.errors.quantity_invalid" };
        continue;
      }
      if (quantity === 0) continue;
      units += quantity;
      lines.push({ line, item_number: cell.item_number, size: cell.size, quantity });
    }
    lineUnits[line.item_number] = units;
    if (units === 0) continue;
    if (units % line.case_pack !== 0) {
      lineErrors[line.item_number] = {
        key: "specials.errors.case_pack",
        vars: { case_pack: line.case_pack, suggested: roundUpToCase(units, line.case_pack) },
      };
    } else if (units < line.min_qty) {
      lineErrors[line.item_number] = {
        key: "specials.errors.min_qty",
        vars: { min_qty: line.min_qty },
      };
    }
    totalCents += Math.round(line.cost * 100) * units;
  }
  const empty = lines.length === 0;
  const belowMinimum = !empty && totalCents < Math.round(form.min_order_value * 100);
  const ok = Object.keys(lineErrors).length === 0;
  const invalid = Object.values(lineErrors).some((e) =>
    e.key === "specials.errors.quantity_invalid"
  );
  return { lines, lineErrors, totalCents, lineUnits, belowMinimum, empty, invalid, ok };
}
