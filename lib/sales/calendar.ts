// Dates of the sales model. Every date is a plain calendar day "YYYY-MM-DD" (the store's business
// day, America/Toronto); arithmetic is done on UTC midnights so no time zone or DST can shift a day.
//
// Grains of the rollups: day ("2026-03-14"), week (Sunday-start retail week, keyed by its Sunday)
// and month ("2026-03", calendar month). Periods are INCLUSIVE at both ends: start..end.
//
// The retail (NRF 4-5-4) fiscal year ends on the Saturday nearest January 31; it has 52 weeks, or 53
// every five or six years (FY2023: 2023-01-29 .. 2024-02-03). "Last year" for a period is the same
// fiscal weeks and weekdays of the previous fiscal year, so Saturdays compare with Saturdays.

export type IsoDate = string;
export interface Period {
  /** First day, inclusive. */
  start: IsoDate;
  /** Last day, inclusive. */
  end: IsoDate;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(value + "T00:00:00Z");
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function toDay(date: IsoDate): number {
  return Math.floor(Date.parse(date + "T00:00:00Z") / DAY_MS);
}

export function fromDay(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDay(toDay(date) + days);
}

/** Days from a to b inclusive (1 when a === b). */
export function daysInclusive(period: Period): number {
  return toDay(period.end) - toDay(period.start) + 1;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(date + "T00:00:00Z").getUTCDay();
}

/** The Sunday that starts the retail week of a date: the week rollup key. */
export function weekOf(date: IsoDate): IsoDate {
  return addDays(date, -weekday(date));
}

export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

export function lastDayOfMonth(month: string): IsoDate {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Today's date in America/Toronto. */
const TORONTO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function todayInToronto(now = new Date()): IsoDate {
  return TORONTO_DAY.format(now);
}

// ---------------------------------------------------------------------------------------------
// Retail fiscal calendar (NRF 4-5-4)

/** Last day (a Saturday) of fiscal year `fy`: the Saturday nearest January 31 of fy + 1. */
export function fiscalYearEnd(fy: number): IsoDate {
  const jan31 = `${fy + 1}-01-31`;
  const wd = weekday(jan31); // distance to the previous Saturday is (wd + 1) % 7
  const back = (wd + 1) % 7;
  return back <= 3 ? addDays(jan31, -back) : addDays(jan31, 7 - back);
}

export function fiscalYearStart(fy: number): IsoDate {
  return addDays(fiscalYearEnd(fy - 1), 1);
}

export function weeksInFiscalYear(fy: number): 52 | 53 {
  return (toDay(fiscalYearEnd(fy)) - toDay(fiscalYearStart(fy)) + 1) / 7 === 53 ? 53 : 52;
}

export function fiscalYearOf(date: IsoDate): number {
  const y = Number(date.slice(0, 4));
  return date < fiscalYearStart(y) ? y - 1 : y;
}

/** Fiscal week (1-based) and weekday of a date. */
export function fiscalWeek(date: IsoDate): { fy: number; week: number; day: number } {
  const fy = fiscalYearOf(date);
  const offset = toDay(date) - toDay(fiscalYearStart(fy));
  return { fy, week: Math.floor(offset / 7) + 1, day: offset % 7 };
}

/**
 * The comparable day last year: same fiscal week number and weekday of the previous fiscal year.
 * That is 364 days back, or 371 when the previous year had 53 weeks. Week 53 has no comparable
 * week: null.
 */
export function comparableDay(date: IsoDate): IsoDate | null {
  const { fy, week, day } = fiscalWeek(date);
  if (week === 53) return null;
  return addDays(fiscalYearStart(fy - 1), (week - 1) * 7 + day);
}

/**
 * Last year's comparable period. Week 53 has no comparable week: a start in week 53 moves to the
 * counterpart of the next fiscal year's first day, an end in week 53 is clipped to the last day of
 * the previous fiscal year, so week 53 adds nothing (a period made only of week 53 gives an empty
 * range, start > end).
 */
export function lastYearPeriod(period: Period): Period {
  const start = comparableDay(period.start) ??
    fiscalYearStart(fiscalWeek(period.start).fy);
  const end = comparableDay(period.end) ?? fiscalYearEnd(fiscalWeek(period.end).fy - 1);
  return { start, end };
}

export function isEmptyPeriod(period: Period): boolean {
  return period.start > period.end;
}

/** Every date of a period, in order. */
export function eachDay(period: Period): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = toDay(period.start); d <= toDay(period.end); d++) out.push(fromDay(d));
  return out;
}

export type Grain = "d" | "w" | "m";

/** A run of consecutive rollup periods of one grain (day dates, week Sundays or months). */
export interface Segment {
  grain: Grain;
  keys: string[];
}

/**
 * Splits a period into the fewest rollup reads: whole calendar months inside it, then whole
 * Sunday-start weeks inside what is left, then single days. Returns runs of consecutive keys of one
 * grain, so each run is one contiguous KV range read.
 */
export function decompose(period: Period): Segment[] {
  const segments: Segment[] = [];
  const push = (grain: Grain, key: string) => {
    const last = segments[segments.length - 1];
    if (last && last.grain === grain) last.keys.push(key);
    else segments.push({ grain, keys: [key] });
  };
  let d = period.start;
  while (d <= period.end) {
    const month = monthOf(d);
    const monthEnd = lastDayOfMonth(month);
    const weekEnd = addDays(d, 6);
    if (d === `${month}-01` && monthEnd <= period.end) {
      push("m", month);
      d = addDays(monthEnd, 1);
    } else if (
      weekday(d) === 0 && weekEnd <= period.end &&
      // never eat into a following month that the period covers whole
      (monthOf(weekEnd) === month || lastDayOfMonth(monthOf(weekEnd)) > period.end)
    ) {
      push("w", d);
      d = addDays(d, 7);
    } else {
      push("d", d);
      d = addDays(d, 1);
    }
  }
  return segments;
}

/** The Sunday-start weeks overlapping a period (for the weekly trend). */
export function weeksOf(period: Period): IsoDate[] {
  const out: IsoDate[] = [];
  for (let w = weekOf(period.start); w <= period.end; w = addDays(w, 7)) out.push(w);
  return out;
}
