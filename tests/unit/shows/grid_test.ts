// Show order arithmetic with exact figures: case-pack rounding, style and order totals in cents,
// minimums, size runs, and splits that always add up to the order, cell by cell.
import assert from "node:assert/strict";
import {
  allocate,
  allocateStyle,
  applySizeRun,
  checkGrid,
  median,
  orderTotal,
  parseSizeRun,
  proposeRun,
  roundUpToCase,
  splitLines,
  styleTotal,
} from "../../../lib/shows/grid.ts";
import { checkOrderInput } from "../../../lib/shows/ordering.ts";
import { rebalance } from "../../../lib/shows/order_page.ts";
import type { BookStyle } from "../../../lib/shows/schema.ts";
import { soldBySize } from "../../../lib/shows/size_run.ts";

function style(id: string, casePack: number, minimum: number, wholesale = 89.97): BookStyle {
  const sizes = ["S", "M", "L"],
    colours = [{ code: "BLK", name: { en: "Black", fr: "Noir" } }, {
      code: "RED",
      name: { en: "Red", fr: "Rouge" },
    }];
  const items: Record<string, string> = {};
  let n = 1;
  for (const c of colours) for (const s of sizes) items[`${c.code}|${s}`] = `${id}${n++}`;
  return {
    style_id: id,
    name: { en: id, fr: id },
    category: "jackets",
    department: "APP",
    sizes,
    colours,
    items,
    wholesale,
    retail: 149.99,
    case_pack: casePack,
    minimum,
    image: null,
  };
}

Deno.test("case packs round up to whole cases", () => {
  assert.equal(roundUpToCase(1, 6), 6);
  assert.equal(roundUpToCase(6, 6), 6);
  assert.equal(roundUpToCase(7, 6), 12);
  assert.equal(roundUpToCase(5, 1), 5);
  const a = style("A", 2, 0);
  const grid = checkGrid([a], { "q.A1": "3", "q.A2": "4", "q.A3": "", "q.A4": "1" });
  assert.ok(grid.ok);
  assert.deepEqual(grid.quantities, { A1: 4, A2: 4, A4: 2 });
  assert.deepEqual(grid.rounded, ["A1", "A4"]);
});

Deno.test("bad cells and a style under its minimum are errors keyed by input", () => {
  const a = style("A", 1, 6);
  const grid = checkGrid([a], { "q.A1": "2", "q.A2": "x", "q.A3": "-1" });
  assert.equal(grid.ok, false);
  assert.deepEqual(grid.errors["q.A2"], { key: "shows.errors.quantity" });
  assert.deepEqual(grid.errors["q.A3"], { key: "shows.errors.quantity" });
  assert.deepEqual(grid.errors["style.A"], {
    key: "shows.errors.minimum",
    vars: { minimum: 6, units: 2 },
  });
  assert.ok(checkGrid([a], {}).ok, "an empty style has no minimum to meet");
});

Deno.test("style and order totals are exact cents", () => {
  const a = style("A", 1, 0, 89.97), b = style("B", 3, 0, 0.1);
  const q = { A1: 3, A5: 4, B1: 3 };
  assert.deepEqual(styleTotal(a, q), { units: 7, cost: 62979, retail: 104993 });
  assert.deepEqual(styleTotal(b, q), { units: 3, cost: 30, retail: 44997 });
  assert.deepEqual(orderTotal([a, b], q), { units: 10, cost: 63009, retail: 149990 });
});

