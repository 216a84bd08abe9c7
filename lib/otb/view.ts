// What /open-to-buy shows: a store's (or, for head office, the group's) season — OTB left per
// department and month with warnings where on order exceeds the plan — and one department's grid,
// plan / actual / last year per month. Pure assembly over store.ts, actuals.ts and formulas.ts.
import type { User } from "../auth/types.ts";
import { DEPARTMENT_CODES } from "../catalogue/model.ts";
import { todayInToronto } from "../sales/calendar.ts";
import { isHeadOffice } from "../stores/mod.ts";
import { chooseViewStore } from "../sales/dashboards/scope.ts";
import {
  type MonthActuals,
  onOrderByClass,
  onOrderRetail,
  storeActuals,
  sumActuals,
} from "./actuals.ts";
import { classFigures, type ClassPlan, departmentClasses } from "./classes.ts";
import {
  atCost,
  computeRows,
  type MonthTense,
  monthTense,
  type MonthWarning,
  monthWarning,
  type OtbRow,
  type PlanFigures,
  rowAtCost,
  totalRow,
} from "./formulas.ts";
import {
  lastYearSeason,
  nextSeason,
  previousSeason,
  type SeasonMonth,
  seasonMonths,
  seasonOf,
} from "./season.ts";
import { getPending, otbSettings, type PendingRevision } from "./approval.ts";
import {
  DEFAULT_WHATIF,
  listPlans,
  listRevisions,
  listWhatIfs,
  type Plan,
  type Revision,
  type WhatIf,
  whatIfName,
} from "./store.ts";
import { getPlanEntry } from "./store.ts";
import { type PeerBands, peerBands } from "./peers.ts";

export type Basis = "retail" | "cost";
export const GROUP = "group";

export interface Scope {
  /** A store number, or "group" (head office: every store's plans summed). */
  store: number | typeof GROUP;
  stores: [number, string][];
  season: string;
  seasons: string[];
  department: string | null;
  /** A class of the department (?class=), shown when the plan is broken into classes. */
  cls: string | null;
  basis: Basis;
  /** The what-if shown instead of the plan (?whatif=<name>; "1": the default name), or null. */
  whatif: string | null;
  /** Head office: may look at the group roll-up. */
  canGroup: boolean;
}

export interface OverviewRow {
  department: string;
  plans: number;
  status: Plan["status"] | null;
  version: number;
  /** OTB left per month (cents, in the scope's basis), null without a plan. */
  left: (number | null)[];
  /** Each month's warning, by its cause (none for a closed month: it is actualised). */
  warnings: (MonthWarning | null)[];
  /** Each month closed, current or ahead. */
  tenses: MonthTense[];
}

export interface DetailRow {
  month: SeasonMonth;
  plan: OtbRow | null;
  /** The month's warning by its cause (compared at retail); none once the month is closed. */
  warning: MonthWarning | null;
  tense: MonthTense;
  actual: (MonthActuals & { on_order: number; otb: number | null }) | null;
  ly: MonthActuals | null;
}

export interface Detail {
  plan: Plan | null;
  /** The version of the plan its edit forms carry (lib/forms/version.ts; "" without a plan). */
  version: string;
  /** The class shown, when the plan is broken into classes and one was asked for. */
  cls: ClassPlan | null;
  whatif: WhatIf | null;
  /** Every what-if of the plan, each with its season totals, beside the plan's (side by side). */
  whatifs: { whatif: WhatIf; total: OtbRow }[];
  /** The plan's own season totals (the grid may be showing a what-if). */
  planTotal: OtbRow | null;
  /** A store's revision waiting for head office's approval (not live). */
  pending: PendingRevision | null;
  /** The figures the grid shows (the what-if when asked for and present). */
  figures: PlanFigures | null;
  /** Rows in the scope's basis (retail, or at cost by the plan's IMU). */
  rows: DetailRow[];
  /** On order per month at retail (the plan form works in retail). */
  onOrderRetail: number[];
  total: OtbRow | null;
  revisions: Revision[];
  peers: PeerBands | null;
  imu: number;
}

export interface OtbView {
  scope: Scope;
  months: SeasonMonth[];
  overview: OverviewRow[];
  detail: Detail | null;
  editable: boolean;
  /** The group has head office approve plans and their revisions (lib/otb/approval.ts). */
  approval: boolean;
}

const DEFAULT_IMU = 0.45;

/** The seasons offered: last season, the current one and the next two. */
export function seasonChoices(today: string): string[] {
  const current = seasonOf(today);
  return [previousSeason(current), current, nextSeason(current), nextSeason(nextSeason(current))];
}

