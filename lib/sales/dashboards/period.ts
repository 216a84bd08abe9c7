// The dashboards' periods: the default (last four complete weeks), ?start=&end= validated, months.
import { z } from "zod";
import { type QueryProblem, readQuery } from "../../http/errors.ts";
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

const IsoDate = z.string().refine(isIsoDate, "dashboards.errors.bad_date");

/**
 * ?start=&end= (inclusive): both or neither, start on or before end, at most MAX_PERIOD_DAYS.
 * A pair that breaks a rule is blamed on both its dates, so readQuery sets both aside.
 */
const PeriodQuery = z.object({ start: IsoDate.optional(), end: IsoDate.optional() })
  .superRefine(({ start, end }, ctx) => {
    const blame = (message: string) => {
      if (start) ctx.addIssue({ code: "custom", path: ["start"], message });
      if (end) ctx.addIssue({ code: "custom", path: ["end"], message });
    };
    if (!start !== !end) blame("dashboards.errors.bad_period");
    else if (start && end && start > end) blame("dashboards.errors.bad_period");
    else if (start && end && daysInclusive({ start, end }) > MAX_PERIOD_DAYS) {
      blame("dashboards.errors.period_too_long");
    }
  });

/**
 * The period from ?start=&end= (inclusive); null when absent or unusable. A value that cannot be
 * used is not an error page: it comes back as a problem the page shows at its period filter
 * (components/QueryNotice.tsx), with the default period shown.
 */
export function periodFromQuery(url: URL): { period: Period | null; problems: QueryProblem[] } {
  const only = new URL(url);
  only.search = "";
  for (const name of ["start", "end"]) {
    const value = url.searchParams.get(name);
    if (value) only.searchParams.set(name, value); // empty is absent, as the form sends nothing
  }
  const { data, problems } = readQuery(only, PeriodQuery);
  return { period: data.start && data.end ? { start: data.start, end: data.end } : null, problems };
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
