// Seasons of the open-to-buy plan: six fiscal months of the NRF 4-5-4 calendar. Spring ("2026-S1")
// is fiscal months 1–6 of FY2026 (February–July), fall ("2026-S2") months 7–12 (August–January).
// Month keys are the ledger's ("2026-M03", lib/orders/on_order.ts) so on order joins directly.
import { fiscalMonth, fiscalMonthKey, fiscalMonthPeriod } from "../orders/on_order.ts";
import { daysInclusive, type IsoDate } from "../sales/calendar.ts";

export const SEASON_PATTERN = /^(\d{4})-S([12])$/;
export const MONTHS_PER_SEASON = 6;

export interface SeasonMonth {
  /** "2026-M03" */
  key: string;
  fy: number;
  /** 1 … 12 */
  month: number;
  start: IsoDate;
  end: IsoDate;
  /** 4 or 5 (month 12 of a 53-week year: 5). */
  weeks: number;
}

export function isSeasonId(id: string): boolean {
  return SEASON_PATTERN.test(id);
}

/** The fiscal month after (fy, month). */
export function nextFiscalMonth(fy: number, month: number): { fy: number; month: number } {
  return month === 12 ? { fy: fy + 1, month: 1 } : { fy, month: month + 1 };
}

export function seasonMonth(fy: number, month: number): SeasonMonth {
  const { start, end } = fiscalMonthPeriod(fy, month);
  return {
    key: fiscalMonthKey(fy, month),
    fy,
    month,
    start,
    end,
    weeks: daysInclusive({ start, end }) / 7,
  };
}

/** The six months of a season, in order. */
export function seasonMonths(season: string): SeasonMonth[] {
  const m = SEASON_PATTERN.exec(season);
  if (!m) throw new Error(`Not a season: ${season}`);
  const fy = Number(m[1]);
  const first = m[2] === "1" ? 1 : 7;
  return Array.from({ length: MONTHS_PER_SEASON }, (_, i) => seasonMonth(fy, first + i));
}

/** The month following a season's last month (its EOM is planned from it). */
export function monthAfterSeason(season: string): SeasonMonth {
  const last = seasonMonths(season)[MONTHS_PER_SEASON - 1];
  const next = nextFiscalMonth(last.fy, last.month);
  return seasonMonth(next.fy, next.month);
}

/** The season of a day. */
export function seasonOf(date: IsoDate): string {
  const { fy, month } = fiscalMonth(date);
  return `${fy}-S${month <= 6 ? 1 : 2}`;
}

/** The same season one year earlier ("2026-S1" → "2025-S1"). */
export function lastYearSeason(season: string): string {
  const m = SEASON_PATTERN.exec(season);
  if (!m) throw new Error(`Not a season: ${season}`);
  return `${Number(m[1]) - 1}-S${m[2]}`;
}

/** The season after ("2026-S2" → "2027-S1"). */
export function nextSeason(season: string): string {
  const m = SEASON_PATTERN.exec(season)!;
  return m[2] === "1" ? `${m[1]}-S2` : `${Number(m[1]) + 1}-S1`;
}

/** Every fiscal month from `first` up to the one holding `until`, in order. */
export function monthsUntil(first: SeasonMonth, until: IsoDate): SeasonMonth[] {
  const out: SeasonMonth[] = [];
  for (
    let m = first;
    m.start <= until;
    m = seasonMonth(nextFiscalMonth(m.fy, m.month).fy, nextFiscalMonth(m.fy, m.month).month)
  ) {
    out.push(m);
  }
  return out;
}

/** The season before ("2026-S1" → "2025-S2"). */
export function previousSeason(season: string): string {
  const m = SEASON_PATTERN.exec(season)!;
  return m[2] === "2" ? `${m[1]}-S1` : `${Number(m[1]) - 1}-S2`;
}
