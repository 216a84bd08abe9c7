// The analytics of one store next to the anonymised group median, and every store's scorecard
// (head office), over the last N weeks of orders received.
import type { FulfillmentOrder } from "../fulfillment/schema.ts";
import { z } from "zod";
import { DEFAULT_PERIOD_WEEKS } from "../sales/dashboards/period.ts";
import { type QueryProblem, readQuery as readPageQuery } from "../http/errors.ts";
import { orderFacts } from "./events.ts";
import {
  groupMedian,
  inPeriod,
  lastWeeks,
  type Metric,
  METRICS,
  type Scorecard,
  scorecard,
  type TrendPoint,
  weeklyTrend,
} from "./metrics.ts";

export const AnalyticsQuery = z.object({
  // The portal's one default period (lib/sales/dashboards/period.ts).
  weeks: z.coerce.number().pipe(z.union([z.literal(4), z.literal(8), z.literal(13)]))
    .default(DEFAULT_PERIOD_WEEKS),
  metric: z.enum(METRICS).default("late_ship_rate"),
});
/** The page's choices, and the values of the address it could not use (shown at the form). */
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery> & { problems: QueryProblem[] };

export function readQuery(url: URL): AnalyticsQuery {
  const { data, problems } = readPageQuery(url, AnalyticsQuery);
  return { ...data, problems };
}

/** Facts, per-store scorecards and the group median of the last `weekCount` weeks. */
export function groupFigures(orders: FulfillmentOrder[], at: Date, weekCount: number) {
  const weeks = lastWeeks(at, weekCount);
  const facts = inPeriod(orders.map((o) => orderFacts(o, at)), weeks[0], "9999-12-31");
  const stores = [...new Set(facts.map((f) => f.store).filter((s): s is number => s !== null))]
    .sort((a, b) => a - b);
  const cards = new Map(stores.map((s) => [s, scorecard(facts, s)]));
  return { weeks, facts, stores, cards, median: groupMedian([...cards.values()]) };
}

export interface StoreAnalytics {
  card: Scorecard;
  median: Scorecard;
  trend: TrendPoint[];
  storeCount: number;
}

/** One store's figures, the group median and the weekly trend of one metric. */
export function storeAnalytics(
  orders: FulfillmentOrder[],
  at: Date,
  store: number,
  q: { weeks: number; metric: Metric },
): StoreAnalytics {
  const g = groupFigures(orders, at, q.weeks);
  return {
    card: g.cards.get(store) ?? scorecard([], store),
    median: g.median,
    trend: weeklyTrend(g.facts, store, g.stores, g.weeks, q.metric),
    storeCount: g.stores.length,
  };
}
