// The launch schedule (/head-office/launch-schedule): when a vendor's style goes on sale, and the
// embargo before which stores may neither show nor post it. Shown as a month calendar and served
// as an iCalendar feed (RFC 5545: all-day events, CRLF lines folded at 75 octets, text escaped).
import { z } from "zod";
import { listValues } from "../db/kv.ts";
import { getStyle } from "../catalogue/mod.ts";
import type { User } from "../auth/types.ts";
import { HK } from "./keys.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Launch {
  id: string;
  vendor: string;
  style_id: string;
  title: string;
  launch_on: string;
  /** No display, post or pre-sale before this date (≤ launch_on); null when none. */
  embargo_until: string | null;
  notes: string;
  created_by: string;
}

export const LaunchFormSchema = z.object({
  style_id: z.string().trim().regex(/^\d{3,8}$/, { error: "head_office.errors.style" }),
  title: z.string().trim().min(1).max(120),
  launch_on: z.string().regex(ISO_DATE, { error: "head_office.errors.date" }),
  embargo_until: z.string().regex(ISO_DATE, { error: "head_office.errors.date" }).or(z.literal("")),
  notes: z.string().trim().max(500),
}).refine((v) => !v.embargo_until || v.embargo_until <= v.launch_on, {
  path: ["embargo_until"],
  message: "head_office.errors.embargo_after_launch",
});
export type LaunchForm = z.infer<typeof LaunchFormSchema>;

/** Creates a launch for a catalogue style (its vendor comes from the style); null if unknown. */
export async function createLaunch(
  kv: Deno.Kv,
  actor: Pick<User, "email">,
  form: LaunchForm,
): Promise<Launch | null> {
  const style = await getStyle(kv, form.style_id);
  if (!style) return null;
  const launch: Launch = {
    id: crypto.randomUUID(),
    vendor: style.vendor,
    style_id: style.id,
    title: form.title,
    launch_on: form.launch_on,
    embargo_until: form.embargo_until || null,
    notes: form.notes,
    created_by: actor.email,
  };
  await kv.set(HK.launch(launch.id), launch);
  return launch;
}

export async function deleteLaunch(kv: Deno.Kv, id: string) {
  await kv.delete(HK.launch(id));
}

export async function listLaunches(kv: Deno.Kv): Promise<Launch[]> {
  const rows = await listValues<Launch>(kv, HK.launches());
  return rows.sort((a, b) =>
    a.launch_on.localeCompare(b.launch_on) || a.title.localeCompare(b.title)
  );
}

/** The weeks (Monday first) of a month, each seven YYYY-MM-DD dates (days of other months too). */
export function monthWeeks(month: string): string[][] {
  const first = new Date(`${month}-01T12:00:00Z`);
  const start = new Date(first);
  start.setUTCDate(1 - ((first.getUTCDay() + 6) % 7));
  const weeks: string[][] = [];
  const cursor = new Date(start);
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(cursor.toISOString().slice(0, 10));
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (cursor.toISOString().slice(0, 7) === month);
  return weeks;
}

/** "2026-04" ± n months. */
export function shiftMonth(month: string, n: number): string {
  const d = new Date(`${month}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}

function escapeText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(
    /\r?\n/g,
    "\\n",
  );
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compact = (date: string) => date.replaceAll("-", "");

/** The feed: one all-day event per launch (and one per embargo end before it). */
export function launchesIcal(
  launches: Launch[],
  vendorName: (vendor: string) => string,
  labels: { embargo: string; calendar: string },
  stamp: Date,
): string {
  const dtstamp = stamp.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Member Portal//Launch schedule//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(labels.calendar)}`,
  ];
  const event = (uid: string, date: string, summary: string, description: string) => {
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${uid}@portal`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compact(date)}`,
      `DTEND;VALUE=DATE:${compact(next.toISOString().slice(0, 10))}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(description)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  };
  for (const l of launches) {
    const who = `${vendorName(l.vendor)} · ${l.style_id}`;
    event(`launch-${l.id}`, l.launch_on, `${l.title} (${who})`, l.notes);
    if (l.embargo_until && l.embargo_until < l.launch_on) {
      event(`embargo-${l.id}`, l.embargo_until, `${labels.embargo}: ${l.title}`, who);
    }
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

export async function putLaunches(kv: Deno.Kv, launches: Launch[]) {
  const op = kv.atomic();
  for (const l of launches) op.set(HK.launch(l.id), l);
  await op.commit();
}
