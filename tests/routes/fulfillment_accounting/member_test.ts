// Member views of fulfillment accounting and analytics: one of the user's stores only, no other
// store named, another store refused; the sandbox apart from live.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { getUserByEmail, updateUser } from "../../../lib/auth/store.ts";
import { createOrder } from "../../../lib/fulfillment/store.ts";
import { getStore } from "../../../lib/stores/mod.ts";
import { listPayouts } from "../../../lib/fulfillment_accounting/payouts.ts";
import { METRICS } from "../../../lib/fulfillment_accounting/metrics.ts";
import { A, B, C, D } from "../../unit/fulfillment_accounting/fixture.ts";
import { statusOf } from "../fulfillment/helpers.ts";

Deno.test("member accounting and analytics: the user's store only", async () => {
  const app = await createTestApp();
  try {
    for (const o of [A, B, C, D]) assert.ok(await createOrder(app.kv, structuredClone(o)));
    // fulfillment@example.com works at 1310; give it accounting and sales for these pages.
    const user = (await getUserByEmail(app.kv, "fulfillment@example.com"))!;
    await updateUser(app.kv, user.id, (u) => {
      u.Permissions = { ...u.Permissions, accounting: true, sales: true };
      return u;
    });
    const cookie = await signIn(app, "fulfillment@example.com");
    const get = (path: string) => app.fetch(path, { headers: { cookie } });
    const others = [(await getStore(app.kv, 1234))!.name, (await getStore(app.kv, 2051))!.name];

    const res = await get("/fulfillment/accounting");
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /data-summary/);
    // 1310's money: C's cancellation after acceptance, D's late shipment, B's lapsed offer.
    assert.match(html, /data-order="C"/);
    assert.match(html, /data-order="D"/);
    assert.match(html, /data-order="B"/);
    assert.doesNotMatch(html, /data-order="A"/);
    for (const name of others) assert.ok(!html.includes(name), `names ${name}`);
    assert.match(html, /-\$15\.00/);

    const csv = await (await get("/fulfillment/accounting?table=orders&format=csv")).text();
    assert.match(csv, /^\uFEFF?Order,/);
    assert.match(csv, /\nC,/);
    assert.doesNotMatch(csv, /\nA,/);

    for (
      const path of ["/fulfillment/accounting?store=1234", "/fulfillment/analytics?store=1234"]
    ) {
      assert.equal(await statusOf(get(path)), 403, path);
    }

    // A payout of another store is not found; one of the user's store opens with its lines.
    const foreign = await listPayouts(app.kv, "live", [2051]);
    for (const number of [...foreign.map((p) => p.number), "FP20260101-2051"]) {
      assert.equal(await statusOf(get(`/fulfillment/accounting?payout=${number}`)), 404, number);
    }
    const own = await listPayouts(app.kv, "live", [1310]);
    if (own.length) {
      const opened = await get(`/fulfillment/accounting?payout=${own[0].number}`);
      assert.match(await opened.text(), new RegExp(`data-payout-lines="${own[0].number}"`));
    }
    // The store's periods as CSV: its own payouts only.
    const periods = await (await get("/fulfillment/accounting?table=periods&format=csv")).text();
    const numbers = periods.trim().split("\r\n").slice(1).map((l) => l.split(",")[0]);
    assert.deepEqual(numbers.sort(), own.map((p) => p.number).sort());

    const analytics = await get("/fulfillment/analytics?weeks=13&metric=volume");
    assert.equal(analytics.status, 200);
    const page = await analytics.text();
    assert.match(page, /data-scorecard/);
    const scorecard = await (await get("/fulfillment/analytics?table=scorecard&format=csv")).text();
    assert.match(scorecard, /^\uFEFF?Measure,Your store,Group median,Target\r\n/);
    assert.equal(scorecard.trim().split("\r\n").length - 1, METRICS.length);
    const trend = await (await get("/fulfillment/analytics?weeks=13&table=trend&format=csv"))
      .text();
    assert.match(trend, /^\uFEFF?Week of,Your store,Group median\r\n/);
    assert.equal(trend.trim().split("\r\n").length - 1, 13, "one line a week");
    assert.match(page, /<svg/);
    assert.match(page, /data-trend="volume"/);
    for (const name of others) assert.ok(!page.includes(name), `names ${name}`);
    assert.doesNotMatch(page, /data-store="1234"/);

    // The sandbox has its own (empty) ledger.
    const sandbox = await (await get("/fulfillment/sandbox/accounting")).text();
    assert.doesNotMatch(sandbox, /data-order="C"/);
  } finally {
    app.close();
  }
});