Deno.test("allocate shares whole cases by largest remainder and sums to the quantity", () => {
  assert.deepEqual(allocate(10, 1, [60, 40]), [6, 4]);
  assert.deepEqual(allocate(7, 1, [50, 50]), [4, 3]);
  assert.deepEqual(allocate(12, 6, [50, 50]), [6, 6]);
  assert.deepEqual(allocate(18, 6, [50, 50]), [12, 6]);
  assert.deepEqual(allocate(18, 6, [34, 33, 33]), [6, 6, 6]);
  assert.deepEqual(allocate(1, 1, [30, 70]), [0, 1]);
  assert.deepEqual(allocate(10, 1, [100]), [10]);
  for (let q = 0; q <= 60; q += 3) {
    for (const p of [[50, 50], [70, 30], [33, 33, 34], [10, 20, 30, 40]]) {
      const parts = allocate(q, 3, p);
      assert.equal(parts.reduce((a, b) => a + b, 0), q, `${q} over ${p}`);
      for (const part of parts) assert.equal(part % 3, 0);
    }
  }
});

Deno.test("split lines add up to the order, line by line", () => {
  const a = style("A", 2, 0), b = style("B", 1, 0);
  const q = { A1: 6, A2: 4, B3: 7, B6: 1 };
  const splits = splitLines([a, b], q, [{ percent: 60 }, { percent: 40 }]);
  assert.deepEqual(
    splits.map((s) => s.map((l) => [l.item_number, l.quantity])),
    [[["A1", 4], ["A2", 2], ["B3", 4], ["B6", 1]], [["A1", 2], ["A2", 2], ["B3", 3]]],
  );
  for (const item of Object.keys(q)) {
    const sum = splits.flat().filter((l) => l.item_number === item)
      .reduce((n, l) => n + l.quantity, 0);
    assert.equal(sum, q[item as keyof typeof q]);
  }
  assert.equal(splits[0][0].unit_cost, 89.97);
  assert.equal(splits[0][0].department, "APP");
});

Deno.test("the whole order input: splits must add up to 100 and each be valid", () => {
  const a = style("A", 1, 0);
  const split = (percent: string, start = "2027-01-10", cancel = "2027-02-10") => ({
    start_ship: start,
    cancel_date: cancel,
    po_ref: "",
    ship_to: "Store 1234",
    percent,
  });
  const ok = checkOrderInput([a], { "q.A1": "5" }, [split("60"), split("40")]);
  assert.ok(ok.ok);
  assert.equal(ok.splits.length, 2);
  const sum = checkOrderInput([a], { "q.A1": "5" }, [split("60"), split("30")]);
  assert.equal(sum.formError, "shows.errors.split_sum");
  const bad = checkOrderInput([a], {}, [split("100", "2027-03-01", "2027-02-01")]);
  assert.deepEqual(bad.errors["split.0.cancel_date"], { key: "shows.errors.cancel_before_start" });
  assert.equal(checkOrderInput([a], {}, []).formError, "shows.errors.split_count");
});

Deno.test("size runs fill every colour, in whole cases; proposals follow sales by size", () => {
  const a = style("A", 2, 0);
  assert.deepEqual(parseSizeRun("1 2, 4", a.sizes, 2), { S: 2, M: 2, L: 4 });
  assert.equal(parseSizeRun("1 2", a.sizes, 2), null);
  assert.equal(parseSizeRun("1 x 2", a.sizes, 2), null);
  const typed = applySizeRun(a, { S: 2, M: 0, L: 4 }, { "q.B1": "9" });
  assert.deepEqual(typed, {
    "q.B1": "9",
    "q.A1": "2",
    "q.A2": "",
    "q.A3": "4",
    "q.A4": "2",
    "q.A5": "",
    "q.A6": "4",
  });
  assert.deepEqual(proposeRun(["S", "M", "L"], { S: 1, M: 3, L: 2 }, 12, 1), { S: 2, M: 6, L: 4 });
  assert.deepEqual(proposeRun(["S", "M", "L"], {}, 7, 2), { S: 4, M: 2, L: 2 });
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
});

