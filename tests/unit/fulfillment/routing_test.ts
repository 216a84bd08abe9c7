import assert from "node:assert/strict";
import {
  destinationOf,
  distanceKm,
  nextStore,
  type RoutingInput,
  type RoutingStore,
  scoreCandidates,
  WEIGHTS,
} from "../../../lib/fulfillment/routing.ts";
import {
  addBusinessMinutes,
  BusinessHoursText,
  offerWindow,
} from "../../../lib/fulfillment/hours.ts";
import { routeReturn } from "../../../lib/fulfillment/returns.ts";
import { loadConfig } from "../../../lib/config.ts";

import { MONTREAL, store, TORONTO } from "./routing_fixtures.ts";

function input(stores: RoutingStore[], over: Partial<RoutingInput> = {}): RoutingInput {
  const stock = new Map<number, Map<string, number>>();
  for (const s of stores) stock.set(s.store_number, new Map([["A", 5], ["B", 5]]));
  return {
    lines: [{ item_number: "A", quantity: 1 }, { item_number: "B", quantity: 1 }],
    destination: { province: "ON", ...TORONTO },
    stores,
    stock,
    safety_stock: 1,
    ...over,
  };
}

Deno.test("distance: Toronto to Montreal is about 500 km", () => {
  assert.equal(Math.round(distanceKm(TORONTO, MONTREAL)), 501);
  assert.deepEqual(destinationOf("h2x 1y4", "qc"), {
    province: "QC",
    latitude: 45.5,
    longitude: -73.6,
  });
  assert.equal(destinationOf("Z1Z 1Z1", "ON"), null);
});

Deno.test("eligibility: opted out, no capacity, refused or without stock are not candidates", () => {
  const stores = [
    store(1),
    store(2, { opted_in: false }),
    store(3, { capacity_left: 0 }),
    store(4),
    store(5),
  ];
  const i = input(stores, { exclude: [4] });
  i.stock.set(5, new Map([["A", 1], ["B", 1]])); // all of it is safety stock
  assert.deepEqual(scoreCandidates(i).map((c) => c.store), [1]);
});

Deno.test("criterion alone: whole order in one store beats a partial store", () => {
  const i = input([store(1), store(2)]);
  i.stock.set(1, new Map([["A", 5]]));
  const [first, second] = scoreCandidates(i);
  assert.equal(first.store, 2);
  assert.equal(first.parts.whole, WEIGHTS.whole);
  assert.equal(second.whole_order, false);
  assert.equal(second.lines_available, 1);
  assert.equal(first.score - second.score, WEIGHTS.whole);
  // A partial store is listed but never offered the order.
  assert.equal(nextStore([second], []), null);
});

Deno.test("criterion alone: same province wins at equal distance", () => {
  const i = input([store(1, { province: "QC" }), store(2)]);
  const [first, second] = scoreCandidates(i);
  assert.equal(first.store, 2);
  assert.equal(first.score - second.score, WEIGHTS.province);
});

Deno.test("criterion alone: the nearer store wins", () => {
  const i = input([store(1, { ...MONTREAL }), store(2)]);
  const [first, second] = scoreCandidates(i);
  assert.equal(first.store, 2);
  assert.equal(first.distance_km, 0);
  assert.equal(second.distance_km, 501);
  assert.equal(first.parts.distance, 30);
  assert.equal(second.parts.distance, 26.24); // 30 × (1 − 500.8/4000)
});

Deno.test("criterion alone: fewer recent offers first", () => {
  const [first, second] = scoreCandidates(
    input([store(1, { recent_offers: 4 }), store(2, { recent_offers: 1 })]),
  );
  assert.equal(first.store, 2);
  assert.equal(first.parts.rotation, 18.75); // 25 × (1 − 1/4)
  assert.equal(second.parts.rotation, 0);
});

Deno.test("criterion alone: better performance wins", () => {
  const [first, second] = scoreCandidates(
    input([store(1, { performance: 0.5 }), store(2, { performance: 0.9 })]),
  );
  assert.equal(first.store, 2);
  assert.equal(first.parts.performance, 13.5);
  assert.equal(second.parts.performance, 7.5);
});

Deno.test("criterion alone: a store whose POS stock is stale is penalised and flagged", () => {
  const [first, second] = scoreCandidates(
    input([store(1, { stock_stale: true }), store(2)]),
  );
  assert.equal(first.store, 2);
  assert.equal(second.stock_stale, true);
  assert.equal(second.parts.stale, -40);
  assert.equal(first.score - second.score, 40);
});

