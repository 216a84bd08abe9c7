// Splitting an order no single store can fill (lib/fulfillment/routing.ts splitOrder) and the
// state a split order takes from its parts (schema.ts stateOfParts).
import assert from "node:assert/strict";
import {
  type RoutingInput,
  type RoutingStore,
  splitOrder,
} from "../../../lib/fulfillment/routing.ts";
import { stateOfParts } from "../../../lib/fulfillment/schema.ts";

import { MONTREAL, store, TORONTO } from "./routing_fixtures.ts";

/** Stores with the units on hand of each item (safety stock 1). */
function input(stores: [RoutingStore, Record<string, number>][], items: string[]): RoutingInput {
  return {
    lines: items.map((item_number) => ({ item_number, quantity: 1 })),
    destination: { province: "ON", ...TORONTO },
    stores: stores.map(([s]) => s),
    stock: new Map(stores.map(([s, units]) => [s.store_number, new Map(Object.entries(units))])),
    safety_stock: 1,
  };
}

Deno.test("split: each store takes the lines it holds, with a candidate table of those lines", () => {
  const split = splitOrder(input([[store(1), { A: 5 }], [store(2), { B: 5 }]], ["A", "B"]));
  assert.ok(split);
  assert.deepEqual(split.map((p) => [p.store, p.lines]), [[1, [0]], [2, [1]]]);
  // Each part's table is scored on its own lines: its store fills it whole.
  assert.deepEqual(split[0].candidates.map((c) => [c.store, c.whole_order]), [[1, true]]);
  assert.deepEqual(split[1].candidates.map((c) => [c.store, c.whole_order]), [[2, true]]);
  assert.equal(split[0].candidates[0].parts.whole, 100);
});

Deno.test("split: the store with most lines takes them; the best store for the rest takes it", () => {
  const split = splitOrder(input([
    [store(1), { A: 5 }],
    [store(2), { A: 5, B: 5 }],
    [store(3, { province: "QC", ...MONTREAL }), { C: 5 }],
    [store(4), { C: 5 }],
  ], ["A", "B", "C"]));
  assert.ok(split);
  // Store 2 holds A and B; of the stores holding C, 4 (same province, nearer) beats 3.
  assert.deepEqual(split.map((p) => [p.store, p.lines]), [[2, [0, 1]], [4, [2]]]);
  assert.deepEqual(split[1].candidates.map((c) => c.store), [4, 3]);
  assert.ok(split[1].candidates[0].parts.province > split[1].candidates[1].parts.province);
});

Deno.test("split: none when one store fills the order, or no two stores can", () => {
  assert.equal(
    splitOrder(input([[store(1), { A: 5, B: 5 }], [store(2), { B: 5 }]], ["A", "B"])),
    null,
  );
  // C is nowhere; and safety stock keeps a store's last unit.
  assert.equal(
    splitOrder(input([[store(1), { A: 5 }], [store(2), { B: 5 }]], ["A", "B", "C"])),
    null,
  );
  assert.equal(splitOrder(input([[store(1), { A: 5 }], [store(2), { B: 1 }]], ["A", "B"])), null);
  // A store that refused is not a part's store.
  const refused = input([[store(1), { A: 5 }], [store(2), { B: 5 }], [store(3), { B: 5 }]], [
    "A",
    "B",
  ]);
  refused.exclude = [2];
  assert.deepEqual(splitOrder(refused)?.map((p) => p.store), [1, 3]);
});

Deno.test("a split order follows its parts", () => {
  assert.equal(stateOfParts(["accepted", "offered"]), "offered");
  assert.equal(stateOfParts(["accepted", "packed"]), "accepted");
  assert.equal(stateOfParts(["delivered", "shipped"]), "shipped");
  assert.equal(stateOfParts(["delivered", "delivered"]), "delivered");
  assert.equal(stateOfParts(["cancelled", "labelled"]), "labelled");
  assert.equal(stateOfParts(["cancelled", "cancelled"]), "cancelled");
  assert.equal(stateOfParts(["unfillable", "accepted"]), "unfillable");
});
