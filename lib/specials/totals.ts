// Order totals in whole cents (cost × quantity), for lists and exports.
import type { PurchaseOrder } from "../orders/mod.ts";

export function orderTotalCents(order: Pick<PurchaseOrder, "lines">): number {
  return order.lines.reduce((sum, l) => sum + Math.round(l.unit_cost * 100) * l.quantity, 0);
}