Deno.test("criteria together: exact scores and order", () => {
  const i = input([
    store(10, { ...MONTREAL, province: "QC", recent_offers: 0, performance: 1 }),
    store(20, { recent_offers: 2, performance: 0.8 }),
    store(30, { recent_offers: 1, performance: 0.6 }),
  ]);
  i.stock.set(30, new Map([["A", 5]]));
  const list = scoreCandidates(i);
  // 20: 100 + 20 + 30 + 0 + 12 = 162; 10: 100 + 0 + 26.24 + 25 + 15 = 166.24; 30: 0 + 20 + 30 + 12.5 + 9 = 71.5
  assert.deepEqual(list.map((c) => [c.store, c.score]), [[10, 166.24], [20, 162], [30, 71.5]]);
  assert.equal(nextStore(list, [10]), 20);
  assert.equal(nextStore(list, [10, 20]), null);
});

Deno.test("fair rotation: 100 orders spread within ±20 % across equal stores", () => {
  const stores = [store(1), store(2), store(3), store(4)];
  const offers = new Map<number, number>();
  for (let n = 0; n < 100; n++) {
    for (const s of stores) s.recent_offers = offers.get(s.store_number) ?? 0;
    const chosen = nextStore(scoreCandidates(input(stores)), [])!;
    offers.set(chosen, (offers.get(chosen) ?? 0) + 1);
  }
  for (const s of stores) {
    const count = offers.get(s.store_number) ?? 0;
    assert.ok(count >= 20 && count <= 30, `store ${s.store_number} got ${count} of 100`);
  }
});

Deno.test("offer window counts business hours only (Toronto, weekdays 9–17)", () => {
  // Friday 2026-11-20 15:00 Toronto (20:00 UTC) + 4 business hours → Monday 11:00 (16:00 UTC).
  assert.equal(
    addBusinessMinutes(new Date("2026-11-20T20:00:00Z"), 240).toISOString(),
    "2026-11-23T16:00:00.000Z",
  );
  // Saturday: counting starts Monday 9:00.
  const w = offerWindow(new Date("2026-11-21T15:00:00Z"), 4);
  assert.equal(w.remind_at.toISOString(), "2026-11-23T17:00:00.000Z");
  assert.equal(w.expires_at.toISOString(), "2026-11-23T18:00:00.000Z");
});

Deno.test("configured business hours: parsed from text, Saturday counted when open", () => {
  assert.deepEqual(BusinessHoursText.parse("1-6 10-18"), {
    open: 10,
    close: 18,
    days: [1, 2, 3, 4, 5, 6],
  });
  assert.deepEqual(BusinessHoursText.parse(" 1,3,5-6 8-16 ").days, [1, 3, 5, 6]);
  for (const bad of ["", "1-5", "mon-fri 9-17", "1-5 17-9", "1-5 9-25", "8 9-17"]) {
    assert.equal(BusinessHoursText.safeParse(bad).success, false, bad);
  }
  // Saturday 10:00 Toronto (15:00Z): open Monday–Saturday 10–18, four hours end at 14:00 Toronto.
  const w = offerWindow(new Date("2026-11-21T15:00:00Z"), 4, BusinessHoursText.parse("1-6 10-18"));
  assert.equal(w.remind_at.toISOString(), "2026-11-21T18:00:00.000Z");
  assert.equal(w.expires_at.toISOString(), "2026-11-21T19:00:00.000Z");
  // From the environment: Monday–Friday 9–17 unless set; a bad value stops the start.
  assert.deepEqual(loadConfig({}).FULFILLMENT_BUSINESS_HOURS.days, [1, 2, 3, 4, 5]);
  assert.equal(
    loadConfig({ FULFILLMENT_BUSINESS_HOURS: "1-6 10-18" }).FULFILLMENT_BUSINESS_HOURS.open,
    10,
  );
  assert.throws(
    () => loadConfig({ FULFILLMENT_BUSINESS_HOURS: "weekdays" }),
    /FULFILLMENT_BUSINESS_HOURS/,
  );
});

Deno.test("return routing: to the shipping store, or to the fastest seller (ties: the shipper)", () => {
  const sold = [{ store: 1, units_sold: 3 }, { store: 2, units_sold: 9 }, {
    store: 3,
    units_sold: 9,
  }];
  assert.equal(routeReturn("shipping_store", 1, sold), 1);
  assert.equal(routeReturn("fastest_seller", 1, sold), 2);
  assert.equal(routeReturn("fastest_seller", 3, sold), 3);
  assert.equal(routeReturn("fastest_seller", 1, [{ store: 2, units_sold: 0 }]), 1);
});