/** Reads and checks ?store=&season=&department=&basis=&whatif= against what the user may see. */
export async function chooseScope(kv: Deno.Kv, user: User, url: URL): Promise<Scope> {
  const q = url.searchParams;
  const today = todayInToronto();
  const seasons = seasonChoices(today);
  const wantGroup = q.get("store") === GROUP && isHeadOffice(user);
  const { store, stores } = await chooseViewStore(kv, user, wantGroup ? null : q.get("store"));
  const season = seasons.includes(q.get("season") ?? "") ? q.get("season")! : seasonOf(today);
  const dept = q.get("department") ?? "";
  return {
    store: wantGroup ? GROUP : store,
    stores,
    season,
    seasons,
    department: DEPARTMENT_CODES.includes(dept) ? dept : null,
    cls: departmentClasses(dept).includes(q.get("class") ?? "") ? q.get("class") : null,
    basis: q.get("basis") === "cost" ? "cost" : "retail",
    whatif: q.get("whatif") === "1"
      ? DEFAULT_WHATIF
      : q.get("whatif")
      ? whatIfName(q.get("whatif"))
      : null,
    canGroup: isHeadOffice(user),
  };
}

function addRows(target: OtbRow[], rows: OtbRow[]) {
  rows.forEach((r, i) => {
    const t = target[i];
    for (const k of Object.keys(r) as (keyof OtbRow)[]) t[k] += r[k];
  });
}

const zeroRow = (): OtbRow => ({
  sales: 0,
  markdowns: 0,
  bom: 0,
  eom: 0,
  receipts: 0,
  on_order: 0,
  otb: 0,
  holdback: 0,
  otb_left: 0,
});

interface PlanAcc {
  /** Summed over the stores, in the scope's basis (each store's plan at its own IMU at cost). */
  rows: OtbRow[];
  /** The same at retail (the warnings compare on order with planned receipts at retail). */
  retail: OtbRow[];
  plans: Plan[];
}

/** Plans and on order of the stores in scope: dept → rows summed over stores, and the plans. */
async function planRows(
  kv: Deno.Kv,
  stores: number[],
  season: string,
  months: SeasonMonth[],
  basis: Basis,
) {
  const keys = months.map((m) => m.key);
  const out = new Map<string, PlanAcc>();
  await Promise.all(stores.map(async (store) => {
    const [plans, onOrder] = await Promise.all([
      listPlans(kv, store, season),
      onOrderRetail(kv, store, keys),
    ]);
    for (const [dept, plan] of plans) {
      const rows = computeRows(plan, keys.map((k) => onOrder.get(dept)?.get(k) ?? 0));
      const acc = out.get(dept) ??
        { rows: months.map(zeroRow), retail: months.map(zeroRow), plans: [] };
      addRows(acc.retail, rows);
      addRows(acc.rows, basis === "cost" ? rows.map((r) => rowAtCost(r, plan.imu)) : rows);
      acc.plans.push(plan);
      out.set(dept, acc);
    }
  }));
  return out;
}

export async function loadView(kv: Deno.Kv, scope: Scope): Promise<OtbView> {
  const months = seasonMonths(scope.season);
  const storeList = scope.store === GROUP ? scope.stores.map(([n]) => n) : [scope.store];
  const byDept = await planRows(kv, storeList, scope.season, months, scope.basis);
  const today = todayInToronto();
  const tenses = months.map((m) => monthTense(m, today));
  const overview: OverviewRow[] = DEPARTMENT_CODES.map((department) => {
    const acc = byDept.get(department);
    const single = acc?.plans.length === 1 ? acc.plans[0] : null;
    return {
      department,
      plans: acc?.plans.length ?? 0,
      status: single?.status ?? null,
      version: single?.version ?? 0,
      // a closed month has no OTB left: it is actualised
      left: months.map((_, i) => acc && tenses[i] !== "closed" ? acc.rows[i].otb_left : null),
      warnings: months.map((_, i) =>
        acc && tenses[i] !== "closed" ? monthWarning(acc.retail[i]) : null
      ),
      tenses,
    };
  });
  const editable = scope.store !== GROUP;
  let detail: Detail | null = null;
  if (scope.department) {
    detail = await loadDetail(kv, scope, months, byDept.get(scope.department) ?? null);
  }
  const approval = (await otbSettings(kv)).head_office_approval;
  return { scope, months, overview, detail, editable, approval };
}

