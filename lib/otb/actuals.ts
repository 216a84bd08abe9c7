// Actual figures of the plan's months, from the sales rollups (lib/sales) and the purchase-order
// ledger (lib/orders), per department, in retail cents:
//
//   sales       sales of the month (POS lines)
//   markdowns   Σ units × ticket retail − sales: what was sold below the catalogue retail
//   receipts    Σ units received × retail
//   EOM         today's stock at retail (["sales","stock_s"]) walked back month by month:
//               EOM(m − 1) = EOM(m) − receipts(m) + sales(m) + markdowns(m); BOM(m) = EOM(m − 1)
//   on order    submitted, approved and processed orders by fiscal month of start-ship
//
// Fiscal months are whole Sunday-start weeks, so a run of months is one range read of week
// rollups of the store × item map. The month holding today counts up to today; later months have
// no actuals (null). History does not move: a closed month's actuals are stored the first time
// they are read after it closed (["otb", "actuals", store, month]) and read back from then on, so
// a catalogue price edited later never restates last year's markdowns, receipts or stock.
import { catalogueMap } from "../catalogue/store.ts";
import { listOrders } from "../orders/store.ts";
import { fiscalMonth, ON_ORDER_STATES, onOrderCells } from "../orders/on_order.ts";
import { addDays, type IsoDate, weeksOf } from "../sales/calendar.ts";
import { K, type MeasureMap, readSeries, readWhole } from "../sales/store.ts";
import { otbDepartment } from "./departments.ts";
import { monthsUntil, type SeasonMonth } from "./season.ts";

export interface MonthActuals {
  sales: number;
  markdowns: number;
  receipts: number;
  bom: number;
  eom: number;
}

/** dept → month key → actuals (months after today are absent). */
export type ActualsByDept = Map<string, Map<string, MonthActuals>>;

/**
 * Actuals of `months` (any fiscal months up to today, in time order, e.g. last year's season then
 * this one's) for a store. Every month between the first asked and today is read to walk stock back.
 */
export async function storeActuals(
  kv: Deno.Kv,
  store: number,
  months: SeasonMonth[],
  today: IsoDate,
): Promise<ActualsByDept> {
  const out: ActualsByDept = new Map();
  if (months.length === 0) return out;
  // every month from the first asked to the one holding today, oldest first
  const span = monthsUntil(months[0], today);
  if (span.length === 0) return out;
  const [items, series, stock] = await Promise.all([
    catalogueMap(kv),
    readSeries<MeasureMap>(
      kv,
      K.si(store),
      "w",
      weeksOf({ start: span[0].start, end: today }),
    ),
    readWhole(kv, K.stockByStore(store)),
  ]);
  // flows per month and department
  const flows = span.map((month) => {
    const byDept = new Map<string, { sales: number; full: number; receipts: number }>();
    for (let w = month.start; w <= month.end && w <= today; w = addDays(w, 7)) {
      const map = series.get(w);
      if (!map) continue;
      for (const [itemNumber, m] of Object.entries(map)) {
        const item = items.get(itemNumber);
        if (!item) continue;
        const f = byDept.get(item.department) ??
          { sales: 0, full: 0, receipts: 0 };
        f.sales += m[1];
        f.full += m[0] * item.retail;
        f.receipts += m[4] * item.retail;
        byDept.set(item.department, f);
      }
    }
    return byDept;
  });
  const depts = new Set<string>([...Object.keys(stock), ...flows.flatMap((f) => [...f.keys()])]);
  const wanted = new Set(months.map((m) => m.key));
  for (const dept of depts) {
    const perMonth = new Map<string, MonthActuals>();
    let eom = stock[dept]?.[1] ?? 0;
    for (let i = span.length - 1; i >= 0; i--) {
      const f = flows[i].get(dept) ?? { sales: 0, full: 0, receipts: 0 };
      const markdowns = Math.max(0, f.full - f.sales);
      const bom = eom - f.receipts + f.sales + markdowns;
      if (wanted.has(span[i].key)) {
        perMonth.set(span[i].key, { sales: f.sales, markdowns, receipts: f.receipts, bom, eom });
      }
      eom = bom;
    }
    out.set(dept, perMonth);
  }
  await keepHistory(kv, store, months.filter((m) => m.end < today), out);
  return out;
}

type MonthSnapshot = Record<string, MonthActuals>;

