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
const money = (cents: number) => fmtFor("en-US").money(cents);

/** The grid's first month row: its numeric cells in order. */
function firstRow(html: string): string[] {
  const body = html.slice(html.indexOf('id="otb-grid"'));
  const row = body.slice(body.indexOf("<tbody>"), body.indexOf("</tr>", body.indexOf("<tbody>")));
  return [...row.matchAll(/<td class="num">(.*?)<\/td>/g)].map((m) => m[1]);
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
    const first = group.get(months[0].key)!;
    const lyFirst = group.get(ly[0].key)!;
    assert.ok(first.sales > 0 && first.sales > perStore[0].get("HOC")!.get(months[0].key)!.sales);

    const res = await app.fetch(`/open-to-buy?store=group&season=${SEASON}&department=HOC`, {
      headers: { cookie },
    });
    assert.equal(res.status, 200);
    const cells = firstRow(await res.text());
    // [plan, actual, LY] × sales, markdowns, BOM, EOM, receipts
    assert.deepEqual(
      [cells[1], cells[2], cells[4], cells[7], cells[10], cells[13]],
      [
        money(first.sales),
        money(lyFirst.sales),
        money(first.markdowns),
        money(first.bom),
        money(first.eom),
        money(first.receipts),
      ],
    );

    // one store's grid: its own actuals, the same way
    const own = perStore[0].get("HOC")!.get(months[0].key)!;
    const one = await app.fetch(`/open-to-buy?store=${stores[0]}&season=${SEASON}&department=HOC`, {
      headers: { cookie },
    });
    const oneCells = firstRow(await one.text());
    assert.deepEqual([oneCells[1], oneCells[13]], [money(own.sales), money(own.receipts)]);
  } finally {
    app.close();
  }
});
