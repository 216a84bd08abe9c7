// The dashboards' periods: the default (last four complete weeks), ?start=&end= validated, months.
import { HttpError } from "../../http/errors.ts";
import {
  addDays,
  daysInclusive,
  isIsoDate,
  type Period,
  todayInToronto,
  weekday,
} from "../calendar.ts";

export const MAX_PERIOD_DAYS = 731;

/**
 * THE default period of the portal's figures (sales dashboards, the report builder, fulfillment
 * analytics): the last four complete weeks. Pages that count in weeks use the count; pages that
 * take dates use defaultPeriod().
 */
export const DEFAULT_PERIOD_WEEKS = 4;

/** Yesterday in Toronto: the last day with complete data. */
export function lastCompleteDay(now = new Date()): string {
  return addDays(todayInToronto(now), -1);
}

/** The default period: the last DEFAULT_PERIOD_WEEKS complete Sunday–Saturday weeks. */
export function defaultPeriod(now = new Date()): Period {
  const last = lastCompleteDay(now);
  const end = addDays(last, -((weekday(last) + 1) % 7)); // the last Saturday on or before
  return { start: addDays(end, -(DEFAULT_PERIOD_WEEKS * 7 - 1)), end };
}

/** The period from ?start=&end= (inclusive), validated; null when absent. */
export function periodFromQuery(url: URL): Period | null {
  const start = url.searchParams.get("start");
  const end = url.searchParams.get("end");
  if (!start && !end) return null;
  if (!start || !end || !isIsoDate(start) || !isIsoDate(end) || start > end) {
    throw new HttpError(400, "dashboards.errors.bad_period");
  }
  if (daysInclusive({ start, end }) > MAX_PERIOD_DAYS) {
    throw new HttpError(400, "dashboards.errors.period_too_long");
  }
  return { start, end };
}

export function monthsOfPeriod(period: Period): string[] {
  const out: string[] = [];
  for (let m = period.start.slice(0, 7); m <= period.end.slice(0, 7);) {
    out.push(m);
    const [y, mo] = m.split("-").map(Number);
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
  }
  return out;
}
