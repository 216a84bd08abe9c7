// /open-to-buy through the real handler: access, store visibility, the plan grid as a plain form
// (errors on their cells, values kept, nothing written), approval, revisions and what-ifs.
import assert from "node:assert/strict";
import { gridFields, SEASON, withApp } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { pageVersion } from "../specials/helpers.ts";
import { getPlan, getWhatIf, listRevisions } from "../../../lib/otb/store.ts";
import { computeRows, rowAtCost } from "../../../lib/otb/formulas.ts";
import { onOrderRetail, storeActuals } from "../../../lib/otb/actuals.ts";
import { seasonMonths } from "../../../lib/otb/season.ts";
import { fmtFor } from "../../../lib/sales/format.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import { todayInToronto } from "../../../lib/sales/calendar.ts";

/** The grid with sales rising by 1,000 a month. */
const planFields = (overrides: Record<string, string> = {}, version = "") =>
  gridFields(overrides, version, (i) => 40000 + i * 1000);

Deno.test("a member without the sales permission is refused; a member sees only their stores", async () => {
  await withApp(async (app) => {
    const staff = await signIn(app, "staff@example.com");
    const refused = await app.fetch("/open-to-buy", { headers: { cookie: staff } });
    assert.equal(refused.status, 401);
    await refused.body?.cancel();

    const owner = await signIn(app, "owner@example.com");
    const page = await app.fetch("/open-to-buy", { headers: { cookie: owner } });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<option value="1234"/);
    assert.match(html, /<option value="2051"/);
    assert.doesNotMatch(html, /<option value="1102"/); // another member's store
    assert.doesNotMatch(html, /value="group"/); // the group roll-up is head office's
    const other = await app.fetch("/open-to-buy?store=1102", { headers: { cookie: owner } });
    assert.equal(other.status, 403);
    await other.body?.cancel();
    const before = await getPlan(app.kv, 1102, SEASON, "HOC");
    const post = await postForm(
      app,
      `/open-to-buy?store=1102&season=${SEASON}&department=HOC`,
      planFields(),
      { cookie: owner },
    );
    assert.equal(post.status, 403);
    await post.body?.cancel();
    assert.deepEqual(await getPlan(app.kv, 1102, SEASON, "HOC"), before); // untouched

    const buyer = await signIn(app, "buyer@example.com");
    const group = await app.fetch(`/open-to-buy?store=group&season=${SEASON}`, {
      headers: { cookie: buyer },
    });
    assert.equal(group.status, 200);
    assert.match(await group.text(), /<option value="group" selected/);
  });
});

