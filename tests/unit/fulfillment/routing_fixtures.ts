// Stores for the routing tests (routing_test.ts, split_test.ts): an opted-in Toronto store with
// room, no recent offers and a full performance score, unless `over` says otherwise.
import type { RoutingStore } from "../../../lib/fulfillment/routing.ts";

export const TORONTO = { latitude: 43.7, longitude: -79.4 };
export const MONTREAL = { latitude: 45.5, longitude: -73.6 };

export function store(n: number, over: Partial<RoutingStore> = {}): RoutingStore {
  return {
    store_number: n,
    province: "ON",
    ...TORONTO,
    opted_in: true,
    capacity_left: 10,
    recent_offers: 0,
    performance: 1,
    ...over,
  };
}
