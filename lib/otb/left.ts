// "OTB left" for other areas (specials, showcloud order screens): how much a store may still
// commit in a department and fiscal month, per its plan, after what is already on order and the
// hold-back. An order being edited passes its own retail per cell as `pending` to see what would
// be left after it; `exceeds` says whether it would go over. No plan → `has_plan: false` (nothing
// to warn about: the store does not plan that department). An order already submitted is in the
// ledger's on order: when it is revised, its id goes in `exclude` so its current lines are not
// counted twice (once on order, once pending).
import { computeRows } from "./formulas.ts";
import { onOrderRetail } from "./actuals.ts";
import { otbDepartment } from "./departments.ts";
import { getPlan } from "./store.ts";
import { seasonMonths, seasonOf } from "./season.ts";
import { fiscalMonth, fiscalMonthPeriod } from "../orders/on_order.ts";

export interface OtbLeft {
  store: number;
  department: string;
  /** Fiscal month key ("2026-M09"). */
  month: string;
  has_plan: boolean;
  /** Retail cents, after on order and hold-back (negative: over plan). */
  left: number;
  /** Retail cents: what the plan allows this month (planned receipts). */
  planned: number;
  on_order: number;
  /** Retail cents of the order being edited, counted against `left`. */
  pending: number;
  after: number;
  exceeds: boolean;
  /** Initial markup % of the plan, to show the figures at cost. */
  imu: number;
}

const MONTH_KEY = /^(\d{4})-M(0[1-9]|1[0-2])$/;

/** OTB left of one store, department and fiscal month. */
export async function otbLeft(
  kv: Deno.Kv,
  store: number,
  department: string,
  month: string,
  pending = 0,
): Promise<OtbLeft> {
  return (await otbLeftMany(kv, store, [{ department, month, pending }]))[0];
}

/** OTB left of several (department, month) cells of one store; each may carry a pending amount. */
export async function otbLeftMany(
  kv: Deno.Kv,
  store: number,
  cells: { department: string; month: string; pending?: number }[],
  exclude: string[] = [],
): Promise<OtbLeft[]> {
  const seasons = new Map<string, string[]>();
  const seasonOfCell = cells.map((c) => {
    const m = MONTH_KEY.exec(c.month);
    if (!m) throw new Error(`Not a fiscal month: ${c.month}`);
    const season = seasonOf(fiscalMonthPeriod(Number(m[1]), Number(m[2])).start);
    seasons.set(season, seasonMonths(season).map((s) => s.key));
    return season;
  });
  const onOrder = await onOrderRetail(kv, store, [...seasons.values()].flat(), exclude);
  // One read per season and department: the cells run at once, so the read itself is shared
  // (checking for a plan already read would let every cell of a department read it again).
  const plans = new Map<string, ReturnType<typeof getPlan>>();
  return await Promise.all(cells.map(async (cell, i) => {
    const season = seasonOfCell[i];
    const id = `${season}|${cell.department}`;
    let read = plans.get(id);
    if (!read) plans.set(id, read = getPlan(kv, store, season, cell.department));
    const plan = await read;
    const keys = seasons.get(season)!;
    const idx = keys.indexOf(cell.month);
    const orders = keys.map((k) => onOrder.get(cell.department)?.get(k) ?? 0);
    const pending = cell.pending ?? 0;
    if (!plan) {
      return {
        store,
        department: cell.department,
        month: cell.month,
        has_plan: false,
        left: 0,
        planned: 0,
        on_order: orders[idx],
        pending,
        after: 0,
        exceeds: false,
        imu: 0,
      };
    }
    const row = computeRows(plan, orders)[idx];
    return withPending({
      store,
      department: cell.department,
      month: cell.month,
      has_plan: true,
      left: row.otb_left,
      planned: row.receipts,
      on_order: row.on_order,
      pending: 0,
      after: 0,
      exceeds: false,
      imu: plan.imu,
    }, pending);
  }));
}

/** A cell with an order's retail (cents) counted against its OTB left. */
export function withPending(cell: OtbLeft, pending: number): OtbLeft {
  if (!cell.has_plan) return { ...cell, pending };
  const after = cell.left - pending;
  return { ...cell, pending, after, exceeds: pending > 0 && after < 0 };
}

export interface PendingOrder {
  start_ship: string;
  /** Retail in dollars, as on ledger order lines. */
  lines: { department: string; quantity: number; retail: number }[];
}

/**
 * OTB left for an order being placed: its lines' retail summed per department, in the fiscal
 * month its goods start shipping (where on order counts them). For order screens (specials,
 * showcloud): show the cells, and ask for confirmation when one `exceeds`. Several orders (a show
 * order's delivery splits) add up per department and month. `exclude`: the ids of the ledger
 * orders being revised (already on order when submitted).
 */
export function otbLeftForOrder(
  kv: Deno.Kv,
  store: number,
  order: PendingOrder | PendingOrder[],
  exclude: string[] = [],
): Promise<OtbLeft[]> {
  const pending = new Map<string, { department: string; month: string; pending: number }>();
  for (const o of Array.isArray(order) ? order : [order]) {
    const month = fiscalMonth(o.start_ship).key;
    for (const line of o.lines) {
      const department = otbDepartment(line.department);
      const id = `${month}|${department}`;
      const cell = pending.get(id) ?? { department, month, pending: 0 };
      cell.pending += Math.round(line.retail * 100) * line.quantity;
      pending.set(id, cell);
    }
  }
  const cells = [...pending.values()].filter((c) => c.pending > 0)
    .sort((a, b) => a.month.localeCompare(b.month) || a.department.localeCompare(b.department));
  return cells.length ? otbLeftMany(kv, store, cells, exclude) : Promise.resolve([]);
}

/** Whether an order goes over OTB left in any of its cells (confirm before submitting). */
export function exceedsOtb(cells: OtbLeft[]): boolean {
  return cells.some((c) => c.exceeds);
}