Deno.test("the plan grid: a bad cell keeps everything typed and writes nothing; then draft, approval, revision", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    await app.kv.delete(["otb", "plan", 2051, SEASON, "CMP"]); // start from no plan (the demo seeds one)
    const url = `/open-to-buy?store=2051&season=${SEASON}&department=CMP`;
    const bad = await postForm(app, url, planFields({ sales_2: "12,3x", imu: "120" }), { cookie });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /id="otb-sales_2-error"[^>]*>Enter an amount in dollars/);
    assert.match(html, /name="sales_2" id="otb-sales_2" value="12,3x"/);
    assert.match(html, /name="sales_3" id="otb-sales_3" value="43000"/);
    assert.match(html, /Enter a markup between 0 and 95/);
    assert.equal(await getPlan(app.kv, 2051, SEASON, "CMP"), null);

    const saved = await postForm(app, url, planFields(), { cookie });
    assert.equal(saved.status, 303);
    assert.match(saved.headers.get("location")!, /notice=saved/);
    const draft = (await getPlan(app.kv, 2051, SEASON, "CMP"))!;
    assert.equal(draft.status, "draft");
    assert.equal(draft.months[0].sales, 40000_00);
    assert.equal(draft.imu, 0.45);

    const draftRead = await pageVersion(app, url, cookie);
    const approved = await postForm(app, url, { action: "approve", _version: draftRead }, {
      cookie,
    });
    assert.equal(approved.status, 303);
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.version, 1);

    // a stale editor (read before the approval) is refused, its figures kept
    const stale = await postForm(app, url, planFields({ sales_0: "41000" }, draftRead), {
      cookie,
    });
    assert.equal(stale.status, 400);
    const stalePage = await stale.text();
    assert.match(stalePage, /Someone else saved this record/);
    assert.match(stalePage, /name="sales_0" id="otb-sales_0" value="41000"/);

    const revised = await postForm(
      app,
      url,
      planFields({ sales_0: "41000" }, await pageVersion(app, url, cookie)),
      { cookie },
    );
    assert.equal(revised.status, 303);
    const plan = (await getPlan(app.kv, 2051, SEASON, "CMP"))!;
    assert.equal(plan.version, 2);
    const revs = await listRevisions(app.kv, 2051, SEASON, "CMP");
    assert.deepEqual(revs.map((r) => r.n), [1, 2]);
    assert.equal(revs[0].figures.months[0].sales, 40000_00); // version 1 stays as approved
    assert.deepEqual(revs[1].diff, [{
      field: "sales",
      month: 0,
      before: 40000_00,
      after: 41000_00,
    }]);
    assert.equal(revs[1].by, "owner@example.com");

    // a what-if never touches the approved plan
    const whatif = await postForm(
      app,
      url,
      planFields({ action: "whatif", sales_0: "99000" }, await pageVersion(app, url, cookie)),
      { cookie },
    );
    assert.equal(whatif.status, 303);
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.months[0].sales, 41000_00);
    assert.equal(
      (await getWhatIf(app.kv, { store: 2051, season: SEASON, department: "CMP" }))!
        .figures.months[0].sales,
      99000_00,
    );

    const page = await app.fetch(url, { headers: { cookie } });
    const text = await page.text();
    assert.match(text, /Approved, version 2/);
    assert.match(text, /Version 1/);
    assert.match(text, /Sales, month 1 of the season/);
  });
});

Deno.test("at cost: each store's figures × (1 − its IMU), the group roll-up summing them", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    const keys = seasonMonths(SEASON).map((m) => m.key);
    // the current month (closed months are actualised and show no OTB left)
    const current = seasonMonths(SEASON).findIndex((m) => m.end >= todayInToronto());
    const costLeft = async (store: number) => {
      const plan = (await getPlan(app.kv, store, SEASON, "SKI"))!;
      const orders = await onOrderRetail(app.kv, store, keys);
      const rows = computeRows(plan, keys.map((k) => orders.get("SKI")?.get(k) ?? 0));
      return rowAtCost(rows[current], plan.imu).otb_left;
    };
    // one store: the grid's OTB left of the current month at cost
    const plan = (await getPlan(app.kv, 1234, SEASON, "SKI"))!;
    const expected = fmtFor("en-US").money(await costLeft(1234));
    const page = await app.fetch(
      `/open-to-buy?store=1234&season=${SEASON}&department=SKI&basis=cost`,
      {
        headers: { cookie },
      },
    );
    const html = await page.text();
    assert.match(html, /at cost \(× \(1 − IMU\)\)/);
    assert.ok(html.includes(expected), `${expected} at cost`);
    // the editable grid stays at retail
    assert.ok(
      html.includes(`name="sales_0" id="otb-sales_0" value="${plan.months[0].sales / 100}"`),
    );
    // the group: every active store's current-month OTB left at its own IMU, summed
    const stores = (await listStores(app.kv)).filter((s) => s.active && s.store_number !== 1000);
    let sum = 0;
    for (const s of stores) sum += await costLeft(s.store_number);
    const group = await app.fetch(`/open-to-buy?store=group&season=${SEASON}&basis=cost`, {
      headers: { cookie },
    });
    assert.ok((await group.text()).includes(fmtFor("en-US").money(sum)), "group sum at cost");
  });
});

