// Price checks (pure), as retail price management runs them before a change is approved:
//   below_cost      a regular or sale price under the item's unit cost;
//   raises_price    a "markdown" (sale price) that is not below the regular price;
//   overlap         two sales events pricing one item for a common store on a common day;
//   lead_time       a dated change starting sooner than LEAD_DAYS from today (stores need time
//                   to print and hang signs).
// Prices are integer cents.

export const LEAD_DAYS = 3;

export type CheckCode = "below_cost" | "raises_price" | "overlap" | "lead_time";

export interface PriceIssue {
  code: CheckCode;
  item_number: string;
  /** The other event of an overlap. */
  other?: string;
}

export interface EventSpan {
  id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  /** Empty: every store. */
  stores: number[];
  items: { item_number: string; sale_cents: number }[];
}

export interface ItemPrices {
  item_number: string;
  cost_cents: number;
  regular_cents: number;
}

/** Checks of one proposed price against cost and (for a sale) the regular price. */
export function checkPrice(
  item: ItemPrices,
  price_cents: number,
  kind: "regular" | "sale",
): PriceIssue[] {
  const issues: PriceIssue[] = [];
  if (price_cents < item.cost_cents) {
    issues.push({ code: "below_cost", item_number: item.item_number });
  }
  if (kind === "sale" && price_cents >= item.regular_cents) {
    issues.push({ code: "raises_price", item_number: item.item_number });
  }
  return issues;
}

/** Whether two date ranges (YYYY-MM-DD, inclusive) share a day. */
export function datesOverlap(a: [string, string], b: [string, string]): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}

/** Whether two store lists share a store (an empty list is every store). */
export function storesOverlap(a: number[], b: number[]): boolean {
  return a.length === 0 || b.length === 0 || a.some((s) => b.includes(s));
}

/** Items of `event` also priced by another event for a common store on a common day. */
export function overlaps(event: EventSpan, others: EventSpan[]): PriceIssue[] {
  const issues: PriceIssue[] = [];
  for (const other of others) {
    if (other.id === event.id) continue;
    if (!datesOverlap([event.starts_on, event.ends_on], [other.starts_on, other.ends_on])) continue;
    if (!storesOverlap(event.stores, other.stores)) continue;
    const theirs = new Set(other.items.map((i) => i.item_number));
    for (const item of event.items) {
      if (theirs.has(item.item_number)) {
        issues.push({ code: "overlap", item_number: item.item_number, other: other.name });
      }
    }
  }
  return issues;
}

/** Every check of a sales event: prices against cost and regular, and overlaps with others. */
export function checkEvent(
  event: EventSpan,
  others: EventSpan[],
  prices: Map<string, ItemPrices>,
): PriceIssue[] {
  const issues: PriceIssue[] = [];
  for (const line of event.items) {
    const item = prices.get(line.item_number);
    if (item) issues.push(...checkPrice(item, line.sale_cents, "sale"));
  }
  return [...issues, ...overlaps(event, others)];
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 864e5);
}

/** The lead-time check of a dated change. */
export function checkLeadTime(item_number: string, starts_on: string, today: string): PriceIssue[] {
  return daysUntil(today, starts_on) < LEAD_DAYS ? [{ code: "lead_time", item_number }] : [];
}

/** The sale price in force for an item at a store on a day: the highest-priority event wins. */
export function salePriceOn(
  events: (EventSpan & { priority: number })[],
  item_number: string,
  store: number | null,
  day: string,
): { cents: number; event: string } | null {
  let best: { cents: number; event: string; priority: number } | null = null;
  for (const e of events) {
    if (day < e.starts_on || day > e.ends_on) continue;
    if (store !== null && e.stores.length > 0 && !e.stores.includes(store)) continue;
    const line = e.items.find((i) => i.item_number === item_number);
    if (!line) continue;
    if (!best || e.priority > best.priority) {
      best = { cents: line.sale_cents, event: e.name, priority: e.priority };
    }
  }
  return best && { cents: best.cents, event: best.event };
}
