// Splitting a web order no single store can fill: the parts "N-1" and "N-2" are orders of their own
// (offered, accepted, declined, packed and shipped by their store alone, which sees only its part);
// the order keeps their ids and follows their states (store.ts followParts).
import type { FulfillmentOrder } from "./schema.ts";
import type { SplitPart } from "./routing.ts";

/** The part orders of `order` as routing split it (the customer's shipping is on the first). */
export function partOrders(order: FulfillmentOrder, split: SplitPart[]): FulfillmentOrder[] {
  return split.map((part, i) => {
    const lines = part.lines.map((n) => structuredClone(order.lines[n]));
    return {
      ...structuredClone(order),
      id: `${order.id}-${i + 1}`,
      order_number: `${order.order_number}-${i + 1}`,
      parent: order.id,
      lines,
      subtotal_cents: lines.reduce((sum, l) => sum + l.price_cents * l.quantity, 0),
      ...(order.shipping_cents === undefined
        ? {}
        : { shipping_cents: i === 0 ? order.shipping_cents : 0 }),
      candidates: part.candidates,
      history: [],
    };
  });
}
