// "On order" for open-to-buy: what a store has committed with vendors and not yet received, by
// department and fiscal month of the order's start-ship date. Fiscal months follow the NRF 4-5-4
// calendar (lib/sales/calendar.ts): each quarter is 4, 5 and 4 weeks; a 53rd week joins month 12.
// Sums are in whole cents so the figures are exact.
import { addDays, fiscalWeek, fiscalYearStart, type IsoDate } from "../sales/calendar.ts";
import type { OrderState, PurchaseOrder } from "./schema.ts";

/** States whose goods are committed and not yet received. */
export const ON_ORDER_STATES: readonly OrderState[] = ["submitted", "approved", "processed"];

const WEEKS_PER_MONTH = [4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4];

export interface FiscalMonth {
  fy: number;
  /** 1 … 12; month 1 starts the fiscal year (early February). */
  month: number;
  /** "2026-M03": sorts in time order. */
  key: string;
}

export function fiscalMonthKey(fy: number, month: number): string {
  return `${fy}-M${String(month).padStart(2, "0")}`;
}

// The calendar arithmetic is pure and asked again for the same days and months on every page that
// shows open-to-buy (each order, each month of a season): answers are kept (frozen), a few
// thousand at most.
const MEMO_MAX = 5000;
function memo<K, V extends object>(compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= MEMO_MAX) known.clear();
      known.set(key, value = Object.freeze(compute(key)));
    }
    return value;
  };
}

function computeFiscalMonth(date: IsoDate): FiscalMonth {
  const { fy, week } = fiscalWeek(date);
  let month = 1;
  for (let last = WEEKS_PER_MONTH[0]; week > last && month < 12; month++) {
    last += WEEKS_PER_MONTH[month];
  }
  return { fy, month, key: fiscalMonthKey(fy, month) };
}

const fiscalMonthOf = memo(computeFiscalMonth);

/** The fiscal month of a day. */
export function fiscalMonth(date: IsoDate): FiscalMonth {
  return fiscalMonthOf(date);
}

function computePeriod(fm: string): { start: IsoDate; end: IsoDate } {
  const [fy, month] = fm.split("-").map(Number);
  const weeksBefore = WEEKS_PER_MONTH.slice(0, month - 1).reduce((a, b) => a + b, 0);
  const start = addDays(fiscalYearStart(fy), weeksBefore * 7);
  const end = month === 12
    ? addDays(fiscalYearStart(fy + 1), -1)
    : addDays(start, WEEKS_PER_MONTH[month - 1] * 7 - 1);
  return { start, end };
}

const periodOf = memo(computePeriod);

/** First and last day of a fiscal month (month 12 includes week 53 when the year has one). */
export function fiscalMonthPeriod(fy: number, month: number): { start: IsoDate; end: IsoDate } {
  return periodOf(`${fy}-${month}`);
}

export interface OnOrderCell {
  department: string;
  /** Fiscal month key, e.g. "2026-M03". */
  month: string;
  units: number;
  /** Dollars, exact to the cent. */
  cost: number;
  retail: number;
  /** Orders contributing to the cell. */
  orders: number;
}

export const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * On-order cells of some orders (only ON_ORDER_STATES count), sorted by month then department.
 * `months` (keys) keeps only those months when given.
 */
export function onOrderCells(orders: PurchaseOrder[], months?: string[]): OnOrderCell[] {
  const keep = months ? new Set(months) : null;
  const cells = new Map<
    string,
    {
      department: string;
      month: string;
      units: number;
      cost: number;
      retail: number;
      ids: Set<string>;
    }
  >();
  for (const order of orders) {
    if (!ON_ORDER_STATES.includes(order.state)) continue;
    const month = fiscalMonth(order.start_ship).key;
    if (keep && !keep.has(month)) continue;
    for (const line of order.lines) {
      const id = `${month}\u0000${line.department}`;
      const cell = cells.get(id) ??
        { department: line.department, month, units: 0, cost: 0, retail: 0, ids: new Set() };
      cell.units += line.quantity;
      cell.cost += cents(line.unit_cost) * line.quantity;
      cell.retail += cents(line.retail) * line.quantity;
      cell.ids.add(order.id);
      cells.set(id, cell);
    }
  }
  return [...cells.values()]
    .sort((a, b) => a.month.localeCompare(b.month) || a.department.localeCompare(b.department))
    .map(({ ids, cost, retail, ...rest }) => ({
      ...rest,
      cost: cost / 100,
      retail: retail / 100,
      orders: ids.size,
    }));
}

/** An order's totals: units, cost and retail dollars (exact to the cent). */
export function orderTotals(order: Pick<PurchaseOrder, "lines">) {
  let units = 0, cost = 0, retail = 0;
  for (const line of order.lines) {
    units += line.quantity;
    cost += cents(line.unit_cost) * line.quantity;
    retail += cents(line.retail) * line.quantity;
  }
  return { units, cost: cost / 100, retail: retail / 100 };
}
