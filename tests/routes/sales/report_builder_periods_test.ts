// Report builder (issue 29 item 15): relative periods resolved on the day a report runs (a saved
// "last 4 weeks" keeps its name, not its dates), names beside store and vendor codes, and last
// year's sales of the comparable period beside this year's.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import "../../../lib/tasks/listen.ts";
import { comparableDay, lastYearPeriod, todayInToronto } from "../../../lib/sales/calendar.ts";
import { CSV_COLUMNS, startImport } from "../../../lib/sales/ingest.ts";
import { catalogueMap } from "../../../lib/catalogue/store.ts";
import {
  computeReport,
  getResult,
  relativePeriod,
  type ReportDefinition,
} from "../../../lib/sales/reports.ts";
import { getTask } from "../../../lib/tasks/store.ts";
import { appTest } from "../with_app.ts";

Deno.test("relative periods: complete retail weeks before the current one; season and year to date", () => {
  const today = "2026-11-25"; // a Wednesday; its week starts Sunday 2026-11-22
  assert.deepEqual(relativePeriod("last_4_weeks", today), {
    start: "2026-10-25",
    end: "2026-11-21",
  });
  assert.deepEqual(relativePeriod("last_13_weeks", today), {
    start: "2026-08-23",
    end: "2026-11-21",
  });
  // Fiscal 2026 starts 2026-02-01 (4-5-4); week 43: the fall half began 26 weeks later.
  assert.deepEqual(relativePeriod("year_to_date", today), { start: "2026-02-01", end: today });
  assert.deepEqual(relativePeriod("season_to_date", today), { start: "2026-08-02", end: today });
});

appTest(
  "a run with 'last 4 weeks' uses today's weeks; stores named; last year's sales beside",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    // The tests' demo keeps two weeks of sales: a sale on a comparable day last year, imported.
    const period = relativePeriod("last_4_weeks", todayInToronto());
    const item = [...(await catalogueMap(app.kv)).keys()][0];
    const day = comparableDay(period.start)!;
    const header = CSV_COLUMNS.join(",");
    const line = CSV_COLUMNS.map((c) =>
      ({
        type: "sale",
        date: day,
        store: "1234",
        item_number: item,
        units: "3",
        sales: "90.00",
        cost: "40.00",
      })[
        c as string
      ] ?? ""
    ).join(",");
    const imported = await startImport(app.kv, "test", `${header}\n${line}\n`);
    assert.equal((await runTask(app.kv, imported.guid))?.status, "done");
    const form = new URLSearchParams({
      kind: "sales",
      action: "run",
      relative: "last_4_weeks",
      start: "2020-01-01",
      end: "2020-01-31",
    });
    form.append("dimensions", "store");
    for (const m of ["sales", "sales_ly", "sales_vs_ly"]) form.append("measures", m);
    const res = await app.fetch("/reporting/report-builder", {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    assert.equal(res.status, 303);
    const guid = res.headers.get("location")!.split("/").pop()!;
    await runTask(app.kv, guid);
    const result = (await getResult(app.kv, (await getTask(app.kv, guid))!))!;
    assert.deepEqual(result.definition.period, period, "the dates typed are not the period");
    assert.equal(result.definition.relative, "last_4_weeks");
    const row = result.rows.find((r) => String(r[0]).startsWith("1234 "))!;
    assert.equal(row[0], "1234 Northern Edge Sports");
    // Last year's column is the comparable period's own sales.
    const ly: ReportDefinition = {
      ...result.definition,
      period: lastYearPeriod(period),
      measures: ["sales"],
    };
    delete ly.relative;
    const before = await computeReport(app.kv, ly, [1234]);
    assert.equal(row[2], before.rows[0][1]);
    const [ty, last] = [row[1] as number, row[2] as number];
    assert.equal(last, 90, "last year's imported sale");
    assert.ok(Math.abs((row[3] as number) - (ty - last) / last) < 1e-9);
    const page = await (await app.fetch(`/reporting/sales/${guid}`, { headers: { cookie } }))
      .text();
    assert.match(page, /Sales last year/);
    // Saved, the definition keeps its relative period.
    form.set("action", "save");
    form.set("name", "Last 4 weeks by store");
    const saved = await app.fetch("/reporting/report-builder", {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    const kept = await (await app.fetch(saved.headers.get("location")!, { headers: { cookie } }))
      .text();
    assert.match(kept, /<option value="last_4_weeks" selected>/);
    assert.match(kept, new RegExp(`name="start" value="${period.start}"`));
  },
);
