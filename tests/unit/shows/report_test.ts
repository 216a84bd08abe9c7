// Booking figures with exact numbers: grouping by vendor, store and category in cents, last
// season's stores not yet booked, store size bands, and the booking share and peer median.
import assert from "node:assert/strict";
import type { PurchaseOrder } from "../../../lib/orders/mod.ts";
import { bookingsBy, notYetBooked, styleInsights } from "../../../lib/shows/report.ts";
import { bandsOf, peersOf } from "../../../lib/shows/peers.ts";
import type { BookStyle, ShowOrder } from "../../../lib/shows/schema.ts";

function po(id: string, store: number, vendor: string, lines: [string, number, number][]) {
  return {
    id,
    store,
    vendor,
    lines: lines.map(([item_number, quantity, unit_cost]) => ({
      item_number,
      department: "HOC",
      quantity,
      unit_cost,
      retail: unit_cost * 2,
    })),
  } as unknown as PurchaseOrder;
}

Deno.test("bookings by vendor, store and category add up to the same total in cents", () => {
  const orders = [
    po("a", 1234, "V100", [["1", 3, 10.1], ["2", 2, 0.35]]),
    po("b", 1234, "V100", [["1", 1, 10.1]]),
    po("c", 1310, "V200", [["3", 6, 19.99]]),
  ];
  const cats = new Map([["1", "skates"], ["2", "sticks"], ["3", "skates"]]);
  const byVendor = bookingsBy(orders, "vendor", cats);
  assert.deepEqual(byVendor.total, { key: "", orders: 3, units: 12, cost: 16104, retail: 32208 });
  assert.deepEqual(byVendor.rows.map((r) => [r.key, r.orders, r.units, r.cost]), [
    ["V200", 1, 6, 11994],
    ["V100", 2, 6, 4110],
  ]);
  const byCategory = bookingsBy(orders, "category", cats);
  assert.deepEqual(byCategory.rows.map((r) => [r.key, r.orders, r.units, r.cost]), [
    ["skates", 3, 10, 16034],
    ["sticks", 1, 2, 70],
  ]);
  for (const by of ["vendor", "store", "category"] as const) {
    const { rows, total } = bookingsBy(orders, by, cats);
    assert.equal(rows.reduce((a, r) => a + r.cost, 0), total.cost);
    assert.equal(rows.reduce((a, r) => a + r.units, 0), total.units);
  }
});

Deno.test("last season's stores not yet booked with a vendor", () => {
  const last = [po("x", 1234, "V100", [["1", 4, 2.5]]), po("y", 1310, "V100", [["1", 2, 2.5]])];
  const now = [po("z", 1234, "V100", [["1", 1, 2.5]])];
  assert.deepEqual(notYetBooked(last, now), [{ store: 1310, vendor: "V100", units: 2, cost: 500 }]);
});

Deno.test("size bands cut stores by sales into thirds; peers share a band", () => {
  const bands = bandsOf({ "1": 50, "2": 10, "3": 30, "4": 90, "5": 70, "6": 20 });
  assert.deepEqual([...bands].sort((a, b) => a[0] - b[0]), [
    [1, 1],
    [2, 0],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 0],
  ]);
  assert.deepEqual([...peersOf(bands, 4)], [5]);
  assert.deepEqual([...peersOf(bands, 99)], []);
});

Deno.test("booking share of group stores and the median of at least three peers", () => {
  const style = { style_id: "S", items: { "A|1": "i1", "A|2": "i2" } } as unknown as BookStyle;
  const order = (store: number, q: number, state = "submitted") =>
    ({ store, state, quantities: { i1: q } }) as unknown as ShowOrder;
  const orders = [order(1, 4), order(2, 8), order(3, 6), order(4, 100), order(5, 9, "draft")];
  const all = styleInsights([style], orders, 10, new Set([1, 2, 3]));
  assert.deepEqual(all.get("S"), { share: 0.4, median: 6 });
  const few = styleInsights([style], orders, 10, new Set([1, 2]));
  assert.deepEqual(few.get("S"), { share: 0.4, median: null });
});
