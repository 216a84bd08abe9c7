// Each metric against hand-computed figures on the fixture (stores 1234: A, B, E; 1310: C, D).
import assert from "node:assert/strict";
import { orderFacts } from "../../../lib/fulfillment_accounting/events.ts";
import {
  groupMedian,
  lastWeeks,
  median,
  meetsTarget,
  percentile,
  scorecard,
  weeklyTrend,
  weekOf,
} from "../../../lib/fulfillment_accounting/metrics.ts";
import { NOW, ORDERS } from "./fixture.ts";

const facts = ORDERS.map((o) => orderFacts(o, NOW));

Deno.test("median and nearest-rank p90", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
  assert.equal(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90), 9);
  assert.equal(percentile([30, 120, 45], 90), 120);
});

Deno.test("scorecard of each store", () => {
  assert.deepEqual(scorecard(facts, 1234), {
    acceptance_median: 45, // 30, 45, 120
    acceptance_p90: 120,
    late_ship_rate: 0.5, // A in time, B late, E not due
    cancel_rate: 0,
    valid_tracking: 0.5, // A scanned, B never
    on_time: 0.5, // A on time, B overdue
    volume: 3,
  });
  assert.deepEqual(scorecard(facts, 1310), {
    acceptance_median: 185, // 10, 360
    acceptance_p90: 360,
    late_ship_rate: 1, // D late, C cancelled
    cancel_rate: 0.5, // C of C, D
    valid_tracking: null,
    on_time: null,
    volume: 2,
  });
});

Deno.test("group median and targets", () => {
  const group = groupMedian([scorecard(facts, 1234), scorecard(facts, 1310)]);
  assert.deepEqual(group, {
    acceptance_median: 115,
    acceptance_p90: 240,
    late_ship_rate: 0.75,
    cancel_rate: 0.25,
    valid_tracking: 0.5,
    on_time: 0.5,
    volume: 2.5,
  });
  assert.equal(meetsTarget("late_ship_rate", 0.039), true);
  assert.equal(meetsTarget("late_ship_rate", 0.04), false);
  assert.equal(meetsTarget("cancel_rate", 0.02), true);
  assert.equal(meetsTarget("valid_tracking", 0.96), true);
  assert.equal(meetsTarget("on_time", 0.9), false);
  assert.equal(meetsTarget("volume", 3), null);
});

Deno.test("weekly trend: by the Monday of the week received", () => {
  assert.equal(weekOf("2026-01-18T12:00:00Z"), "2026-01-12"); // Sunday → its Monday
  assert.deepEqual(lastWeeks(NOW, 2), ["2026-01-12", "2026-01-19"]);
  const trend = weeklyTrend(facts, 1234, [1234, 1310], ["2026-01-12", "2026-01-19"], "volume");
  assert.deepEqual(trend, [
    { week: "2026-01-12", store: 2, group: 2 },
    { week: "2026-01-19", store: 1, group: 1 },
  ]);
});