async function loadDetail(
  kv: Deno.Kv,
  scope: Scope,
  months: SeasonMonth[],
  acc: PlanAcc | null,
): Promise<Detail> {
  const dept = scope.department!;
  const today = todayInToronto();
  const lyMonths = seasonMonths(lastYearSeason(scope.season));
  if (scope.store === GROUP) return await groupDetail(kv, scope, months, lyMonths, acc, today);
  const store = scope.store;
  const where = { store, season: scope.season, department: dept };
  // The plan and its version read together, so the form's version is the one of what it shows.
  const { plan, version } = await getPlanEntry(kv, store, scope.season, dept);
  // one class of a plan broken into classes: its figures, on order by the items' class
  const cls = plan?.classes?.find((c) => c.class === scope.cls) ?? null;
  const keys = months.map((m) => m.key);
  const [whatifs, revisions, actuals, onOrder, peers] = await Promise.all([
    listWhatIfs(kv, where),
    plan ? listRevisions(kv, store, scope.season, dept) : Promise.resolve([]),
    storeActuals(kv, store, [...lyMonths, ...months], today),
    cls
      ? onOrderByClass(kv, store, dept, keys).then((m) => m.get(cls.class))
      : onOrderRetail(kv, store, keys).then((m) => m.get(dept)),
    plan ? peerBands(kv, where, plan) : Promise.resolve(null),
  ]);
  const whatif = whatifs.find((w) => w.name === scope.whatif) ?? null;
  const figures = cls ? classFigures(plan!, cls) : whatif ? whatif.figures : plan;
  const orders = keys.map((k) => onOrder?.get(k) ?? 0);
  const planned = figures ? computeRows(figures, orders) : null;
  const imu = figures?.imu ?? DEFAULT_IMU;
  // actuals are kept per department (stock is counted per department): none for a class
  const deptActuals = cls ? undefined : actuals.get(dept);
  const rows = months.map((month, i) =>
    detailRow(month, lyMonths[i], planned?.[i] ?? null, orders[i], deptActuals)
  ).map((r) => scope.basis === "cost" ? detailAtCost(r, imu) : r);
  return {
    plan,
    version,
    cls,
    whatif: cls ? null : whatif,
    // side by side: the same on order against each what-if's figures (retail, season totals)
    whatifs: cls ? [] : whatifs.map((w) => ({
      whatif: w,
      total: totalRow(computeRows(w.figures, orders)),
    })),
    planTotal: plan && !cls ? totalRow(computeRows(plan, orders)) : null,
    pending: plan ? await getPending(kv, where) : null,
    figures,
    rows,
    onOrderRetail: orders,
    total: planned ? totalRow(rows.map((r) => r.plan!)) : null,
    revisions,
    peers,
    imu: figures?.imu ?? DEFAULT_IMU,
  };
}

/**
 * The group roll-up of a department: every store's plan summed (at cost, each at its own IMU), and
 * the actuals of every store in the group summed the same way as one store's.
 */
async function groupDetail(
  kv: Deno.Kv,
  scope: Scope,
  months: SeasonMonth[],
  lyMonths: SeasonMonth[],
  acc: PlanAcc | null,
  today: string,
): Promise<Detail> {
  const perStore = await Promise.all(
    scope.stores.map(([n]) => storeActuals(kv, n, [...lyMonths, ...months], today)),
  );
  const actuals = sumActuals(perStore, scope.department!);
  const orders = months.map((_, i) => acc?.retail[i].on_order ?? 0);
  const imu = acc ? acc.plans.reduce((a, p) => a + p.imu, 0) / acc.plans.length : DEFAULT_IMU;
  const rows = months.map((month, i) => {
    const r = detailRow(month, lyMonths[i], acc?.retail[i] ?? null, orders[i], actuals);
    return scope.basis === "cost" ? { ...detailAtCost(r, imu), plan: acc?.rows[i] ?? null } : r;
  });
  return {
    plan: null,
    version: "",
    cls: null,
    whatif: null,
    whatifs: [],
    planTotal: null,
    pending: null,
    figures: null,
    rows,
    onOrderRetail: orders,
    total: acc ? totalRow(acc.rows) : null,
    revisions: [],
    peers: null,
    imu,
  };
}

function detailRow(
  month: SeasonMonth,
  lyMonth: SeasonMonth,
  plan: OtbRow | null,
  onOrder: number,
  actuals: Map<string, MonthActuals> | undefined,
): DetailRow {
  const a = actuals?.get(month.key) ?? null;
  const tense = monthTense(month, todayInToronto());
  return {
    month,
    plan,
    warning: plan && tense !== "closed" ? monthWarning(plan) : null,
    tense,
    // OTB against actuals: planned receipts not yet received nor on order
    actual: a
      ? { ...a, on_order: onOrder, otb: plan ? plan.receipts - a.receipts - onOrder : null }
      : null,
    ly: actuals?.get(lyMonth.key) ?? null,
  };
}

/** The page's address for a scope, with some parameters changed (null removes one). */
export function scopeHref(scope: Scope, change: Record<string, string | null> = {}): string {
  const q = new URLSearchParams();
  q.set("store", String(scope.store));
  q.set("season", scope.season);
  if (scope.department) q.set("department", scope.department);
  if (scope.cls) q.set("class", scope.cls);
  if (scope.basis === "cost") q.set("basis", "cost");
  if (scope.whatif) q.set("whatif", scope.whatif);
  for (const [k, v] of Object.entries(change)) v === null ? q.delete(k) : q.set(k, v);
  return `/open-to-buy?${q}`;
}

/** A detail row at cost: every amount × (1 − IMU). */
function detailAtCost(r: DetailRow, imu: number): DetailRow {
  const c = (v: number) => atCost(v, imu);
  const flows = (a: MonthActuals): MonthActuals => ({
    sales: c(a.sales),
    markdowns: c(a.markdowns),
    receipts: c(a.receipts),
    bom: c(a.bom),
    eom: c(a.eom),
  });
  return {
    ...r,
    plan: r.plan ? rowAtCost(r.plan, imu) : null,
    actual: r.actual
      ? {
        ...flows(r.actual),
        on_order: c(r.actual.on_order),
        otb: r.actual.otb === null ? null : c(r.actual.otb),
      }
      : null,
    ly: r.ly ? flows(r.ly) : null,
  };
}
