// Formatting and business constants used everywhere instead of ad-hoc code (spec section 9):
// CAD currency, percentages (1 decimal by default), numbers, dates and times in America/Toronto,
// unit conversions and safe file names.
//
// Spaces: Intl writes fr-CA group separators and the space before "$" / "%" as U+00A0 (NO-BREAK
// SPACE) in some engines and U+202F (NARROW NO-BREAK SPACE) in others. Every formatter here
// normalises both to U+00A0, so output is the same on every engine and never wraps inside an
// amount: fr-CA "1 234,56 $" is "1\u00a0234,56\u00a0$"; en-US "$1,234.56". Times likewise:
// "11:30\u00a0PM", "23\u00a0h\u00a030"; other spaces in dates ("Jun 30, 2026") stay plain.
import type { Locale } from "./locales.ts";

export const CURRENCY = "CAD";
export const TIME_ZONE = "America/Toronto";
export const CM_PER_INCH = 2.54;
export const LB_PER_KG = 2.20462;
export const PERCENT_DECIMALS = 1;
/** U+00A0, the only space the formatters emit inside a formatted value. */
export const NBSP = "\u00a0";

const SPACES = /[\u202f\u00a0\u2009]/g;
export function normaliseSpaces(text: string): string {
  return text.replace(SPACES, NBSP);
}
/** Dates: as normaliseSpaces; times always as "11:30\u00a0PM" and "23\u00a0h\u00a030". */
function normaliseDate(text: string): string {
  return normaliseSpaces(text)
    .replace(/(\d) ([AP]M)\b/g, `$1${NBSP}$2`)
    .replace(/(\d) h (\d)/g, `$1${NBSP}h${NBSP}$2`);
}

// Formatters are made once per kind, locale and precision, under a short name the caller gives
// (no per-call JSON of the options). Number formatters also remember what they wrote: a cached
// dashboard shows the same few hundred figures on every request, and Intl formatting was a
// tenth of such a page's server time. Each memory is bounded (emptied when full).
const MEMO_LIMIT = 4096;
type NumberText = (value: number) => string;
const numberFormats = new Map<string, NumberText>();
function numberFormat(
  id: string,
  locale: Locale,
  options: () => Intl.NumberFormatOptions,
): NumberText {
  let text = numberFormats.get(id);
  if (!text) {
    const format = new Intl.NumberFormat(locale, options());
    const memo = new Map<number, string>();
    text = (value) => {
      let out = memo.get(value);
      if (out === undefined) {
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(value, out = normaliseSpaces(format.format(value)));
      }
      return out;
    };
    numberFormats.set(id, text);
  }
  return text;
}
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(
  id: string,
  locale: Locale,
  options: () => Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = dateFormats.get(id);
  if (!format) dateFormats.set(id, format = new Intl.DateTimeFormat(locale, options()));
  return format;
}

/** CAD: en-US "$1,234.56", fr-CA "1 234,56 $" (the symbol is "$", never "CA$"). */
export function formatCurrency(
  value: number,
  locale: Locale,
  options: { decimals?: number } = {},
): string {
  const decimals = options.decimals ?? 2;
  return numberFormat(`currency|${locale}|${decimals}`, locale, () => ({
    style: "currency",
    currency: CURRENCY,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }))(value);
}

/** A ratio as a percentage: 0.1234 → en-US "12.3%", fr-CA "12,3 %". */
export function formatPercent(
  ratio: number,
  locale: Locale,
  decimals = PERCENT_DECIMALS,
): string {
  return numberFormat(`percent|${locale}|${decimals}`, locale, () => ({
    style: "percent",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }))(ratio);
}

