// Open-to-buy beside a specials order (lib/otb/left.ts): what the store's plan still allows in
// each department of the form's lines, in the fiscal month of each delivery window, and what the
// typed order would leave in the chosen window. The store's own order is left out of on order (a
// submitted order being revised is already there: its lines count once, as typed). The SpecialsTotals
// island recomputes the cells from `base` as quantities and the window change.
import { fiscalMonth } from "../orders/on_order.ts";
import type { PurchaseOrder } from "../orders/mod.ts";
import { otbDepartment } from "../otb/departments.ts";
import { type OtbLeft, otbLeftMany, withPending } from "../otb/left.ts";
import { checkOrder } from "./rules.ts";
import type { SpecialForm } from "./schema.ts";

export interface SpecialsOtb {
  /** The typed order's cells in the chosen window's month (departments it orders in). */
  cells: OtbLeft[];
  /** Fiscal month of each delivery window (by index). */
  months: string[];
  /** OTB left before this order, every department of the form × window month. */
  base: OtbLeft[];
}

/** Retail cents of typed quantities per department code (valid quantities only). */
export function pendingByDepartment(
  form: Pick<SpecialForm, "lines" | "min_order_value">,
  quantities: Record<string, string>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const { line, quantity } of checkOrder(form, quantities).lines) {
    const dept = otbDepartment(line.department);
    out.set(dept, (out.get(dept) ?? 0) + Math.round(line.retail * 100) * quantity);
  }
  return out;
}

export async function specialsOtb(
  kv: Deno.Kv,
  form: SpecialForm,
  store: number,
  quantities: Record<string, string>,
  window: number,
  order: PurchaseOrder | null,
): Promise<SpecialsOtb> {
  const months = form.delivery_windows.map((w) => fiscalMonth(w.start_ship).key);
  const departments = [...new Set(form.lines.map((l) => otbDepartment(l.department)))].sort();
  const wanted = [...new Set(months)].flatMap((month) =>
    departments.map((department) => ({ department, month }))
  );
  const base = wanted.length ? await otbLeftMany(kv, store, wanted, order ? [order.id] : []) : [];
  const month = months[window] ?? months[0];
  const pending = pendingByDepartment(form, quantities);
  const cells = base.filter((c) => c.month === month && (pending.get(c.department) ?? 0) > 0)
    .map((c) => withPending(c, pending.get(c.department)!));
  return { cells, months, base };
}
