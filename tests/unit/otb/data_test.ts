// Actuals from the sales rollups, on order from the ledger, OTB left, and the plan store's
// revisions — against figures computed by hand on a tiny store (cents; $1 = 100).
import assert from "node:assert/strict";
import { withKv } from "../memory_kv.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";
import { onOrderRetail, storeActuals, sumActuals } from "../../../lib/otb/actuals.ts";
import { otbLeft, otbLeftForOrder, otbLeftMany } from "../../../lib/otb/left.ts";
import { seasonMonths } from "../../../lib/otb/season.ts";
import {
  approvePlan,
  getPlan,
  getPlanEntry,
  getWhatIf,
  listRevisions,
  PlanConflict,
  PlanLocked,
  savePlan,
  saveWhatIf,
} from "../../../lib/otb/store.ts";
import { createOrder, transitionOrder } from "../../../lib/orders/mod.ts";

const ACTOR = { id: "u1", email: "owner@example.com" };
const SEASON = "2026-S2"; // M07 2026-08-02 … 08-29, M08 08-30 … 10-03
const WHERE = { store: 1234, season: SEASON, department: "HOC" };

async function seedSales(kv: Deno.Kv) {
  await putTestVariants(kv, [
    testVariant("10000101", { retail: 10000 }), // $100
    testVariant("10000201", { retail: 5000 }), // $50
  ]);
  // week rollups of the store × item map: [units, sales ¢, cost ¢, transactions, received]
  await kv.set(["sales", "si", 1234, "w", "2026-08-02", 0], {
    "10000101": [10, 90000, 60000, 8, 20], // sold $900 of $1,000 at ticket: $100 markdown
    "10000201": [4, 20000, 12000, 4, 0],
  });
  await kv.set(["sales", "si", 1234, "w", "2026-09-06", 0], {
    "10000101": [5, 50000, 30000, 5, 0],
  });
  await kv.set(["sales", "stock_s", 1234, 0], { HOC: [30, 300000, 180000, 0, 0] });
}

Deno.test("actuals: sales, markdowns, receipts at retail; stock walked back from today", async () => {
  await withKv(async (kv) => {
    await seedSales(kv);
    const months = seasonMonths(SEASON);
    const actuals = (await storeActuals(kv, 1234, months, "2026-09-12")).get("HOC")!;
    // M08 so far: sales $500, no markdown, no receipts; EOM = today's $3,000; BOM = 3,000 + 500
    assert.deepEqual(actuals.get("2026-M08"), {
      sales: 50000,
      markdowns: 0,
      receipts: 0,
      bom: 350000,
      eom: 300000,
    });
    // M07: sales 900 + 200 = $1,100; markdown 10 × 100 − 900 = $100; receipts 20 × $100 = $2,000;
    // EOM = BOM(M08) = $3,500; BOM = 3,500 − 2,000 + 1,100 + 100 = $2,700
    assert.deepEqual(actuals.get("2026-M07"), {
      sales: 110000,
      markdowns: 10000,
      receipts: 200000,
      bom: 270000,
      eom: 350000,
    });
    assert.equal(actuals.get("2026-M09"), undefined); // after today: no actuals
  });
});

Deno.test("group actuals: the stores' actuals summed month by month", async () => {
  await withKv(async (kv) => {
    await seedSales(kv);
    // a second store: sold 2 × $50 at ticket, received 4 × $50 in M07; $1,000 of stock today
    await kv.set(["sales", "si", 1310, "w", "2026-08-09", 0], {
      "10000201": [2, 10000, 6000, 2, 4],
    });
    await kv.set(["sales", "stock_s", 1310, 0], { HOC: [10, 100000, 60000, 0, 0] });
    const months = seasonMonths(SEASON);
    const perStore = await Promise.all(
      [1234, 1310].map((s) => storeActuals(kv, s, months, "2026-09-12")),
    );
    const group = sumActuals(perStore, "HOC");
    // 1310 M08: nothing moved, EOM = BOM = $1,000; M07: EOM $1,000, BOM = 1,000 − 200 + 100 = $900
    assert.deepEqual(group.get("2026-M08"), {
      sales: 50000,
      markdowns: 0,
      receipts: 0,
      bom: 350000 + 100000,
      eom: 300000 + 100000,
    });
    assert.deepEqual(group.get("2026-M07"), {
      sales: 110000 + 10000,
      markdowns: 10000,
      receipts: 200000 + 20000,
      bom: 270000 + 90000,
      eom: 350000 + 100000,
    });
    assert.equal(group.get("2026-M09"), undefined);
    assert.equal(sumActuals(perStore, "SKI").size, 0);
  });
});

