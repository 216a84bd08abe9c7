// The open-to-buy arithmetic, pure and exact: money is whole cents, ratios are fractions
// (0.45 = 45 %). Each formula is named as the screens label it (open_to_buy.formula.*):
//
//   BOM(m)          = EOM(m − 1)            (BOM of the first month: the plan's opening stock)
//   receipts(m)     = sales + markdowns + EOM − BOM
//   OTB(m)          = sales + markdowns + EOM − BOM − on order  = receipts − on order
//   hold-back(m)    = receipts × hold-back %  (kept back for opportunistic buys, never negative)
//   OTB left(m)     = OTB − hold-back
//   at cost         = retail × (1 − IMU %)
//
// Stock is planned by one of two methods:
//   stock-to-sales  BOM(m) = SSR × planned sales(m)
//   weeks of supply BOM(m) = WOS × planned sales(m) ÷ weeks(m)
// and EOM(m) = BOM(m + 1), the last month's EOM from the month after the season.

export interface MonthPlan {
  sales: number;
  markdowns: number;
  eom: number;
}

export interface PlanFigures {
  /** BOM of the season's first month (cents). */
  opening_bom: number;
  months: MonthPlan[];
  /** Initial markup % on retail (0 … <1). */
  imu: number;
  /** Hold-back % of planned receipts (0 … 1). */
  holdback: number;
}

/** One month of the grid, every figure in retail cents. */
export interface OtbRow {
  sales: number;
  markdowns: number;
  bom: number;
  eom: number;
  receipts: number;
  on_order: number;
  otb: number;
  holdback: number;
  otb_left: number;
}

export const ROW_FIELDS = [
  "sales",
  "markdowns",
  "bom",
  "eom",
  "receipts",
  "on_order",
  "otb",
  "holdback",
  "otb_left",
] as const satisfies readonly (keyof OtbRow)[];

/** Planned receipts = sales + markdowns + EOM − BOM. */
export function plannedReceipts(m: MonthPlan, bom: number): number {
  return m.sales + m.markdowns + m.eom - bom;
}

/** OTB = sales + markdowns + EOM − BOM − on order. */
export function openToBuy(m: MonthPlan, bom: number, onOrder: number): number {
  return plannedReceipts(m, bom) - onOrder;
}

/** Hold-back = receipts × hold-back %, rounded to the cent; nothing held back on negative receipts. */
export function holdBack(receipts: number, pct: number): number {
  return receipts <= 0 ? 0 : Math.round(receipts * pct);
}

/**
 * What a month's warning is about, named by its cause: negative planned receipts are a plan whose
 * stock falls faster than its sales and markdowns take it out (the EOM target is below BOM − sales
 * − markdowns), whatever is on order; otherwise on order above the planned receipts.
 */
export type MonthWarning = "negative_receipts" | "over_plan";

export function monthWarning(row: Pick<OtbRow, "receipts" | "on_order">): MonthWarning | null {
  if (row.receipts < 0) return "negative_receipts";
  if (row.on_order > row.receipts) return "over_plan";
  return null;
}

/** Where a month stands on `today`: closed (actualised), current, or ahead. */
export type MonthTense = "closed" | "current" | "ahead";

export function monthTense(month: { start: string; end: string }, today: string): MonthTense {
  return month.end < today ? "closed" : month.start <= today ? "current" : "ahead";
}

/** Retail → cost at an initial markup on retail: retail × (1 − IMU %), to the cent. */
export function atCost(retailCents: number, imu: number): number {
  const v = retailCents * (1 - imu);
  // round half away from zero, so a negative OTB converts symmetrically
  return Math.sign(v) * Math.round(Math.abs(v));
}

/** The season's rows: BOMs chained from the EOMs, receipts, OTB and OTB left per month. */
export function computeRows(plan: PlanFigures, onOrder: number[]): OtbRow[] {
  let bom = plan.opening_bom;
  return plan.months.map((m, i) => {
    const receipts = plannedReceipts(m, bom);
    const on_order = onOrder[i] ?? 0;
    const otb = receipts - on_order;
    const hb = holdBack(receipts, plan.holdback);
    const row: OtbRow = {
      sales: m.sales,
      markdowns: m.markdowns,
      bom,
      eom: m.eom,
      receipts,
      on_order,
      otb,
      holdback: hb,
      otb_left: otb - hb,
    };
    bom = m.eom;
    return row;
  });
}

