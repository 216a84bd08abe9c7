// A minimal web order of store 1234 in the live environment, for unit tests of what reads orders.
import {
  type FulfillmentOrder,
  type OrderLine,
  type OrderState,
  untouched,
} from "../../../lib/fulfillment/schema.ts";

/** A return's form as a clerk fills it: too small, back to the store that shipped it. */
export const RETURN_FORM = {
  reason_code: "too_small" as const,
  reason: "Too small",
  rule: "shipping_store" as const,
};

export function webOrder(
  id: string,
  state: OrderState,
  { at = "2026-11-01T00:00:00.000Z", lines = [] }: { at?: string; lines?: OrderLine[] } = {},
): FulfillmentOrder {
  return {
    id,
    env: "live",
    order_number: id,
    created_at: at,
    received_at: at,
    customer: { name: "C", email: null },
    ship_to: {
      name: "C",
      address1: "1 Main St",
      address2: null,
      city: "Toronto",
      province: "ON",
      postal_code: "M5V 3A1",
      phone: null,
    },
    shipping_method: "Standard",
    lines,
    subtotal_cents: lines.reduce((sum, l) => sum + l.price_cents * l.quantity, 0),
    state,
    store: 1234,
    ...untouched(),
  };
}
