// The booked purchase orders of a show as head office lists them: each with the store's show order
// it belongs to (so the PO number links to /showcloud/orders/{id}), newest PO first.
import type { PurchaseOrder } from "../orders/mod.ts";
import { listShowOrders } from "./store.ts";

export interface BookedOrder {
  po: PurchaseOrder;
  /** The show order holding this purchase order (null: none found). */
  showOrder: string | null;
}

export async function bookedOrderList(
  kv: Deno.Kv,
  show: string,
  orders: PurchaseOrder[],
): Promise<BookedOrder[]> {
  const owner = new Map<string, string>();
  for (const order of await listShowOrders(kv, show)) {
    for (const id of order.po_ids) if (id) owner.set(id, order.id);
  }
  return [...orders].sort((a, b) => b.po_number.localeCompare(a.po_number))
    .map((po) => ({ po, showOrder: owner.get(po.id) ?? null }));
}
