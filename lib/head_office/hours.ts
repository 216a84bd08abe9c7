// Opening hours of a store (pure): a day is "closed", "" (not given) or one or more ranges
// "09:00-12:00, 13:00-21:00" (a lunch closing), each opening before it closes and none
// overlapping; holiday hours are dated exceptions, one a line: "2026-12-25 closed" or
// "2026-12-24 09:00-15:00".
import type { HolidayHours } from "../stores/mod.ts";

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

export type HoursProblem = "format" | "order" | "overlap";

/** Minutes since midnight of each range, or why the text is not a day's hours. */
function rangesOf(text: string): [number, number][] | HoursProblem {
  const out: [number, number][] = [];
  for (const part of text.split(",").map((p) => p.trim().replace(/\s*[–—]\s*|\s+-\s+/, "-"))) {
    const m = part.match(RANGE);
    if (!m) return "format";
    const open = Number(m[1]) * 60 + Number(m[2]);
    const close = Number(m[3]) * 60 + Number(m[4]);
    if (close > 24 * 60) return "format";
    if (close <= open) return "order";
    out.push([open, close]);
  }
  out.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < out.length; i++) if (out[i][0] < out[i - 1][1]) return "overlap";
  return out;
}

/** Why a day's hours are invalid (null when valid, "" and "closed" included). */
export function hoursProblem(text: string): HoursProblem | null {
  const v = text.trim().toLowerCase();
  if (v === "" || v === "closed") return null;
  const r = rangesOf(v);
  return typeof r === "string" ? r : null;
}

/** A valid day's hours written one way: "closed", "" or sorted ranges joined by ", ". */
export function normalizeHours(text: string): string {
  const v = text.trim().toLowerCase();
  if (v === "" || v === "closed") return v;
  const r = rangesOf(v);
  if (typeof r === "string") return v;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return r.map(([a, b]) => `${hhmm(a)}-${hhmm(b)}`).join(", ");
}

export interface HolidayLineError {
  line: number;
  problem: "format" | "date" | "duplicate" | HoursProblem;
}

/** Real calendar dates only (2026-02-30 is refused). */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Holiday hours from the editor's text (one date a line), sorted by date, or the bad lines. */
export function parseHolidays(
  text: string,
): { ok: true; holidays: HolidayHours[] } | { ok: false; errors: HolidayLineError[] } {
  const holidays: HolidayHours[] = [];
  const errors: HolidayLineError[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const m = line.match(/^(\S+)\s+(.+)$/);
    if (!m) return errors.push({ line: i + 1, problem: "format" });
    const [, date, hours] = m;
    if (!isDate(date)) return errors.push({ line: i + 1, problem: "date" });
    if (seen.has(date)) return errors.push({ line: i + 1, problem: "duplicate" });
    const problem = hours.trim().toLowerCase() === "" ? "format" : hoursProblem(hours);
    if (problem) return errors.push({ line: i + 1, problem });
    seen.add(date);
    holidays.push({ date, hours: normalizeHours(hours) });
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, holidays: holidays.sort((a, b) => a.date.localeCompare(b.date)) };
}

/** The editor's text of stored holiday hours. */
export function holidaysText(holidays: HolidayHours[] | undefined): string {
  return (holidays ?? []).map((h) => `${h.date} ${h.hours}`).join("\n");
}