Deno.test("OTB left: planned receipts − on order − hold-back, and after a pending order", async () => {
  await withKv(async (kv) => {
    await putTestVariants(kv, [testVariant("10000101", { retail: 10000 })]);
    await savePlan(
      kv,
      WHERE,
      {
        opening_bom: 300000,
        imu: 0.45,
        holdback: 0.1,
        months: [
          { sales: 100000, markdowns: 10000, eom: 350000 }, // receipts $1,600
          { sales: 120000, markdowns: 0, eom: 300000 }, // 1,200 + 3,000 − 3,500 = $700
          ...Array.from({ length: 4 }, () => ({ sales: 100000, markdowns: 0, eom: 300000 })),
        ],
      },
      ACTOR,
      "",
    );
    const order = await createOrder(kv, {
      store: 1234,
      vendor: "V100",
      source: "specials",
      program_id: "p1",
      lines: [{
        item_number: "10000101",
        department: "HOC",
        quantity: 3,
        unit_cost: 60,
        retail: 100,
      }],
      start_ship: "2026-09-01",
      cancel_date: "2026-09-30",
      ship_to: "Store 1234",
    }, ACTOR);
    // a draft is not on order yet
    assert.equal((await otbLeft(kv, 1234, "HOC", "2026-M08")).on_order, 0);
    await transitionOrder(kv, order.id, "submitted", ACTOR);
    assert.equal((await onOrderRetail(kv, 1234, ["2026-M08"])).get("HOC")!.get("2026-M08"), 30000);
    // $700 − $300 on order − $70 hold-back = $330
    const left = await otbLeft(kv, 1234, "HOC", "2026-M08");
    assert.equal(left.has_plan, true);
    assert.equal(left.planned, 70000);
    assert.equal(left.on_order, 30000);
    assert.equal(left.left, 33000);
    assert.equal(left.exceeds, false);
    // a new order of 4 × $100 starting to ship in M08: 330 − 400 = −$70, over
    const [cell] = await otbLeftForOrder(kv, 1234, {
      start_ship: "2026-09-20",
      lines: [{ department: "HOC", quantity: 4, retail: 100 }],
    });
    assert.equal(cell.month, "2026-M08");
    assert.equal(cell.pending, 40000);
    assert.equal(cell.after, -7000);
    assert.equal(cell.exceeds, true);
    // revising the submitted order itself to 4 × $100: its own $300 is not counted twice
    const [own] = await otbLeftForOrder(kv, 1234, {
      start_ship: "2026-09-20",
      lines: [{ department: "HOC", quantity: 4, retail: 100 }],
    }, [order.id]);
    assert.equal(own.on_order, 0);
    assert.equal(own.left, 63000);
    assert.equal(own.after, 23000);
    assert.equal(own.exceeds, false);
    const none = await otbLeft(kv, 1234, "SKI", "2026-M08", 5000);
    assert.equal(none.has_plan, false);
    assert.equal(none.exceeds, false);
  });
});