Deno.test("sales by size: every colour of a size adds up, returns count as nothing sold", () => {
  const a = style("A", 1, 0);
  // items: A1..A3 = BLK S,M,L; A4..A6 = RED S,M,L; measures [units, sales, cost, tickets, ...]
  const sold = soldBySize(a, {
    A1: [3, 0, 0, 0, 0],
    A4: [2, 0, 0, 0, 0],
    A2: [5, 0, 0, 0, 0],
    A6: [-1, 0, 0, 0, 0],
    Z9: [40, 0, 0, 0, 0],
  });
  assert.deepEqual(sold, { S: 5, M: 5, L: 0 });
  assert.deepEqual(proposeRun(a.sizes, sold, 6, 1), { S: 3, M: 3, L: 0 });
});

Deno.test("splits share a style toward the shares: 60/40 over one-case cells gives both deliveries units", () => {
  const jacket = style("J", 6, 0);
  const quantities = Object.fromEntries(Object.values(jacket.items).map((item) => [item, 6]));
  const lines = splitLines([jacket], quantities, [{ percent: 60 }, { percent: 40 }]);
  const units = lines.map((l) => l.reduce((n, x) => n + x.quantity, 0));
  assert.deepEqual(units, [24, 12], "six one-case cells of 6: four cases and two");
  assert.ok(lines.every((l) => l.length > 0), "no empty purchase order");
  // Every cell still adds up across the deliveries, in whole cases.
  for (const item of Object.values(jacket.items)) {
    const parts = lines.map((l) => l.find((x) => x.item_number === item)?.quantity ?? 0);
    assert.equal(parts[0] + parts[1], 6);
    assert.ok(parts.every((p) => p % 6 === 0));
  }
  assert.deepEqual(allocateStyle([7, 3], 1, [60, 40]), [[4, 3], [2, 1]]);
  assert.deepEqual(allocateStyle([6], 6, [60, 40]), [[6, 0]], "one case cannot be split");
  // …and then the second delivery is named instead of becoming an empty purchase order.
  const [one] = Object.values(jacket.items);
  const checked = checkOrderInput([jacket], { [`q.${one}`]: "6" }, [
    {
      start_ship: "2027-01-20",
      cancel_date: "2027-02-20",
      po_ref: "",
      ship_to: "x",
      percent: "60",
    },
    {
      start_ship: "2027-03-01",
      cancel_date: "2027-03-31",
      po_ref: "",
      ship_to: "x",
      percent: "40",
    },
  ]);
  assert.equal(checked.savable, false);
  assert.equal(checked.errors["split.1.percent"]?.key, "shows.errors.split_no_units");
});

Deno.test("a draft keeps a style under its minimum; only submitting needs it", () => {
  const jacket = style("J", 1, 10);
  const [one] = Object.values(jacket.items);
  const checked = checkOrderInput([jacket], { [`q.${one}`]: "2" }, [
    {
      start_ship: "2027-01-20",
      cancel_date: "2027-02-20",
      po_ref: "",
      ship_to: "x",
      percent: "100",
    },
  ]);
  assert.equal(checked.ok, false);
  assert.equal(checked.savable, true);
});

Deno.test("removing a delivery gives its share to the others, adding up to 100 again", () => {
  const split = (percent: string) => ({
    start_ship: "2027-01-20",
    cancel_date: "2027-02-20",
    po_ref: "",
    ship_to: "x",
    percent,
  });
  assert.deepEqual(
    rebalance([split("50"), split("30"), split("20")], 0).map((s) => s.percent),
    ["60", "40"],
  );
  assert.deepEqual(rebalance([split("100"), split("0")], 0).map((s) => s.percent), ["100"]);
});

Deno.test("an empty grid is not saved: it would make empty purchase orders", () => {
  const checked = checkOrderInput([style("J", 1, 0)], {}, [
    {
      start_ship: "2027-01-20",
      cancel_date: "2027-02-20",
      po_ref: "",
      ship_to: "x",
      percent: "100",
    },
  ]);
  assert.equal(checked.savable, false);
  assert.equal(checked.formError, "shows.errors.empty_order");
});
