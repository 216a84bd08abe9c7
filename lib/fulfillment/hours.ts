// The offer window in business hours (pure): a store has N business hours (Monday–Friday, 09:00–17:00
// America/Toronto by default; FULFILLMENT_BUSINESS_HOURS) to accept an offer; the reminder goes out
// when a quarter is left.
import { z } from "zod";
import { torontoParts } from "../i18n/format.ts";

export interface BusinessHours {
  open: number;
  close: number;
  /** ISO weekdays (1 Monday … 7 Sunday). */
  days: number[];
}

export const DEFAULT_HOURS: BusinessHours = { open: 9, close: 17, days: [1, 2, 3, 4, 5] };

/** A label has to be bought within this many business hours of acceptance (the promised date). */
export const SHIP_BY_BUSINESS_HOURS = 16;

/**
 * Business hours as configured: ISO weekdays (ranges or lists) and whole opening and closing
 * hours, e.g. `1-5 9-17` (Monday–Friday 09:00–17:00) or `1-6 10-18`, `1,3,5 8-16`.
 */
export const BusinessHoursText = z.string().trim().transform((text, ctx): BusinessHours => {
  const m = text.match(/^([1-7](?:-[1-7])?(?:,[1-7](?:-[1-7])?)*)\s+(\d{1,2})-(\d{1,2})$/);
  const open = Number(m?.[2]);
  const close = Number(m?.[3]);
  const days = new Set<number>();
  for (const part of m?.[1].split(",") ?? []) {
    const [a, b = a] = part.split("-").map(Number);
    for (let d = a; d <= b; d++) days.add(d);
  }
  if (!m || days.size === 0 || !(open < close && close <= 24)) {
    ctx.addIssue({ code: "custom", message: 'weekdays and hours like "1-5 9-17"' });
    return z.NEVER;
  }
  return { open, close, days: [...days].sort() };
});
const STEP_MS = 60_000;

function isOpen(ms: number, hours: BusinessHours): boolean {
  const p = torontoParts(ms);
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() || 7;
  return hours.days.includes(weekday) && p.hour >= hours.open && p.hour < hours.close;
}

/** The instant `businessMinutes` of open time after `from` (minute steps; skips nights, weekends). */
export function addBusinessMinutes(
  from: Date,
  businessMinutes: number,
  hours = DEFAULT_HOURS,
): Date {
  let ms = Math.floor(from.getTime() / STEP_MS) * STEP_MS;
  let left = businessMinutes;
  // Closed time is skipped to the next whole hour (Toronto's offsets are whole hours, so opening
  // time falls on one); open time is counted a minute at a time.
  while (left > 0) {
    if (!isOpen(ms, hours)) {
      ms = ms - (ms % 3_600_000) + 3_600_000;
      continue;
    }
    ms += STEP_MS;
    left--;
  }
  return new Date(ms);
}

/** When the offer expires and when its reminder is due. */
export function offerWindow(
  from: Date,
  windowHours: number,
  hours = DEFAULT_HOURS,
): { remind_at: Date; expires_at: Date } {
  const minutes = Math.round(windowHours * 60);
  return {
    remind_at: addBusinessMinutes(from, Math.round(minutes * 0.75), hours),
    expires_at: addBusinessMinutes(from, minutes, hours),
  };
}
