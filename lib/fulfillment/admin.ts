// Head office's order filters (pure): by store, state and age in days.
import { z } from "zod";
import { type FulfillmentOrder, ORDER_STATES } from "./schema.ts";

export const OrderFilter = z.object({
  store: z.union([z.literal(""), z.coerce.number().int().positive()]).optional(),
  state: z.union([z.literal(""), z.enum(ORDER_STATES)]).optional(),
  age: z.union([z.literal(""), z.coerce.number().int().min(0).max(3650)]).optional(),
});
export type OrderFilter = z.infer<typeof OrderFilter>;

export function filterOrders(
  orders: FulfillmentOrder[],
  f: OrderFilter,
  at: Date,
): FulfillmentOrder[] {
  const oldest = typeof f.age === "number" ? at.getTime() - f.age * 86_400_000 : null;
  return orders.filter((o) =>
    (typeof f.store !== "number" || o.store === f.store) &&
    (!f.state || o.state === f.state) &&
    (oldest === null || Date.parse(o.received_at) <= oldest)
  );
}
