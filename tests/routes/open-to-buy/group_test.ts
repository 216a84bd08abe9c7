// The head office's group roll-up on /open-to-buy: a department's actuals are every store's
// actuals summed (sales, markdowns, BOM, EOM, receipts, from the sales rollups), as one store's
// grid shows its own.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { storeActuals, sumActuals } from "../../../lib/otb/actuals.ts";
import { lastYearSeason, seasonMonths, seasonOf } from "../../../lib/otb/season.ts";
import { fmtFor } from "../../../lib/sales/format.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import { todayInToronto } from "../../../lib/sales/calendar.ts";

const TODAY = todayInToronto();
const SEASON = seasonOf(TODAY);
const money = (cents: number | undefined) =>
  cents === undefined ? "—" : fmtFor("en-US").money(cents);

/** The grid's row of month `index`: its numeric cells in order. */
function monthRow(html: string, index: number): string[] {
  const body = html.slice(html.indexOf('id="otb-grid"'));
  const rows = body.slice(body.indexOf("<tbody>"), body.indexOf("</tbody>")).split("</tr>");
  return [...rows[index].matchAll(/<td class="num">(.*?)<\/td>/g)].map((m) => m[1]);
}

Deno.test("the group roll-up shows the stores' actuals summed, month by month", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "buyer@example.com");
    const months = seasonMonths(SEASON);
    const ly = seasonMonths(lastYearSeason(SEASON));
    const stores = (await listStores(app.kv)).filter((s) => s.active && s.store_number !== 1000)
      .map((s) => s.store_number);
    const perStore = await Promise.all(
      stores.map((s) => storeActuals(app.kv, s, [...ly, ...months], TODAY)),
    );
    const group = sumActuals(perStore, "HOC");
    // the month holding today (the test app's sales cover the last two weeks)
    const m = months.findIndex((x) => x.start <= TODAY && TODAY <= x.end);
    const now = group.get(months[m].key)!;
    const lyNow = group.get(ly[m].key);
    const firstStore = perStore[0].get("HOC")?.get(months[m].key)?.sales ?? 0;
    assert.ok(now.sales > firstStore, "several stores sold hockey this month");

    const res = await app.fetch(`/open-to-buy?store=group&season=${SEASON}&department=HOC`, {
      headers: { cookie },
    });
    assert.equal(res.status, 200);
    const cells = monthRow(await res.text(), m);
    // [plan, actual, LY] × sales, markdowns, BOM, EOM, receipts
    assert.deepEqual(
      [cells[1], cells[2], cells[4], cells[7], cells[10], cells[13]],
      [
        money(now.sales),
        money(lyNow?.sales),
        money(now.markdowns),
        money(now.bom),
        money(now.eom),
        money(now.receipts),
      ],
    );

    // one store's grid: its own actuals, the same way
    const own = perStore[0].get("HOC")?.get(months[m].key);
    const one = await app.fetch(`/open-to-buy?store=${stores[0]}&season=${SEASON}&department=HOC`, {
      headers: { cookie },
    });
    const oneCells = monthRow(await one.text(), m);
    assert.deepEqual([oneCells[1], oneCells[13]], [money(own?.sales), money(own?.receipts)]);
  } finally {
    app.close();
  }
});
