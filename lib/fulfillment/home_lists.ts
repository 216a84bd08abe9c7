// The store's orders as its home page lists them: offers to answer, work in progress, and the
// last 25 shipped or delivered.
import type { FulfillmentOrder } from "./schema.ts";

export function homeLists(orders: FulfillmentOrder[]) {
  return {
    offers: orders.filter((o) => o.state === "offered"),
    working: orders.filter((o) => ["accepted", "packed", "labelled"].includes(o.state)),
    shipped: orders.filter((o) => ["shipped", "delivered"].includes(o.state)).slice(0, 25),
  };
}
