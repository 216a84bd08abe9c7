// Plans by class on /open-to-buy through the real handler: the demo's class plan (2051 ski), a
// class edited as a plain form with the department following as the sum, a department-level save
// of a class plan refused, and a plan broken into classes and back.
import assert from "node:assert/strict";
import { SEASON, withApp } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getPlan, getPlanEntry } from "../../../lib/otb/store.ts";
import { sumClasses } from "../../../lib/otb/classes.ts";
import { dollarsText, percentText } from "../../../lib/otb/money.ts";
import type { PlanFigures } from "../../../lib/otb/formulas.ts";

/** The version of a plan as its page's forms carry it. */
const stamp = async (kv: Deno.Kv, store: number, dept: string) =>
  (await getPlanEntry(kv, store, SEASON, dept)).version;
const SKI = `/open-to-buy?store=2051&season=${SEASON}&department=SKI`;

/** The grid's fields as the form shows them for some figures. */
function gridOf(f: PlanFigures, version: string, change: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    action: "save",
    _version: version,
    opening_bom: dollarsText(f.opening_bom),
    imu: percentText(f.imu),
    holdback: percentText(f.holdback),
  };
  f.months.forEach((m, i) => {
    fields[`sales_${i}`] = dollarsText(m.sales);
    fields[`markdowns_${i}`] = dollarsText(m.markdowns);
    fields[`eom_${i}`] = dollarsText(m.eom);
  });
  return { ...fields, ...change };
}

Deno.test("a class of a plan is edited on its own; the department is the classes' sum", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const plan = (await getPlan(app.kv, 2051, SEASON, "SKI"))!;
    assert.deepEqual(plan.classes?.map((c) => c.class), ["skis", "boards", "boots"]);
    assert.deepEqual(sumClasses(plan.classes!, 6).months, plan.months);

    const dept = await (await app.fetch(SKI, { headers: { cookie } })).text();
    assert.match(dept, /data-class="boards"[^>]*>Snowboards</);
    assert.match(dept, /broken into classes/);
    assert.doesNotMatch(dept, /name="sales_0"/, "the department total is not typed");

    const boards = plan.classes![1];
    const classUrl = `${SKI}&class=boards`;
    const page = await (await app.fetch(classUrl, { headers: { cookie } })).text();
    assert.match(page, /Edit the class Snowboards/);
    assert.ok(
      page.includes(
        `name="sales_0" id="otb-sales_0" value="${dollarsText(boards.months[0].sales)}"`,
      ),
    );

    const figures = { ...plan, opening_bom: boards.opening_bom, months: boards.months };
    const res = await postForm(
      app,
      classUrl,
      gridOf(figures, await stamp(app.kv, 2051, "SKI"), { sales_0: "12345" }),
      {
        cookie,
      },
    );
    assert.equal(res.status, 303, await res.text());
    const after = (await getPlan(app.kv, 2051, SEASON, "SKI"))!;
    assert.equal(after.classes![1].months[0].sales, 1_234_500);
    assert.equal(
      after.months[0].sales,
      plan.months[0].sales - boards.months[0].sales + 1_234_500,
      "the department follows",
    );
    assert.deepEqual(after.classes![0], plan.classes![0], "other classes untouched");

    // the department's grid posted directly is refused: the plan is edited class by class
    const refused = await postForm(app, SKI, gridOf(after, await stamp(app.kv, 2051, "SKI")), {
      cookie,
    });
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /edit it class by class/);
    assert.deepEqual(await getPlan(app.kv, 2051, SEASON, "SKI"), after, "nothing written");
  });
});

Deno.test("a plan is broken into classes and back; an approved one records revisions", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const url = `/open-to-buy?store=1234&season=${SEASON}&department=HOC`;
    const before = (await getPlan(app.kv, 1234, SEASON, "HOC"))!;
    assert.equal(before.status, "approved");
    assert.match(
      await (await app.fetch(url, { headers: { cookie } })).text(),
      /Break into classes/,
    );

    const split = await postForm(app, url, {
      action: "split",
      _version: await stamp(app.kv, 1234, "HOC"),
    }, {
      cookie,
    });
    assert.equal(split.status, 303);
    const byClass = (await getPlan(app.kv, 1234, SEASON, "HOC"))!;
    assert.deepEqual(byClass.classes?.map((c) => c.class), [
      "skates",
      "sticks",
      "protective",
      "goalie",
    ]);
    assert.equal(byClass.version, before.version + 1);
    assert.deepEqual(byClass.months, before.months, "the department's figures are unchanged");
    assert.equal(byClass.opening_bom, before.opening_bom);

    const page = await (await app.fetch(url, { headers: { cookie } })).text();
    assert.match(page, /Number of classes: 0 → 4/);

    const merge = await postForm(app, url, {
      action: "merge",
      _version: await stamp(app.kv, 1234, "HOC"),
    }, {
      cookie,
    });
    assert.equal(merge.status, 303);
    const merged = (await getPlan(app.kv, 1234, SEASON, "HOC"))!;
    assert.equal(merged.classes, undefined);
    assert.deepEqual(merged.months, before.months);
    assert.equal(merged.version, before.version + 2);
  });
});
