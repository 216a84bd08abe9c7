// The OTB formulas against figures computed by hand (cents; $1 = 100).
import assert, { deepStrictEqual as assertEquals } from "node:assert/strict";
import { fmtFor } from "../../../lib/sales/format.ts";
import {
  atCost,
  computeRows,
  holdBack,
  monthTense,
  monthWarning,
  openToBuy,
  planMetrics,
  plannedReceipts,
  plannedStock,
  rowAtCost,
  seededFlow,
  seedFromLastYear,
  totalRow,
} from "../../../lib/otb/formulas.ts";
import {
  lastYearSeason,
  monthAfterSeason,
  seasonMonths,
  seasonOf,
} from "../../../lib/otb/season.ts";

const $ = (dollars: number) => dollars * 100;

Deno.test("receipts and OTB: sales + markdowns + EOM − BOM (− on order)", () => {
  const m = { sales: $(40_000), markdowns: $(2_000), eom: $(110_000) };
  // 40,000 + 2,000 + 110,000 − 100,000 = 52,000
  assertEquals(plannedReceipts(m, $(100_000)), $(52_000));
  // 52,000 − 30,000 = 22,000
  assertEquals(openToBuy(m, $(100_000), $(30_000)), $(22_000));
});

Deno.test("the season's rows chain BOM from EOM; a month whose on order exceeds the plan goes negative", () => {
  const rows = computeRows({
    opening_bom: $(100_000),
    imu: 0.45,
    holdback: 0.1,
    months: [
      { sales: $(40_000), markdowns: $(2_000), eom: $(110_000) },
      { sales: $(50_000), markdowns: $(3_000), eom: $(90_000) },
    ],
  }, [$(30_000), $(45_000)]);
  assertEquals(rows[0], {
    sales: $(40_000),
    markdowns: $(2_000),
    bom: $(100_000),
    eom: $(110_000),
    receipts: $(52_000),
    on_order: $(30_000),
    otb: $(22_000),
    holdback: $(5_200), // 10 % of 52,000
    otb_left: $(16_800),
  });
  // BOM(2) = EOM(1) = 110,000; receipts 50,000 + 3,000 + 90,000 − 110,000 = 33,000;
  // on order 45,000 > 33,000 planned: OTB −12,000, hold-back 3,300, left −15,300
  assertEquals(rows[1].bom, rows[0].eom);
  assertEquals(rows[1].receipts, $(33_000));
  assertEquals(rows[1].otb, $(-12_000));
  assertEquals(rows[1].holdback, $(3_300));
  assertEquals(rows[1].otb_left, $(-15_300));
  const total = totalRow(rows);
  assertEquals(total.bom, $(100_000));
  assertEquals(total.eom, $(90_000));
  assertEquals(total.receipts, $(85_000));
  assertEquals(total.otb, $(10_000));
  // at cost, IMU 45 %: 22,000 × 0.55 = 12,100; −12,000 × 0.55 = −6,600
  assertEquals(rowAtCost(rows[0], 0.45).otb, $(12_100));
  assertEquals(rowAtCost(rows[1], 0.45).otb, $(-6_600));
});

Deno.test("at cost = retail × (1 − IMU), to the cent; hold-back never on negative receipts", () => {
  assertEquals(atCost($(50_000), 0.5), $(25_000)); // Inventory Planner's example
  assertEquals(atCost(1001, 0.5), 501); // 500.5 → 501
  assertEquals(atCost(-1001, 0.5), -501);
  assertEquals(holdBack(-500, 0.1), 0);
  assertEquals(holdBack(12345, 0.1), 1235); // 1234.5 → 1235
});

Deno.test("seeding from last year by stock-to-sales: +5 % growth, SSR 3", () => {
  const plan = seedFromLastYear({
    lySales: [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000].map($),
    lyMarkdowns: [1_000, 1_000, 2_000, 2_000, 3_000, 3_000].map($),
    weeks: [4, 5, 4, 4, 5, 4, 4],
    lyWeeks: [4, 5, 4, 4, 5, 4, 4],
    growth: 0.05,
    method: { kind: "ssr", ssr: 3 },
  });
  // sales 10,500 21,000 … 73,500; stock = 3 × sales: 31,500 63,000 94,500 126,000 157,500 189,000 220,500
  assertEquals(plan.opening_bom, $(31_500));
  assertEquals(
    plan.months.map((m) => m.sales),
    [10_500, 21_000, 31_500, 42_000, 52_500, 63_000].map($),
  );
  assertEquals(
    plan.months.map((m) => m.eom),
    [63_000, 94_500, 126_000, 157_500, 189_000, 220_500].map($),
  );
  assertEquals(
    plan.months.map((m) => m.markdowns),
    [1_050, 1_050, 2_100, 2_100, 3_150, 3_150].map($),
  );
});

