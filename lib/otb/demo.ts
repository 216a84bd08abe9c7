// Demo open-to-buy data: a current-season plan for every department of every active member store,
// seeded from last year's sales in the group rollups (one range read per department) grown by a
// few percent, with stock by stock-to-sales. Stores without last year's sales (short demo
// histories, e.g. tests) get plans sized from their size factor. Store 1234's plans are approved;
// its hockey plan has a second revision, and an open-to-buy order for 1234 exceeds its
// hockey plan in the season's fifth month (the warning's demo). Store 2051's ski plan is broken into
// classes (skis, boards, boots) by last year's sales of each. Plus a saved report for the owner.
import type { Config } from "../config.ts";
import { catalogueMap } from "../catalogue/store.ts";
import { mulberry32 } from "../catalogue/demo.ts";
import { DEPARTMENT_CODES } from "../catalogue/model.ts";
import { createOrder, transitionOrder } from "../orders/store.ts";
import { todayInToronto, weeksOf } from "../sales/calendar.ts";
import { storeSize } from "../sales/demo_store.ts";
import { K, type MeasureMap, readSeries } from "../sales/store.ts";
import { isMemberStore, listStores } from "../stores/mod.ts";
import { getUserByEmail } from "../auth/store.ts";
import { plannedStock, seededFlow, type StockMethod } from "./formulas.ts";
import { classSales } from "./actuals.ts";
import { departmentClasses, splitIntoClasses } from "./classes.ts";
import {
  lastYearSeason,
  monthAfterSeason,
  type SeasonMonth,
  seasonMonths,
  seasonOf,
} from "./season.ts";
import {
  approvePlan,
  figuresOf,
  getPlan,
  getPlanEntry,
  type Plan,
  saveOtbReport,
  savePlan,
} from "./store.ts";

const DEMO_ACTOR = { id: "demo", email: "buyer@example.com" };
const APPROVED_STORE = 1234;
const CLASS_STORE = 2051;

/** Last year's sales per store of one department, per month (7 months: the season and the next). */
async function lySales(kv: Deno.Kv, dept: string, months: SeasonMonth[]) {
  const weeks = weeksOf({ start: months[0].start, end: months[months.length - 1].end });
  const series = await readSeries<MeasureMap>(kv, K.gd(dept), "w", weeks);
  const out = new Map<string, number[]>();
  months.forEach((m, i) => {
    for (const [week, map] of series) {
      if (week < m.start || week > m.end) continue;
      for (const [store, measures] of Object.entries(map)) {
        const row = out.get(store) ?? months.map(() => 0);
        row[i] += measures[1];
        out.set(store, row);
      }
    }
  });
  return out;
}