Deno.test("plan store: approval locks version 1, saves are numbered revisions, stale saves refused", async () => {
  await withKv(async (kv) => {
    const figures = {
      opening_bom: 1000,
      imu: 0.5,
      holdback: 0,
      months: Array.from({ length: 6 }, () => ({ sales: 500, markdowns: 0, eom: 1000 })),
    };
    const at = async () => (await getPlanEntry(kv, 1234, SEASON, "HOC")).version;
    await savePlan(kv, WHERE, figures, ACTOR, "");
    await assert.rejects(() => savePlan(kv, WHERE, figures, ACTOR, ""), PlanConflict);
    // A draft is a draft for everyone: a second save from the same read is refused too.
    const draftRead = await at();
    await savePlan(kv, WHERE, { ...figures, imu: 0.45 }, ACTOR, draftRead);
    await assert.rejects(() => savePlan(kv, WHERE, figures, ACTOR, draftRead), PlanConflict);
    await savePlan(kv, WHERE, figures, ACTOR, await at());
    await assert.rejects(() => savePlan(kv, WHERE, figures, ACTOR, null), PlanConflict);
    await approvePlan(kv, WHERE, ACTOR, await at());
    await assert.rejects(async () => approvePlan(kv, WHERE, ACTOR, await at()), PlanLocked);
    const approvedRead = await at();
    const changed = { ...figures, imu: 0.4, months: figures.months.map((m) => ({ ...m })) };
    changed.months[5].eom = 1200;
    const v2 = await savePlan(
      kv,
      WHERE,
      changed,
      { id: "u2", email: "buyer@example.com" },
      approvedRead,
    );
    assert.equal(v2.version, 2);
    await assert.rejects(() => savePlan(kv, WHERE, figures, ACTOR, approvedRead), PlanConflict);
    const revs = await listRevisions(kv, 1234, SEASON, "HOC");
    assert.deepEqual(revs.map((r) => [r.n, r.by]), [[1, "owner@example.com"], [
      2,
      "buyer@example.com",
    ]]);
    assert.deepEqual(revs[0].figures, figures);
    assert.deepEqual(revs[1].diff, [
      { field: "imu", before: 0.5, after: 0.4 },
      { field: "eom", month: 5, before: 1000, after: 1200 },
    ]);
    // an unchanged save adds no revision
    assert.equal((await savePlan(kv, WHERE, changed, ACTOR, await at())).version, 2);
    // a what-if leaves the plan alone
    await saveWhatIf(kv, WHERE, figures, ACTOR);
    assert.equal((await getPlan(kv, 1234, SEASON, "HOC"))!.imu, 0.4);
    assert.equal((await getWhatIf(kv, WHERE))!.figures.imu, 0.5);
  });
});

Deno.test("history does not move: a closed month's markdowns stay as first read after prices change", async () => {
  await withKv(async (kv) => {
    await seedSales(kv);
    const months = seasonMonths(SEASON);
    const first = (await storeActuals(kv, 1234, months, "2026-09-12")).get("HOC")!;
    assert.equal(first.get("2026-M07")!.markdowns, 10000);
    // The catalogue's retail of the item is raised from $100 to $120 (a price edit today).
    await putTestVariants(kv, [testVariant("10000101", { retail: 12000 })]);
    const again = (await storeActuals(kv, 1234, months, "2026-09-12")).get("HOC")!;
    assert.deepEqual(again.get("2026-M07"), first.get("2026-M07"), "the closed month is kept");
    // The month still open follows today's figures.
    assert.equal(again.get("2026-M08")!.sales, first.get("2026-M08")!.sales);
  });
});

Deno.test("OTB left of several months of one department reads its plan once", async () => {
  await withKv(async (kv) => {
    await savePlan(
      kv,
      WHERE,
      {
        opening_bom: 0,
        imu: 0.5,
        holdback: 0,
        months: seasonMonths(SEASON).map(() => ({ sales: 0, markdowns: 0, eom: 1000 })),
      },
      ACTOR,
      "",
    );
    const planReads: string[] = [];
    const counted = new Proxy(kv, {
      get(target, name) {
        const value = Reflect.get(target, name);
        if (name !== "get") return typeof value === "function" ? value.bind(target) : value;
        return (key: Deno.KvKey) => {
          if (key[0] === "otb" && key[1] === "plan") planReads.push(key.join("/"));
          return target.get(key);
        };
      },
    });
    const cells = await otbLeftMany(counted, 1234, [
      { department: "HOC", month: "2026-M07" },
      { department: "HOC", month: "2026-M08" },
    ]);
    assert.deepEqual(cells.map((c) => c.has_plan), [true, true]);
    assert.deepEqual(planReads, ["otb/plan/1234/2026-S2/HOC"], "one read of the plan");
  });
});