Deno.test("53-week year: month 12 has 5 weeks, and a plan seeded from it is restated per week", () => {
  // FY2028 ends 2029-02-03 (53 weeks): its month 12 runs five weeks
  const ly = seasonMonths("2028-S2");
  assertEquals(ly.map((m) => m.weeks), [4, 5, 4, 4, 5, 5]);
  assertEquals(ly[5].start, "2028-12-31");
  assertEquals(ly[5].end, "2029-02-03");
  const ty = seasonMonths("2029-S2");
  assertEquals(ty.map((m) => m.weeks), [4, 5, 4, 4, 5, 4]);
  assertEquals(lastYearSeason("2029-S2"), "2028-S2");
  assertEquals(monthAfterSeason("2028-S2").key, "2029-M01");
  assertEquals(seasonOf("2029-02-03"), "2028-S2");
  assertEquals(seasonOf("2029-02-04"), "2029-S1");
  // LY month 12 sold 50,000 over 5 weeks; this year's month 12 has 4: 50,000 × 4 ÷ 5 = 40,000
  assertEquals(seededFlow($(50_000), 0, 4, 5), $(40_000));
  const plan = seedFromLastYear({
    lySales: [20_000, 25_000, 20_000, 20_000, 25_000, 50_000, 30_000].map($),
    lyMarkdowns: [0, 0, 0, 0, 0, 5_000].map($),
    weeks: [...ty.map((m) => m.weeks), monthAfterSeason("2029-S2").weeks],
    lyWeeks: [...ly.map((m) => m.weeks), monthAfterSeason("2028-S2").weeks],
    growth: 0,
    method: { kind: "wos", wos: 8 },
  });
  assertEquals(plan.months[5].sales, $(40_000));
  assertEquals(plan.months[5].markdowns, $(4_000)); // 5,000 × 4 ÷ 5
  // WOS 8: BOM = 8 × sales ÷ weeks. Month 1: 8 × 20,000 ÷ 4 = 40,000; month 2: 8 × 25,000 ÷ 5 = 40,000
  assertEquals(plan.opening_bom, $(40_000));
  assertEquals(plan.months[0].eom, $(40_000));
  // EOM of month 5 = BOM of month 6 = 8 × 40,000 ÷ 4 = 80,000; EOM of month 6 = 8 × 30,000 ÷ 4
  assertEquals(plan.months[4].eom, $(80_000));
  assertEquals(plan.months[5].eom, $(60_000));
  assertEquals(plannedStock($(25_000), 5, { kind: "wos", wos: 8 }), $(40_000));
});

Deno.test("plan metrics: stock-to-sales, annualised turn, markdown %", () => {
  const m = planMetrics({
    opening_bom: $(100),
    months: [
      { sales: $(50), markdowns: $(5), eom: $(100) },
      { sales: $(50), markdowns: $(5), eom: $(100) },
    ],
  }, 26);
  // avg BOM 100 ÷ avg sales 50 = 2; turn 100 ÷ 100 × 52 ÷ 26 = 2; markdown 10 ÷ 100
  assertEquals(m, { stockToSales: 2, turn: 2, markdownPct: 0.1 });
});

Deno.test("a month's warning names its cause; months are closed, current or ahead; no '-$0'", () => {
  assert.equal(monthWarning({ receipts: -122_509_500, on_order: 0 }), "negative_receipts");
  assert.equal(monthWarning({ receipts: -100, on_order: 500 }), "negative_receipts");
  assert.equal(monthWarning({ receipts: 1_000, on_order: 1_001 }), "over_plan");
  assert.equal(monthWarning({ receipts: 1_000, on_order: 1_000 }), null);
  const month = { start: "2026-11-01", end: "2026-11-28" };
  assert.equal(monthTense(month, "2026-11-29"), "closed");
  assert.equal(monthTense(month, "2026-11-01"), "current");
  assert.equal(monthTense(month, "2026-10-31"), "ahead");
  const f = fmtFor("en-US");
  assert.equal(f.money(-40), "$0");
  assert.equal(f.money(-60), "-$1");
  assert.equal(f.money(-4, 2), "-$0.04");
});