export async function seedOpenToBuy(kv: Deno.Kv, _config: Config): Promise<string> {
  const started = Date.now();
  const season = seasonOf(todayInToronto());
  const months = [...seasonMonths(season), monthAfterSeason(season)];
  const lySeason = lastYearSeason(season);
  const lyMonths = [...seasonMonths(lySeason), monthAfterSeason(lySeason)];
  const stores = (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
  const now = new Date().toISOString();
  const plans: Plan[] = [];
  for (const dept of DEPARTMENT_CODES) {
    const ly = await lySales(kv, dept, lyMonths);
    for (const store of stores) {
      const n = store.store_number;
      const rand = mulberry32(n * 131 + dept.charCodeAt(0) * 7 + dept.charCodeAt(2));
      const growth = Math.round((rand() * 0.1 - 0.02) * 100) / 100; // −2 % … +8 %
      const method: StockMethod = { kind: "ssr", ssr: Math.round((2.2 + rand() * 1.4) * 10) / 10 };
      const mdRate = 0.04 + rand() * 0.08;
      const history = ly.get(String(n));
      const base = history && history.some((v) => v > 0)
        ? history
        : months.map(() => Math.round(storeSize(n) * 1_200_000 * (0.7 + rand() * 0.6)));
      const sales = base.map((v, i) => seededFlow(v, growth, months[i].weeks, lyMonths[i].weeks));
      const stock = sales.map((s, i) => plannedStock(s, months[i].weeks, method));
      plans.push({
        store: n,
        season,
        department: dept,
        method,
        growth,
        opening_bom: stock[0],
        imu: Math.round((0.42 + rand() * 0.08) * 1000) / 1000,
        holdback: 0.05,
        months: sales.slice(0, 6).map((s, i) => ({
          sales: s,
          markdowns: Math.round(s * mdRate),
          eom: stock[i + 1],
        })),
        status: "draft",
        version: 0,
        updated_at: now,
        updated_by: DEMO_ACTOR.email,
      });
    }
  }
  for (let i = 0; i < plans.length; i += 100) {
    const op = kv.atomic();
    for (const p of plans.slice(i, i + 100)) {
      op.set(["otb", "plan", p.store, p.season, p.department], p);
    }
    await op.commit();
  }
  // store 1234: every plan approved; hockey revised once (more sales planned in month 3)
  for (const dept of DEPARTMENT_CODES) {
    const { version } = await getPlanEntry(kv, APPROVED_STORE, season, dept);
    await approvePlan(kv, { store: APPROVED_STORE, season, department: dept }, DEMO_ACTOR, version);
  }
  const hockey = (await getPlan(kv, APPROVED_STORE, season, "HOC"))!;
  const revised = figuresOf(hockey);
  revised.months[2].sales = Math.round(revised.months[2].sales * 1.05);
  revised.holdback = 0.08;
  await savePlan(
    kv,
    { store: APPROVED_STORE, season, department: "HOC" },
    revised,
    { id: "demo", email: "owner@example.com" },
    (await getPlanEntry(kv, APPROVED_STORE, season, "HOC")).version,
  );
  const over = await seedOverOrder(kv, season, hockey);
  const ski = await getPlan(kv, CLASS_STORE, season, "SKI");
  if (ski) {
    const codes = departmentClasses("SKI");
    const weights = await classSales(
      kv,
      CLASS_STORE,
      "SKI",
      lyMonths.slice(0, 6),
      todayInToronto(),
    );
    await savePlan(
      kv,
      { store: CLASS_STORE, season, department: "SKI" },
      {
        ...figuresOf(ski),
        classes: splitIntoClasses(ski, codes, codes.map((c) => weights.get(c) ?? 0)),
      },
      DEMO_ACTOR,
      (await getPlanEntry(kv, CLASS_STORE, season, "SKI")).version,
    );
  }
  const owner = await getUserByEmail(kv, "owner@example.com");
  if (owner) {
    await saveOtbReport(kv, owner.id, {
      name: "Hockey and ski, my stores",
      stores: [1234, 1310, 2051],
      departments: ["HOC", "SKI"],
      season,
      basis: "retail",
    });
  }
  return `open-to-buy: ${plans.length} plans for ${season}, ${over} in ${Date.now() - started} ms`;
}

/** A submitted open-to-buy order for 1234 whose hockey retail exceeds month 5's planned receipts. */
async function seedOverOrder(kv: Deno.Kv, season: string, plan: Plan): Promise<string> {
  const month = seasonMonths(season)[4];
  const items = [...(await catalogueMap(kv)).values()]
    .filter((v) => v.department === "HOC" && v.retail > 0).slice(0, 4);
  if (items.length === 0) return "no order";
  const receipts = plan.months[4].sales + plan.months[4].markdowns + plan.months[4].eom -
    plan.months[3].eom;
  const perItem = Math.max(0, receipts) * 1.2 / items.length;
  const lines = items.map((v) => ({
    item_number: v.item_number,
    department: "HOC",
    quantity: Math.max(1, Math.ceil(perItem / v.retail)),
    unit_cost: v.cost / 100,
    retail: v.retail / 100,
  }));
  const order = await createOrder(kv, {
    store: APPROVED_STORE,
    vendor: items[0].vendor,
    source: "otb",
    program_id: `otb:${season}`,
    lines,
    start_ship: month.start,
    cancel_date: month.end,
    ship_to: "Store 1234",
  }, DEMO_ACTOR);
  await transitionOrder(kv, order.id, "submitted", DEMO_ACTOR);
  return `order ${order.po_number} over plan in ${month.key}`;
}
