// Fulfillment scorecards (pure): acceptance time (median, p90), late-ship, cancel, valid-tracking and
// on-time rates and volume for one store, from the same order facts the penalties use
// (events.ts); the group median of the stores' figures; the weekly trend.
import { torontoDateString } from "../i18n/format.ts";
import type { OrderFacts } from "./events.ts";

export const METRICS = [
  "acceptance_median",
  "acceptance_p90",
  "late_ship_rate",
  "cancel_rate",
  "valid_tracking",
  "on_time",
  "volume",
] as const;
export type Metric = typeof METRICS[number];

/** The targets: a rate below `max` or above `min` meets it. */
export const TARGETS: Partial<Record<Metric, { max?: number; min?: number }>> = {
  late_ship_rate: { max: 0.04 },
  cancel_rate: { max: 0.025 },
  valid_tracking: { min: 0.95 },
  on_time: { min: 0.90 },
};

export type Scorecard = Record<Metric, number | null>;

/** The median (mean of the two middle values for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The nearest-rank percentile (p90 of 10 values is the 9th smallest); null when empty. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(p / 100 * s.length) - 1)];
}

function rate(facts: OrderFacts[], pick: (f: OrderFacts) => boolean | null): number | null {
  const known = facts.map(pick).filter((v): v is boolean => v !== null);
  return known.length ? known.filter(Boolean).length / known.length : null;
}

/** One store's scorecard over the facts of the orders it accepted. */
export function scorecard(facts: OrderFacts[], store: number): Scorecard {
  const mine = facts.filter((f) => f.sla && f.store === store);
  const minutes = mine.map((f) => f.acceptance_minutes).filter((m): m is number => m !== null);
  return {
    acceptance_median: median(minutes),
    acceptance_p90: percentile(minutes, 90),
    late_ship_rate: rate(mine, (f) => f.late_ship),
    cancel_rate: mine.length
      ? mine.filter((f) => f.cancelled_after_accept_at).length / mine.length
      : null,
    valid_tracking: rate(mine, (f) => f.tracking_valid),
    on_time: rate(mine, (f) => f.on_time),
    volume: mine.length,
  };
}

/** Per metric, the median of the stores' figures (stores without a figure left out). */
export function groupMedian(cards: Scorecard[]): Scorecard {
  return Object.fromEntries(
    METRICS.map((m) => [m, median(cards.map((c) => c[m]).filter((v): v is number => v !== null))]),
  ) as Scorecard;
}

export function meetsTarget(metric: Metric, value: number | null): boolean | null {
  const target = TARGETS[metric];
  if (!target || value === null) return null;
  return target.max !== undefined ? value < target.max : value > target.min!;
}

/** The Monday (Toronto date) of the week of an instant. */
export function weekOf(iso: string): string {
  const day = torontoDateString(iso);
  const d = new Date(`${day}T12:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** The last `count` Mondays up to the week of `at`, oldest first. */
export function lastWeeks(at: Date, count: number): string[] {
  const monday = Date.parse(`${weekOf(at.toISOString())}T12:00:00Z`);
  return Array.from(
    { length: count },
    (_, i) => new Date(monday - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Facts of orders received in [start, end] (Toronto dates, inclusive). */
export function inPeriod(facts: OrderFacts[], start: string, end: string): OrderFacts[] {
  return facts.filter((f) => {
    const d = torontoDateString(f.received_at);
    return d >= start && d <= end;
  });
}

export interface TrendPoint {
  week: string;
  store: number | null;
  group: number | null;
}

/** A metric week by week for a store and the group median of all `stores`. */
export function weeklyTrend(
  facts: OrderFacts[],
  store: number,
  stores: number[],
  weeks: string[],
  metric: Metric,
): TrendPoint[] {
  const byWeek = new Map<string, OrderFacts[]>();
  for (const f of facts) {
    const w = weekOf(f.received_at);
    byWeek.set(w, [...byWeek.get(w) ?? [], f]);
  }
  return weeks.map((week) => {
    const these = byWeek.get(week) ?? [];
    const cards = stores.map((s) => scorecard(these, s)).filter((c) => (c.volume ?? 0) > 0);
    return {
      week,
      store: scorecard(these, store)[metric],
      group: groupMedian(cards)[metric],
    };
  });
}
