// The pure rules of a specials order: open window, case packs, line minimums, order minimum.
import assert from "node:assert/strict";
import { checkOrder, isOpen, parseQuantity, roundUpToCase } from "../../../lib/specials/rules.ts";
import type { FormLine } from "../../../lib/specials/schema.ts";

const line = (item_number: string, case_pack: number, min_qty: number, cost: number): FormLine => ({
  item_number,
  department: "Hockey",
  description: { en: item_number, fr: item_number },
  case_pack,
  min_qty,
  cost,
  retail: cost * 2,
});
const form = {
  lines: [line("A", 24, 48, 2.15), line("B", 6, 6, 89.5), line("C", 12, 0, 0.1)],
  min_order_value: 500,
};

Deno.test("a form is open from opens_at until just before the deadline, and only when published", () => {
  const f = {
    published: true,
    opens_at: "2026-11-20T13:00:00.000Z",
    deadline: "2026-11-25T04:59:00.000Z",
  };
  assert.equal(isOpen(f, new Date("2026-11-20T12:59:59Z")), false);
  assert.equal(isOpen(f, new Date("2026-11-20T13:00:00Z")), true);
  assert.equal(isOpen(f, new Date("2026-11-25T04:58:59Z")), true);
  assert.equal(isOpen(f, new Date("2026-11-25T04:59:00Z")), false);
  assert.equal(isOpen({ ...f, published: false }, new Date("2026-11-22T12:00:00Z")), false);
});

Deno.test("quantities round up to whole case packs", () => {
  assert.equal(roundUpToCase(1, 24), 24);
  assert.equal(roundUpToCase(24, 24), 24);
  assert.equal(roundUpToCase(25, 24), 48);
  assert.equal(parseQuantity(" 12 "), 12);
  assert.equal(parseQuantity(""), 0);
  assert.equal(parseQuantity("1.5"), null);
  assert.equal(parseQuantity("-3"), null);
});

Deno.test("a quantity off the case pack is refused with the rounded-up suggestion", () => {
  const checked = checkOrder(form, { A: "50", B: "12" });
  assert.equal(checked.ok, false);
  assert.deepEqual(checked.lineErrors, {
    A: { key: "specials.errors.case_pack", vars: { case_pack: 24, suggested: 72 } },
  });
  assert.equal(checked.lines.length, 2, "typed lines are kept for re-rendering");
});

Deno.test("a line under its minimum quantity is refused; zero means not ordered", () => {
  const checked = checkOrder(form, { A: "24", B: "0", C: "" });
  assert.deepEqual(checked.lineErrors, {
    A: { key: "specials.errors.min_qty", vars: { min_qty: 48 } },
  });
  assert.equal(checkOrder(form, { A: "x" }).lineErrors.A.key, "specials.errors.quantity_invalid");
});

Deno.test("totals are exact cents and the order minimum is checked", () => {
  // 48 × 2.15 = 103.20; 6 × 89.50 = 537.00; 12 × 0.10 = 1.20 → 641.40
  const big = checkOrder(form, { A: "48", B: "6", C: "12" });
  assert.equal(big.ok, true);
  assert.equal(big.totalCents, 64140);
  assert.equal(big.belowMinimum, false);
  // 48 × 2.15 + 12 × 0.10 = 104.40 < 500
  const small = checkOrder(form, { A: "48", C: "12" });
  assert.equal(small.totalCents, 10440);
  assert.equal(small.belowMinimum, true);
  assert.equal(checkOrder(form, {}).empty, true);
  assert.equal(checkOrder(form, {}).belowMinimum, false);
});

Deno.test("a size grid: the case pack and minimum apply to the line's total over its sizes", () => {
  const skates: FormLine = {
    ...line("S", 6, 12, 80),
    variants: [
      { item_number: "S-8", size: "8" },
      { item_number: "S-9", size: "9" },
      { item_number: "S-10", size: "10" },
    ],
  };
  const grid = { lines: [skates], min_order_value: 0 };
  // 2 + 4 = 6: one whole case but under the 12 minimum
  assert.deepEqual(checkOrder(grid, { "S-8": "2", "S-9": "4" }).lineErrors, {
    S: { key: "specials.errors.min_qty", vars: { min_qty: 12 } },
  });
  // 5 + 4 + 4 = 13: off the case pack of 6 → 18
  assert.deepEqual(checkOrder(grid, { "S-8": "5", "S-9": "4", "S-10": "4" }).lineErrors, {
    S: { key: "specials.errors.case_pack", vars: { case_pack: 6, suggested: 18 } },
  });
  const ok = checkOrder(grid, { "S-8": "4", "S-9": "4", "S-10": "4" });
  assert.equal(ok.ok, true);
  assert.equal(ok.lineUnits.S, 12);
  assert.equal(ok.totalCents, 96_000); // 12 × $80
  assert.deepEqual(ok.lines.map((l) => [l.item_number, l.size, l.quantity]), [
    ["S-8", "8", 4],
    ["S-9", "9", 4],
    ["S-10", "10", 4],
  ]);
  assert.equal(
    checkOrder(grid, { "S-9": "two" }).lineErrors["S-9"].key,
    "specials.errors.quantity_invalid",
  );
});
