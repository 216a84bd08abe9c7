import assert from "node:assert/strict";
import {
  comparableDay,
  decompose,
  fiscalWeek,
  fiscalYearEnd,
  fiscalYearStart,
  lastYearPeriod,
  weekOf,
  weeksInFiscalYear,
} from "../../../lib/sales/calendar.ts";

Deno.test("retail (4-5-4) fiscal years end on the Saturday nearest January 31", () => {
  assert.equal(fiscalYearEnd(2022), "2023-01-28");
  assert.equal(fiscalYearEnd(2023), "2024-02-03");
  assert.equal(fiscalYearEnd(2024), "2025-02-01");
  assert.equal(fiscalYearEnd(2025), "2026-01-31");
  assert.equal(fiscalYearStart(2024), "2024-02-04");
  assert.equal(weeksInFiscalYear(2023), 53);
  assert.equal(weeksInFiscalYear(2024), 52);
  assert.equal(weeksInFiscalYear(2025), 52);
  assert.deepEqual(fiscalWeek("2024-02-03"), { fy: 2023, week: 53, day: 6 });
  assert.deepEqual(fiscalWeek("2024-02-04"), { fy: 2024, week: 1, day: 0 });
});

Deno.test("period vs last year: 364 days back, 371 after a 53-week year, week 53 not compared", () => {
  // an ordinary year: Saturday 2025-11-15 (FY2025 week 41) ↔ Saturday 2024-11-16
  assert.equal(comparableDay("2025-11-15"), "2024-11-16");
  // FY2024 follows the 53-week FY2023: 2024-03-09 (week 5, Saturday) ↔ 2023-03-04 (371 days)
  assert.equal(comparableDay("2024-03-09"), "2023-03-04");
  // week 53 of FY2023 has no comparable week
  assert.equal(comparableDay("2024-01-30"), null);
  assert.deepEqual(lastYearPeriod({ start: "2025-11-02", end: "2025-11-29" }), {
    start: "2024-11-03",
    end: "2024-11-30",
  });
  // a period ending in week 53 is compared up to the end of the previous fiscal year
  assert.deepEqual(lastYearPeriod({ start: "2024-01-07", end: "2024-02-03" }), {
    start: "2023-01-08",
    end: "2023-01-28",
  });
  // week 53 alone → an empty comparison range (start after end)
  const only53 = lastYearPeriod({ start: "2024-01-28", end: "2024-02-03" });
  assert.ok(only53.start > only53.end);
});

Deno.test("decompose: whole months, then whole weeks, then days, never eating a whole month", () => {
  assert.equal(weekOf("2026-03-14"), "2026-03-08");
  // 2026-02-26 (Thu) .. 2026-04-08 (Wed): Feb 26-28 days, March whole, Apr 1-4 days (Wed-Sat), Apr 5-8 days
  const parts = decompose({ start: "2026-02-26", end: "2026-04-08" });
  assert.deepEqual(parts, [
    { grain: "d", keys: ["2026-02-26", "2026-02-27", "2026-02-28"] },
    { grain: "m", keys: ["2026-03"] },
    {
      grain: "d",
      keys: [
        "2026-04-01",
        "2026-04-02",
        "2026-04-03",
        "2026-04-04",
        "2026-04-05",
        "2026-04-06",
        "2026-04-07",
        "2026-04-08",
      ],
    },
  ]);
  // four whole weeks inside one month
  assert.deepEqual(decompose({ start: "2026-11-01", end: "2026-11-28" }), [
    { grain: "w", keys: ["2026-11-01", "2026-11-08", "2026-11-15", "2026-11-22"] },
  ]);
  // a week crossing into a month that is not covered whole is used as a week
  assert.deepEqual(decompose({ start: "2026-09-27", end: "2026-10-10" }), [
    { grain: "w", keys: ["2026-09-27", "2026-10-04"] },
  ]);
});
