// GET /api/open-to-buy/left: OTB left for order screens, for whoever may order or plan, on their
// own stores only.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { seasonMonths, seasonOf } from "../../../lib/otb/season.ts";
import { todayInToronto } from "../../../lib/sales/calendar.ts";
import { otbLeft } from "../../../lib/otb/left.ts";

Deno.test("OTB left over the API: the demo order exceeds 1234's hockey plan; stores are checked", async () => {
  const app = await createTestApp();
  try {
    const month = seasonMonths(seasonOf(todayInToronto()))[4];
    const owner = await signIn(app, "owner@example.com");
    const res = await app.fetch(
      `/api/open-to-buy/left?store=1234&department=HOC&start_ship=${month.start}&pending=250`,
      { headers: { cookie: owner } },
    );
    assert.equal(res.status, 200);
    const left = await res.json();
    const direct = await otbLeft(app.kv, 1234, "HOC", month.key, 25000);
    assert.deepEqual(left, direct);
    assert.equal(left.month, month.key);
    assert.ok(left.on_order > left.planned); // the demo's order over plan
    assert.equal(left.exceeds, true);

    // ordering permission without sales: their own store only
    const program = await signIn(app, "program@example.com");
    const own = await app.fetch(
      `/api/open-to-buy/left?store=1310&department=BIK&month=${month.key}`,
      {
        headers: { cookie: program },
      },
    );
    assert.equal(own.status, 200);
    assert.equal((await own.json()).has_plan, true);
    const other = await app.fetch(
      `/api/open-to-buy/left?store=1234&department=BIK&month=${month.key}`,
      {
        headers: { cookie: program },
      },
    );
    assert.equal(other.status, 403);
    await other.body?.cancel();
    const staff = await signIn(app, "staff@example.com");
    const refused = await app.fetch(
      `/api/open-to-buy/left?store=1234&department=HOC&month=${month.key}`,
      {
        headers: { cookie: staff },
      },
    );
    assert.equal(refused.status, 403); // a member without the sales or ordering permission
    await refused.body?.cancel();
    const bad = await app.fetch("/api/open-to-buy/left?store=1234&department=HOC", {
      headers: { cookie: owner },
    });
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
  } finally {
    app.close();
  }
});
