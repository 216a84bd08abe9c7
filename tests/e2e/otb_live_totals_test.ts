// The plan grid's island: typing a planned sales figure recomputes that month's receipts, OTB and
// the season total at once, with the same formulas as the server.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { personaContext } from "../helpers/browser.ts";
import { seasonOf } from "../../lib/otb/season.ts";
import { todayInToronto } from "../../lib/sales/calendar.ts";
import { getPlan } from "../../lib/otb/store.ts";
import { computeRows, totalRow } from "../../lib/otb/formulas.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";

Deno.test("the OTB grid recomputes receipts, OTB and the season total as one types", async () => {
  const { app, server, browser, close } = await browserApp();
  try {
    const season = seasonOf(todayInToronto());
    const plan = (await getPlan(app.kv, 2051, season, "CMP"))!;
    const context = await personaContext(browser, app, server.origin, "owner@example.com");
    const page = await context.newPage();
    await page.goto(`${server.origin}/open-to-buy?store=2051&season=${season}&department=CMP`);
    // the island is hydrated once its live line shows after the first input
    const months = plan.months.map((m) => ({ ...m }));
    months[0].sales += 1_000_00; // +$1,000 planned sales in month 1
    await page.fill('input[name="sales_0"]', String(months[0].sales / 100));
    await page.locator(".otb-live").waitFor();
    const rows = computeRows({ ...plan, months }, Array(6).fill(0));
    const money = (cents: number) => formatCurrency(cents / 100, "en-US", { decimals: 0 });
    assert.equal(
      await page.textContent('output[data-otb="receipts_0"]'),
      money(rows[0].receipts),
    );
    assert.equal(
      await page.textContent('output[data-otb="sales_total"]'),
      money(totalRow(rows).sales),
    );
    await context.close();
  } finally {
    await close();
  }
});