Deno.test("two people edit one draft plan: the second save is refused with their figures kept", async () => {
  await withApp(async (app) => {
    const alice = await signIn(app, "owner@example.com");
    const bob = await signIn(app, "admin@example.com");
    await app.kv.delete(["otb", "plan", 2051, SEASON, "CMP"]);
    const url = `/open-to-buy?store=2051&season=${SEASON}&department=CMP`;
    assert.equal((await postForm(app, url, planFields(), { cookie: alice })).status, 303);
    // Both open the draft; the form of each carries what it was read at (`version` was the old
    // field: a draft's number never moved, so it could not tell two drafts apart).
    const read = { version: "0", _version: await pageVersion(app, url, alice) };
    const first = await postForm(app, url, { ...planFields({ sales_0: "36000" }), ...read }, {
      cookie: alice,
    });
    assert.equal(first.status, 303);
    const second = await postForm(app, url, { ...planFields({ sales_0: "24000" }), ...read }, {
      cookie: bob,
    });
    assert.equal(second.status, 400);
    assert.match(await second.text(), /name="sales_0" id="otb-sales_0" value="24000"/);
    assert.equal((await getPlan(app.kv, 2051, SEASON, "CMP"))!.months[0].sales, 36000_00);
  });
});

Deno.test("negative planned receipts are named as such; closed months are actualised, the current one marked", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    await app.kv.delete(["otb", "plan", 2051, SEASON, "CMP"]);
    const url = `/open-to-buy?store=2051&season=${SEASON}&department=CMP`;
    // Stock planned to fall $9,000 a month more than sales take out: receipts of −$9,000 each.
    const falling: Record<string, string> = { opening_bom: "100000" };
    for (let i = 0; i < 6; i++) {
      falling[`sales_${i}`] = "1000";
      falling[`markdowns_${i}`] = "0";
      falling[`eom_${i}`] = String(90000 - i * 10000);
    }
    assert.equal((await postForm(app, url, planFields(falling), { cookie })).status, 303);
    const html = await (await app.fetch(url, { headers: { cookie } })).text();
    const rows = [...html.matchAll(/<tr[^>]*data-month-tense="(\w+)"[^>]*>([\s\S]*?)<\/tr>/g)];
    assert.equal(rows.length, 6);
    const today = todayInToronto();
    const months = seasonMonths(SEASON);
    rows.forEach(([, tense, row], i) => {
      const expected = months[i].end < today
        ? "closed"
        : months[i].start <= today
        ? "current"
        : "ahead";
      assert.equal(tense, expected, months[i].key);
      assert.doesNotMatch(row, /on order exceeds/, "nothing is on order: not the cause");
      if (tense === "closed") assert.doesNotMatch(row, /⚠/, "a closed month has no warning");
      else assert.match(row, /planned receipts are negative/);
      if (tense === "current") assert.match(row, /current month/);
    });
    assert.doesNotMatch(html, /-\$0(?![\d.,])/, "an amount that rounds to nothing reads $0");
  });
});

Deno.test("reforecast from actuals: closed months take their actuals, each actual EOM the next BOM", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const months = seasonMonths(SEASON);
    const closed = months.filter((m) => m.end < todayInToronto()).length;
    const url = `/open-to-buy?store=2051&season=${SEASON}&department=CMP`;
    await app.kv.delete(["otb", "plan", 2051, SEASON, "CMP"]);
    assert.equal((await postForm(app, url, planFields(), { cookie })).status, 303);
    const res = await postForm(app, url, {
      action: "reforecast",
      _version: await pageVersion(app, url, cookie),
    }, { cookie });
    if (closed === 0) {
      assert.equal(res.status, 400); // nothing has closed yet this season
      return;
    }
    assert.equal(res.status, 303);
    const plan = (await getPlan(app.kv, 2051, SEASON, "CMP"))!;
    const actuals = (await storeActuals(app.kv, 2051, months, todayInToronto())).get("CMP");
    for (let i = 0; i < closed; i++) {
      const a = actuals?.get(months[i].key);
      assert.equal(plan.months[i].eom, a?.eom ?? 110000_00, months[i].key);
      assert.equal(plan.months[i].sales, a?.sales ?? (40000 + i * 1000) * 100);
    }
    // the months still ahead keep their plan
    assert.equal(plan.months[5].sales, 45000_00);
  });
});