/** A number with grouping: en-US "1,234.5", fr-CA "1 234,5"; decimals fixed when given. */
export function formatNumber(value: number, locale: Locale, decimals?: number): string {
  return numberFormat(
    `number|${locale}|${decimals ?? ""}`,
    locale,
    () =>
      decimals === undefined
        ? { maximumFractionDigits: 3 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  )(value);
}

type DateInput = Date | string | number;
/** A calendar day without a time ("2026-12-31"): a day, not an instant in any zone. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isDateOnly(value: DateInput): value is string {
  return typeof value === "string" && DATE_ONLY.test(value);
}
function toDate(value: DateInput): Date {
  // A bare day given where an instant is needed is that day's Toronto midnight, never UTC's
  // (new Date("2026-12-31") is Dec 30 in Toronto).
  const date = isDateOnly(value)
    ? fromToronto(value)
    : value instanceof Date
    ? value
    : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}
/** The day of a date-only value, formatted in UTC so no zone can move it. */
function calendarDay(value: string, id: string, locale: Locale): string {
  const [, y, m, d] = DATE_ONLY.exec(value)!;
  const day = new Date(Date.UTC(+y, +m - 1, +d));
  if (day.getUTCMonth() !== +m - 1 || day.getUTCDate() !== +d) {
    throw new RangeError(`Invalid date: ${value}`);
  }
  return normaliseDate(
    dateFormat(`${id}|${locale}`, locale, () => ({ dateStyle: "medium", timeZone: "UTC" }))
      .format(day),
  );
}

/**
 * A date: en-US "Mar 8, 2026", fr-CA "8 mars 2026". An instant is shown as its Toronto day; a
 * date-only "YYYY-MM-DD" is shown as that very day.
 */
export function formatDate(value: DateInput, locale: Locale): string {
  return remembered(
    dateMemo[locale],
    value,
    () =>
      isDateOnly(value) ? calendarDay(value, "day", locale) : normaliseDate(
        dateFormat(`date|${locale}`, locale, () => ({ dateStyle: "medium", timeZone: TIME_ZONE }))
          .format(toDate(value)),
      ),
  );
}

/**
 * A value's text from `memo`, else `format()`'s, remembered: tables and logs print the same days
 * and instants again and again. A day given as text is known by it, an instant by its epoch ms.
 */
function remembered(memo: Map<string, string>, value: DateInput, format: () => string): string {
  const id = typeof value === "string"
    ? value
    : `@${value instanceof Date ? value.getTime() : value}`;
  let text = memo.get(id);
  if (text === undefined) {
    text = format();
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(id, text);
  }
  return text;
}
const dateMemo: Record<Locale, Map<string, string>> = { "en-US": new Map(), "fr-CA": new Map() };

/** A time in Toronto: en-US "3:00 AM", fr-CA "03 h 00" (a date-only value: its Toronto midnight). */
export function formatTime(value: DateInput, locale: Locale): string {
  return normaliseDate(
    dateFormat(`time|${locale}`, locale, () => ({ timeStyle: "short", timeZone: TIME_ZONE }))
      .format(toDate(value)),
  );
}

/**
 * Date and time in Toronto: en-US "Mar 8, 2026, 3:00 AM", fr-CA "8 mars 2026, 03 h 00". A
 * date-only value has no time: it is shown as its day.
 */
export function formatDateTime(value: DateInput, locale: Locale): string {
  if (isDateOnly(value)) return calendarDay(value, "day", locale);
  return remembered(dateTimeMemo[locale], value, () =>
    normaliseDate(
      dateFormat(`datetime|${locale}`, locale, () => ({
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: TIME_ZONE,
      })).format(toDate(value)),
    ));
}
const dateTimeMemo: Record<Locale, Map<string, string>> = {
  "en-US": new Map(),
  "fr-CA": new Map(),
};

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC (EST −300, EDT −240). */
  offsetMinutes: number;
}

/** The wall-clock fields of an instant in America/Toronto, with its UTC offset. */
export function torontoParts(value: DateInput): ZonedParts {
  const date = toDate(value);
  const parts = Object.fromEntries(
    dateFormat("parts|toronto", "en-US", () => ({
      timeZone: TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })).formatToParts(date).map((p) => [p.type, p.value]),
  );
  const fields = {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
  const asUtc = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  );
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return { ...fields, offsetMinutes: Math.round((asUtc - wholeSeconds) / 60000) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The Toronto calendar date of an instant as "YYYY-MM-DD" (the portal's date-input format). */
export function torontoDateString(value: DateInput): string {
  const p = torontoParts(value);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The instant of a Toronto wall-clock time ("YYYY-MM-DD", "HH:MM"; midnight by default). A time
 * skipped by the spring-forward change is read with standard time (02:30 → 03:30 EDT); an
 * ambiguous fall-back time resolves to its first (daylight) occurrence.
 */
export function fromToronto(date: string, time = "00:00"): Date {
  // Tables convert the same days again and again, and each conversion costs up to four Intl
  // formatToParts calls: the instant of a date and time is remembered (bounded).
  const id = `${date} ${time}`;
  const known = torontoMemo.get(id);
  if (known !== undefined) return new Date(known);
  const instant = torontoInstant(date, time);
  if (torontoMemo.size >= MEMO_LIMIT) torontoMemo.clear();
  torontoMemo.set(id, instant.getTime());
  return instant;
}
const torontoMemo = new Map<string, number>();

function torontoInstant(date: string, time: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) throw new RangeError(`Invalid Toronto date/time: ${date} ${time}`);
  const wall = Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2], +(t[3] ?? 0));
  // Try the offsets in effect a day before and after; keep the first that maps back to `wall`.
  const candidates = [
    torontoParts(wall - 86400000).offsetMinutes,
    torontoParts(wall + 86400000).offsetMinutes,
  ].sort((a, b) => b - a);
  for (const offset of candidates) {
    const instant = wall - offset * 60000;
    if (torontoParts(instant).offsetMinutes === offset) return new Date(instant);
  }
  // Skipped hour (spring forward): interpret with the standard offset, landing after the jump.
  return new Date(wall - Math.min(...candidates) * 60000);
}

/** Date inputs: an ISO value cut at "T" (spec section 5), e.g. "2026-03-08T05:00:00Z" → date. */
export function dateInputValue(iso: string | null | undefined): string {
  return iso ? iso.split("T")[0] : "";
}

export const cmToInches = (cm: number) => cm / CM_PER_INCH;
export const inchesToCm = (inches: number) => inches * CM_PER_INCH;
export const kgToLb = (kg: number) => kg * LB_PER_KG;
export const lbToKg = (lb: number) => lb / LB_PER_KG;

/** A file name with \ / : * ? " < > | replaced by "_" (spec section 9). */
export function safeFilename(name: string): string {
  return name.replace(/[\\/:*?"<>|]/g, "_");
}
