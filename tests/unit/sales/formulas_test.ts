import assert from "node:assert/strict";
import {
  averageBasket,
  changePct,
  gmroi,
  grossMargin,
  marginFromMarkup,
  marginPct,
  markupFromMargin,
  markupPct,
  quartiles,
  sellThrough,
  soldToReceived,
  weeksOfSupply,
} from "../../../lib/sales/formulas.ts";

const close = (a: number | null, b: number, eps = 1e-9) =>
  assert.ok(a !== null && Math.abs(a - b) < eps, `${a} ≉ ${b}`);

Deno.test("sell-through: 30 sold of 40 received = 75 %; on-hand form 30 ÷ (30 + 10) = 75 %", () => {
  close(soldToReceived(30, 40), 0.75);
  close(sellThrough(30, 10), 0.75);
  close(sellThrough(12, 36), 0.25);
  assert.equal(soldToReceived(5, 0), null);
  assert.equal(sellThrough(0, 0), null);
});

Deno.test("weeks of supply = on hand ÷ average weekly units of the last 4 weeks", () => {
  // last four weeks 8, 12, 10, 10 → average 10; 45 on hand → 4.5 weeks
  close(weeksOfSupply(45, [99, 8, 12, 10, 10]), 4.5);
  // one week of sales is averaged over four weeks: 20 / 4 = 5 → 10 ÷ 5 = 2
  close(weeksOfSupply(10, [20]), 2);
  assert.equal(weeksOfSupply(10, [0, 0, 0, 0]), null);
});

Deno.test("GMROI = gross margin $ ÷ average inventory at cost", () => {
  // margin 120 000 $ on sales 300 000 $; inventory at cost 30 000, 40 000, 50 000 → avg 40 000
  close(gmroi(grossMargin(30_000_000, 18_000_000), [3_000_000, 4_000_000, 5_000_000]), 3);
  assert.equal(gmroi(100, []), null);
});

Deno.test("margin vs markup: keystone (100 % markup) is 50 % margin; 25 % margin is 33.3 % markup", () => {
  close(marginFromMarkup(1), 0.5);
  close(markupFromMargin(0.5)!, 1);
  close(marginFromMarkup(0.6), 0.375);
  close(markupFromMargin(0.25)!, 1 / 3);
  // an item sold 80 $ costing 60 $: margin 25 %, markup 33.3 %
  close(marginPct(8000, 6000), 0.25);
  close(markupPct(8000, 6000), 1 / 3);
  close(marginFromMarkup(markupPct(8000, 6000)!), marginPct(8000, 6000)!);
  assert.equal(marginPct(0, 0), null);
});

Deno.test("average basket, change vs LY, quartiles (inclusive, like Excel QUARTILE.INC)", () => {
  close(averageBasket(12_000, 4), 3000);
  close(changePct(110, 100), 0.1);
  assert.equal(changePct(5, 0), null);
  assert.deepEqual(quartiles([1, 2, 3, 4, 5]), { q1: 2, median: 3, q3: 4 });
  // 4 values: positions 0.75, 1.5, 2.25 → 1.75, 2.5, 3.25
  assert.deepEqual(quartiles([4, 1, 3, 2]), { q1: 1.75, median: 2.5, q3: 3.25 });
  assert.equal(quartiles([]), null);
});
