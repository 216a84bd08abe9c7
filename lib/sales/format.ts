// The sales pages' formatting, in one place: delegates to the portal's locale helpers
// (lib/i18n/format.ts: CAD per locale, percent with 1 decimal, America/Toronto dates). Money in
// the sales model is in cents.
import type { Locale } from "../i18n/locales.ts";
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
} from "../i18n/format.ts";

export interface Fmt {
  money(cents: number | null, decimals?: number): string;
  count(value: number | null, decimals?: number): string;
  pct(ratio: number | null): string;
  /** A change in percentage points (margin vs LY). */
  points(delta: number | null): string;
  signedPct(ratio: number | null): string;
  /** A calendar day "YYYY-MM-DD" as a date (never shifted by time zones). */
  date(day: string): string;
  /** An instant (ISO timestamp) as date and time in Toronto. */
  dateTime(iso: string): string;
}

const DASH = "—";

export function fmtFor(locale: Locale): Fmt {
  const sign = (v: number) => (v > 0 ? "+" : v < 0 ? "−" : "");
  return {
    // Rounded to what is shown first (half away from zero, as Intl does), so an amount that
    // rounds to nothing reads 0, never "-$0".
    money: (cents, decimals = 0) => {
      if (cents === null) return DASH;
      const scaled = cents / 10 ** (2 - decimals);
      const shown = Math.sign(scaled) * Math.round(Math.abs(scaled)) / 10 ** decimals;
      return formatCurrency(shown || 0, locale, { decimals });
    },
    count: (value, decimals = 0) => value === null ? DASH : formatNumber(value, locale, decimals),
    pct: (ratio) => ratio === null ? DASH : formatPercent(ratio, locale),
    signedPct: (ratio) =>
      ratio === null ? DASH : sign(ratio) + formatPercent(Math.abs(ratio), locale),
    points: (delta) =>
      delta === null
        ? DASH
        : `${sign(delta)}${formatNumber(Math.abs(delta) * 100, locale, 1)}${
          locale === "fr-CA" ? "\u00a0pts" : " pts"
        }`,
    // noon UTC is the same calendar day in Toronto
    date: (day) => formatDate(`${day}T12:00:00Z`, locale),
    dateTime: (iso) => formatDateTime(iso, locale),
  };
}