/** Closed months: the stored actuals replace the computed ones; the first reading is stored. */
async function keepHistory(
  kv: Deno.Kv,
  store: number,
  closed: SeasonMonth[],
  out: ActualsByDept,
): Promise<void> {
  for (let i = 0; i < closed.length; i += 10) {
    const batch = closed.slice(i, i + 10);
    const stored = await kv.getMany<MonthSnapshot[]>(
      batch.map((m) => ["otb", "actuals", store, m.key]),
    );
    await Promise.all(batch.map(async (month, j) => {
      const kept = stored[j].value;
      if (kept) {
        for (const [dept, actuals] of Object.entries(kept)) {
          const perMonth = out.get(dept) ?? new Map<string, MonthActuals>();
          perMonth.set(month.key, actuals);
          out.set(dept, perMonth);
        }
        return;
      }
      const snapshot: MonthSnapshot = {};
      for (const [dept, perMonth] of out) {
        const actuals = perMonth.get(month.key);
        if (actuals) snapshot[dept] = actuals;
      }
      // Whoever reads a closed month first stores it; a concurrent first reading is not repeated.
      await kv.atomic().check(stored[j]).set(stored[j].key, snapshot).commit();
    }));
  }
}

/**
 * On order in retail cents: dept → month key → cents (the ledger's exact dollars × 100).
 * `exclude`: ids of orders left out (an order being revised, counted instead as pending).
 */
export async function onOrderRetail(
  kv: Deno.Kv,
  store: number,
  months: string[],
  exclude: string[] = [],
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  const orders = (await listOrders(kv, { store })).filter((o) => !exclude.includes(o.id));
  for (const cell of onOrderCells(orders, months)) {
    // "Hockey" typed on a specials line counts against the HOC plan (lib/otb/departments.ts)
    const code = otbDepartment(cell.department);
    const dept = out.get(code) ?? new Map<string, number>();
    dept.set(cell.month, (dept.get(cell.month) ?? 0) + Math.round(cell.retail * 100));
    out.set(code, dept);
  }
  return out;
}

/** The group's actuals of one department: the stores' actuals summed month by month. */
export function sumActuals(perStore: ActualsByDept[], dept: string): Map<string, MonthActuals> {
  const out = new Map<string, MonthActuals>();
  for (const actuals of perStore) {
    for (const [month, a] of actuals.get(dept) ?? []) {
      const sum = out.get(month) ?? { sales: 0, markdowns: 0, receipts: 0, bom: 0, eom: 0 };
      sum.sales += a.sales;
      sum.markdowns += a.markdowns;
      sum.receipts += a.receipts;
      sum.bom += a.bom;
      sum.eom += a.eom;
      out.set(month, sum);
    }
  }
  return out;
}

/**
 * On order of one department by catalogue class, in retail cents: class → month key → cents.
 * Lines whose item is not in the catalogue (typed on a specials form) count for the department only.
 */
export async function onOrderByClass(
  kv: Deno.Kv,
  store: number,
  dept: string,
  months: string[],
): Promise<Map<string, Map<string, number>>> {
  const [orders, items] = await Promise.all([listOrders(kv, { store }), catalogueMap(kv)]);
  const keep = new Set(months);
  const out = new Map<string, Map<string, number>>();
  for (const order of orders) {
    if (!ON_ORDER_STATES.includes(order.state)) continue;
    const month = fiscalMonth(order.start_ship).key;
    if (!keep.has(month)) continue;
    for (const line of order.lines) {
      const cls = items.get(line.item_number)?.class;
      if (!cls || otbDepartment(line.department) !== dept) continue;
      const byMonth = out.get(cls) ?? new Map<string, number>();
      byMonth.set(month, (byMonth.get(month) ?? 0) + Math.round(line.retail * 100) * line.quantity);
      out.set(cls, byMonth);
    }
  }
  return out;
}

/** Sales of one department per catalogue class over some fiscal months (weights for a split). */
export async function classSales(
  kv: Deno.Kv,
  store: number,
  dept: string,
  months: SeasonMonth[],
  today: IsoDate,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const past = months.filter((m) => m.start <= today);
  if (past.length === 0) return out;
  const end = past[past.length - 1].end < today ? past[past.length - 1].end : today;
  const [items, series] = await Promise.all([
    catalogueMap(kv),
    readSeries<MeasureMap>(kv, K.si(store), "w", weeksOf({ start: past[0].start, end })),
  ]);
  for (const map of series.values()) {
    for (const [itemNumber, m] of Object.entries(map)) {
      const item = items.get(itemNumber);
      if (item?.department === dept) out.set(item.class, (out.get(item.class) ?? 0) + m[1]);
    }
  }
  return out;
}
