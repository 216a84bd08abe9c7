import assert from "node:assert/strict";
import {
  adjustPrice,
  marginOf,
  proposePrices,
  withEnding,
} from "../../../lib/head_office/price_adjust.ts";

Deno.test("price endings: the nearest price with those cents", () => {
  assert.equal(withEnding(2450, "99"), 2499);
  assert.equal(withEnding(2420, "99"), 1999 + 400); // 23.99 is nearer than 24.99
  assert.equal(withEnding(2449, "49"), 2449);
  assert.equal(withEnding(2475, "00"), 2500);
  assert.equal(withEnding(30, "99"), 99); // never $0 or below
});

Deno.test("percent then ending; margins; a price for every size of a style", () => {
  assert.equal(adjustPrice(10000, -10, null), 9000);
  assert.equal(adjustPrice(10000, -10, "99"), 8999);
  assert.equal(adjustPrice(7999, 5, "99"), 8399);
  assert.equal(marginOf(10000, 6000), 0.4);
  assert.equal(marginOf(0, 10), null);
  const rows = [
    { item_number: "A-S", style_id: "A", retail: 5000 },
    { item_number: "A-M", style_id: "A", retail: 5200 },
    { item_number: "B-S", style_id: "B", retail: 8000 },
  ];
  assert.deepEqual(
    [...proposePrices(rows, { style: { id: "A", price_cents: 4999 } })],
    [["A-S", 4999], ["A-M", 4999]],
  );
  assert.deepEqual(
    [...proposePrices(rows, { percent: -20, ending: "99" })],
    [["A-S", 3999], ["A-M", 4199], ["B-S", 6399]],
  );
  assert.deepEqual([...proposePrices(rows, {})], []);
});
