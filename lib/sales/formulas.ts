// The trade's formulas, in one place, each named as the screens label it. Money is in cents
// (integers) everywhere in the sales model; ratios are plain fractions (0.25 = 25 %). A formula
// whose denominator is zero returns null ("no figure"), never Infinity or NaN.

/** Gross margin $ = sales − cost. */
export function grossMargin(salesCents: number, costCents: number): number {
  return salesCents - costCents;
}

/** Margin % (on retail) = (sales − cost) ÷ sales. */
export function marginPct(salesCents: number, costCents: number): number | null {
  return salesCents === 0 ? null : (salesCents - costCents) / salesCents;
}

/** Markup % (on cost) = (sales − cost) ÷ cost. */
export function markupPct(salesCents: number, costCents: number): number | null {
  return costCents === 0 ? null : (salesCents - costCents) / costCents;
}

/** margin = markup ÷ (1 + markup); keystone: markup 1 (100 %) ↔ margin 0.5 (50 %). */
export function marginFromMarkup(markup: number): number {
  return markup / (1 + markup);
}

/** markup = margin ÷ (1 − margin). */
export function markupFromMargin(margin: number): number | null {
  return margin >= 1 ? null : margin / (1 - margin);
}

/**
 * Sell-through % = units sold ÷ (units sold + units on hand): the share of the stock available in
 * the period that sold, 0–100 %. The one figure named "sell-through" on every screen.
 */
export function sellThrough(unitsSold: number, onHand: number): number | null {
  const base = unitsSold + Math.max(0, onHand);
  return base <= 0 ? null : unitsSold / base;
}

/**
 * Sold ÷ received = units sold ÷ units received in the period. Where no stock figure exists (store
 * and group dashboards); above 100 % when older stock sells, so it is never called sell-through.
 */
export function soldToReceived(unitsSold: number, unitsReceived: number): number | null {
  return unitsReceived <= 0 ? null : unitsSold / unitsReceived;
}

/**
 * Weeks of supply = on hand ÷ average weekly units over the last 4 weeks. `weeklyUnits` are the
 * units of the last four complete weeks (fewer weeks are averaged over four: a new item that sold
 * for one week is not extrapolated). No sales → null (infinite supply).
 */
export function weeksOfSupply(onHand: number, weeklyUnits: number[]): number | null {
  const last4 = weeklyUnits.slice(-4);
  const avg = last4.reduce((a, b) => a + b, 0) / 4;
  return avg <= 0 ? null : Math.max(0, onHand) / avg;
}

/**
 * GMROI = gross margin $ ÷ average inventory at cost, where the average inventory is the mean of
 * the inventory-at-cost snapshots of the period (e.g. each month end plus the opening). Healthy: 3–4
 * for a year.
 */
export function gmroi(grossMarginCents: number, inventoryAtCostSnapshots: number[]): number | null {
  if (inventoryAtCostSnapshots.length === 0) return null;
  const avg = inventoryAtCostSnapshots.reduce((a, b) => a + b, 0) /
    inventoryAtCostSnapshots.length;
  return avg <= 0 ? null : grossMarginCents / avg;
}

/**
 * Average basket = sales ÷ transactions (every ticket). The customer dashboard's spend ÷ visits of
 * identified customers is the same division over another population: it is labelled "average
 * spend per visit", never "average basket".
 */
export function averageBasket(salesCents: number, transactions: number): number | null {
  return transactions <= 0 ? null : salesCents / transactions;
}

/** Change vs last year = (this − last) ÷ last. */
export function changePct(current: number, lastYear: number): number | null {
  return lastYear === 0 ? null : (current - lastYear) / lastYear;
}

/**
 * Repeat rate = customers with 2+ visits in the period ÷ customers of the period. Not the share of
 * "existing" customers (first seen before the period): a new customer who came twice repeats.
 */
export function repeatRate(repeatCustomers: number, customers: number): number | null {
  return customers <= 0 ? null : repeatCustomers / customers;
}

/**
 * Quartiles by linear interpolation between closest ranks (the "type 7" method of R and Excel's
 * QUARTILE.INC): q1, median, q3. Null for an empty list.
 */
export function quartiles(values: number[]): { q1: number; median: number; q3: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    const h = (sorted.length - 1) * p;
    const lo = Math.floor(h);
    const hi = Math.ceil(h);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
  };
  return { q1: at(0.25), median: at(0.5), q3: at(0.75) };
}