/** Season totals: flows summed, BOM the first month's, EOM the last's. */
export function totalRow(rows: OtbRow[]): OtbRow {
  const sum = (f: keyof OtbRow) => rows.reduce((a, r) => a + r[f], 0);
  return {
    sales: sum("sales"),
    markdowns: sum("markdowns"),
    bom: rows[0]?.bom ?? 0,
    eom: rows[rows.length - 1]?.eom ?? 0,
    receipts: sum("receipts"),
    on_order: sum("on_order"),
    otb: sum("otb"),
    holdback: sum("holdback"),
    otb_left: sum("otb_left"),
  };
}

/** A row converted to cost (every figure × (1 − IMU)). */
export function rowAtCost(row: OtbRow, imu: number): OtbRow {
  const out = { ...row };
  for (const f of ROW_FIELDS) out[f] = atCost(row[f], imu);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Seeding a plan from last year

export type StockMethod = { kind: "ssr"; ssr: number } | { kind: "wos"; wos: number };

export interface SeedInput {
  /** Last year's sales of the season's six months and the month after (7 values, cents). */
  lySales: number[];
  /** Last year's markdowns of the six months (cents). */
  lyMarkdowns: number[];
  /** Weeks of each of the 7 months this year and last year (4 or 5): LY is restated per week. */
  weeks: number[];
  lyWeeks: number[];
  /** Growth over last year (0.05 = +5 %). */
  growth: number;
  method: StockMethod;
}

/**
 * Planned sales of month i = LY sales × (1 + growth) × weeks ÷ LY weeks: last year restated to
 * this year's weeks, so a 5-week month 12 of a 53-week year is not compared with a 4-week one.
 */
export function seededFlow(ly: number, growth: number, weeks: number, lyWeeks: number): number {
  return Math.round(ly * (1 + growth) * weeks / lyWeeks);
}

/** BOM by the chosen method for a month of planned sales and weeks. */
export function plannedStock(sales: number, weeks: number, method: StockMethod): number {
  return method.kind === "ssr"
    ? Math.round(method.ssr * sales)
    : Math.round(method.wos * sales / weeks);
}

/** A new plan's figures (opening BOM and six months) from last year's actuals. */
export function seedFromLastYear(input: SeedInput): { opening_bom: number; months: MonthPlan[] } {
  const sales = input.lySales.map((ly, i) =>
    seededFlow(ly, input.growth, input.weeks[i], input.lyWeeks[i])
  );
  const stock = sales.map((s, i) => plannedStock(s, input.weeks[i], input.method));
  const months = sales.slice(0, 6).map((s, i) => ({
    sales: s,
    markdowns: seededFlow(
      input.lyMarkdowns[i] ?? 0,
      input.growth,
      input.weeks[i],
      input.lyWeeks[i],
    ),
    eom: stock[i + 1],
  }));
  return { opening_bom: stock[0], months };
}

// ---------------------------------------------------------------------------------------------
// Plan measures compared across stores (peer bands)

export interface PlanMetrics {
  /** Average BOM ÷ average monthly sales. */
  stockToSales: number | null;
  /** Annualised turn: season sales ÷ average stock × 52 ÷ season weeks. */
  turn: number | null;
  /** Markdowns ÷ sales. */
  markdownPct: number | null;
}

export function planMetrics(
  plan: Pick<PlanFigures, "opening_bom" | "months">,
  seasonWeeks: number,
): PlanMetrics {
  const sales = plan.months.reduce((a, m) => a + m.sales, 0);
  const md = plan.months.reduce((a, m) => a + m.markdowns, 0);
  const boms = [plan.opening_bom, ...plan.months.slice(0, -1).map((m) => m.eom)];
  const avgBom = boms.reduce((a, b) => a + b, 0) / boms.length;
  // average stock over the season: the BOMs and the final EOM
  const stocks = [...boms, plan.months[plan.months.length - 1]?.eom ?? 0];
  const avgStock = stocks.reduce((a, b) => a + b, 0) / stocks.length;
  const avgSales = sales / Math.max(1, plan.months.length);
  return {
    stockToSales: avgSales > 0 ? avgBom / avgSales : null,
    turn: avgStock > 0 ? sales / avgStock * 52 / seasonWeeks : null,
    markdownPct: sales > 0 ? md / sales : null,
  };
}
