// Plans broken into classes: exact shares that add up to the department, the department's figures
// as the classes' sums, class-level revisions and their diff, and on order by the items' class.
import assert from "node:assert/strict";
import { withKv } from "../memory_kv.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";
import {
  classFigures,
  replaceClass,
  shareCents,
  splitIntoClasses,
  sumClasses,
} from "../../../lib/otb/classes.ts";
import { computeRows } from "../../../lib/otb/formulas.ts";
import { onOrderByClass } from "../../../lib/otb/actuals.ts";
import {
  approvePlan,
  diffPlans,
  figuresOf,
  getPlan,
  getPlanEntry,
  listRevisions,
  savePlan,
} from "../../../lib/otb/store.ts";
import { createOrder, transitionOrder } from "../../../lib/orders/mod.ts";

const ACTOR = { id: "u1", email: "owner@example.com" };
const WHERE = { store: 1234, season: "2026-S2", department: "HOC" };

const FIGURES = {
  opening_bom: 100_000,
  imu: 0.45,
  holdback: 0.1,
  months: Array.from({ length: 6 }, (_, i) => ({
    sales: 30_001 + i,
    markdowns: 1_000,
    eom: 90_000,
  })),
};

Deno.test("shares in whole cents add up exactly (largest remainder), equal without weights", () => {
  assert.deepEqual(shareCents(1000, [1, 1, 1]), [334, 333, 333]);
  assert.deepEqual(shareCents(1001, [3, 1]), [751, 250]); // 750.75 and 250.25
  assert.deepEqual(shareCents(100, [0, 0]), [50, 50]);
  assert.deepEqual(shareCents(0, [5, 2]), [0, 0]);
  assert.deepEqual(shareCents(99, [2, 0, 1]), [66, 0, 33]);
});

Deno.test("a plan split into classes: every amount shared by weight, the sums are the department", () => {
  const classes = splitIntoClasses(FIGURES, ["skates", "sticks"], [3, 1]);
  assert.deepEqual(classes[0].opening_bom, 75_000);
  assert.deepEqual(classes[1].opening_bom, 25_000);
  // 30,001 × ¾ = 22,500.75 → 22,501; × ¼ = 7,500.25 → 7,500
  assert.deepEqual(classes[0].months[0], { sales: 22_501, markdowns: 750, eom: 67_500 });
  assert.deepEqual(classes[1].months[0], { sales: 7_500, markdowns: 250, eom: 22_500 });
  assert.deepEqual(sumClasses(classes, 6), { opening_bom: 100_000, months: FIGURES.months });
  // a class's OTB arithmetic is the department's: receipts = 22,501 + 750 + 67,500 − 75,000
  const rows = computeRows(classFigures(FIGURES, classes[0]), [5_000]);
  assert.equal(rows[0].receipts, 15_751);
  assert.equal(rows[0].otb, 10_751);
  assert.equal(rows[0].holdback, 1_575);
  assert.equal(rows[0].otb_left, 9_176);
});

Deno.test("class plans: the department is the classes' sum; class changes are revisions with a class diff", async () => {
  await withKv(async (kv) => {
    const at = async () => (await getPlanEntry(kv, 1234, "2026-S2", "HOC")).version;
    await savePlan(kv, WHERE, FIGURES, ACTOR, "");
    const classes = splitIntoClasses(FIGURES, ["skates", "sticks"], [1, 1]);
    const split = await savePlan(kv, WHERE, { ...FIGURES, classes }, ACTOR, await at());
    assert.equal(split.classes?.length, 2);
    assert.deepEqual(split.months, FIGURES.months);
    await approvePlan(kv, WHERE, ACTOR, await at());
    const [original] = await listRevisions(kv, 1234, "2026-S2", "HOC");
    assert.deepEqual(original.classes, classes, "revision 1 keeps the classes");

    // more skates sales in month 2: the department follows, the diff names the class
    const skates = classFigures(FIGURES, classes[0]);
    const changed = {
      ...skates,
      months: skates.months.map((m, i) => i === 1 ? { ...m, sales: m.sales + 5_000 } : m),
    };
    const saved = await savePlan(
      kv,
      WHERE,
      {
        ...FIGURES,
        classes: replaceClass(classes, "skates", changed),
      },
      ACTOR,
      await at(),
    );
    assert.equal(saved.version, 2);
    assert.equal(saved.months[1].sales, FIGURES.months[1].sales + 5_000);
    const revs = await listRevisions(kv, 1234, "2026-S2", "HOC");
    assert.deepEqual(revs[1].diff, [{
      field: "sales",
      month: 1,
      class: "skates",
      before: classes[0].months[1].sales,
      after: classes[0].months[1].sales + 5_000,
    }]);

    // back to one department-level plan: the sums stay, the diff says how many classes went
    const plan = (await getPlan(kv, 1234, "2026-S2", "HOC"))!;
    const merged = await savePlan(kv, WHERE, figuresOf(plan), ACTOR, await at());
    assert.equal(merged.classes, undefined);
    assert.equal(merged.months[1].sales, plan.months[1].sales);
    const last = (await listRevisions(kv, 1234, "2026-S2", "HOC"))[2];
    assert.deepEqual(last.diff, [{ field: "classes", before: 2, after: 0 }]);
  });
});

Deno.test("splitting a plan changes nothing but its classes", () => {
  const classes = splitIntoClasses(FIGURES, ["skates", "sticks", "goalie"], [5, 3, 0]);
  assert.deepEqual(diffPlans(FIGURES, { ...FIGURES, classes }), [
    { field: "classes", before: 0, after: 3 },
  ]);
});

Deno.test("on order by class: ordered items by their catalogue class; typed lines count for the department only", async () => {
  await withKv(async (kv) => {
    await putTestVariants(kv, [
      testVariant("10000101", { retail: 10000, class: "skates" }),
      testVariant("10000201", { retail: 5000, class: "sticks" }),
    ]);
    const order = await createOrder(kv, {
      store: 1234,
      vendor: "V100",
      source: "specials",
      program_id: "form-1",
      lines: [
        { item_number: "10000101", department: "Hockey", quantity: 2, unit_cost: 60, retail: 100 },
        { item_number: "10000201", department: "HOC", quantity: 3, unit_cost: 30, retail: 50 },
        { item_number: "999999", department: "Hockey", quantity: 1, unit_cost: 5, retail: 10 },
      ],
      start_ship: "2026-09-01",
      cancel_date: "2026-09-30",
      ship_to: "Store 1234",
    }, ACTOR);
    assert.equal((await onOrderByClass(kv, 1234, "HOC", ["2026-M08"])).size, 0, "a draft");
    await transitionOrder(kv, order.id, "submitted", ACTOR);
    const byClass = await onOrderByClass(kv, 1234, "HOC", ["2026-M08"]);
    assert.equal(byClass.get("skates")?.get("2026-M08"), 20_000);
    assert.equal(byClass.get("sticks")?.get("2026-M08"), 15_000);
    assert.equal(byClass.size, 2);
  });
});
