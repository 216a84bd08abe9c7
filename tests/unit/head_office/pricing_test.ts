import assert from "node:assert/strict";
import {
  checkEvent,
  checkLeadTime,
  checkPrice,
  datesOverlap,
  daysUntil,
  type EventSpan,
  salePriceOn,
  storesOverlap,
} from "../../../lib/head_office/price_checks.ts";
import { atp } from "../../../lib/head_office/atp.ts";

const jacket = { item_number: "100234", cost_cents: 6000, regular_cents: 12999 };

Deno.test("price checks: below cost and a markdown that raises the price", () => {
  assert.deepEqual(checkPrice(jacket, 8999, "sale"), []);
  assert.deepEqual(checkPrice(jacket, 5999, "sale").map((i) => i.code), ["below_cost"]);
  assert.deepEqual(checkPrice(jacket, 12999, "sale").map((i) => i.code), ["raises_price"]);
  assert.deepEqual(checkPrice(jacket, 13999, "sale").map((i) => i.code), ["raises_price"]);
  // A regular price may go up; under cost it may not.
  assert.deepEqual(checkPrice(jacket, 13999, "regular"), []);
  assert.deepEqual(checkPrice(jacket, 5999, "regular").map((i) => i.code), ["below_cost"]);
  assert.deepEqual(checkPrice(jacket, 6000, "regular"), []);
});

const spring: EventSpan = {
  id: "a",
  name: "Spring",
  starts_on: "2026-04-01",
  ends_on: "2026-04-14",
  stores: [],
  items: [{ item_number: "100234", sale_cents: 9999 }, { item_number: "100300", sale_cents: 1999 }],
};

Deno.test("price checks: overlapping events for one item", () => {
  assert.ok(datesOverlap(["2026-04-01", "2026-04-14"], ["2026-04-14", "2026-04-20"]));
  assert.ok(!datesOverlap(["2026-04-01", "2026-04-14"], ["2026-04-15", "2026-04-20"]));
  assert.ok(storesOverlap([], [1234]));
  assert.ok(!storesOverlap([1310], [1234]));
  const easter = {
    ...spring,
    id: "b",
    name: "Easter",
    starts_on: "2026-04-10",
    ends_on: "2026-04-12",
    stores: [1234],
    items: [{ item_number: "100234", sale_cents: 8999 }],
  };
  const prices = new Map([["100234", jacket]]);
  assert.deepEqual(checkEvent(easter, [spring, easter], prices), [
    { code: "overlap", item_number: "100234", other: "Spring" },
  ]);
  const later = { ...easter, id: "c", starts_on: "2026-04-15", ends_on: "2026-04-20" };
  assert.deepEqual(checkEvent(later, [spring], prices), []);
  const elsewhere = { ...spring, id: "d", stores: [1310] };
  assert.deepEqual(checkEvent({ ...easter, id: "e" }, [elsewhere], prices), []);
  // The highest priority wins where two run.
  const events = [{ ...spring, priority: 1 }, { ...easter, priority: 5 }];
  assert.deepEqual(salePriceOn(events, "100234", 1234, "2026-04-11"), {
    cents: 8999,
    event: "Easter",
  });
  assert.deepEqual(salePriceOn(events, "100234", 1310, "2026-04-11"), {
    cents: 9999,
    event: "Spring",
  });
  assert.equal(salePriceOn(events, "100234", 1310, "2026-04-15"), null);
});

Deno.test("price checks: lead time", () => {
  assert.equal(daysUntil("2026-03-30", "2026-04-02"), 3);
  assert.deepEqual(checkLeadTime("1", "2026-04-02", "2026-03-30"), []);
  assert.deepEqual(checkLeadTime("1", "2026-04-01", "2026-03-30").map((i) => i.code), [
    "lead_time",
  ]);
});

Deno.test("ATP = on hand − reserved − safety stock − open web orders, never below 0", () => {
  // HotWax's example: 100 on hand → 75 available.
  assert.equal(atp({ on_hand: 100, reserved: 10, safety: 5, open_web: 10 }), 75);
  assert.equal(atp({ on_hand: 4, reserved: 1, safety: 1, open_web: 1 }), 1);
  assert.equal(atp({ on_hand: 2, reserved: 1, safety: 1, open_web: 1 }), 0);
  assert.equal(atp({ on_hand: 0, reserved: 0, safety: 0, open_web: 0 }), 0);
});
