// Date-only values ("YYYY-MM-DD") are days, not instants: every date formatter, in both locales,
// prints the day it was given (issue 32: "2026-12-31" printed as Dec 30 through UTC midnight).
import assert from "node:assert/strict";
import {
  formatDate,
  formatDateTime,
  formatTime,
  torontoDateString,
  torontoParts,
} from "../../../lib/i18n/format.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

const DAYS: Array<[string, Record<Locale, string>]> = [
  ["2026-12-31", { "en-US": "Dec 31, 2026", "fr-CA": "31 déc. 2026" }],
  ["2027-01-01", { "en-US": "Jan 1, 2027", "fr-CA": "1 janv. 2027" }],
  ["2026-03-08", { "en-US": "Mar 8, 2026", "fr-CA": "8 mars 2026" }], // spring forward
  ["2026-11-01", { "en-US": "Nov 1, 2026", "fr-CA": "1 nov. 2026" }], // fall back
  ["2028-02-29", { "en-US": "Feb 29, 2028", "fr-CA": "29 févr. 2028" }],
];
const LOCALES: Locale[] = ["en-US", "fr-CA"];

Deno.test("formatDate prints a date-only value as that day in both locales", () => {
  for (const [day, want] of DAYS) {
    for (const locale of LOCALES) assert.equal(formatDate(day, locale), want[locale], day);
  }
});

Deno.test("formatDateTime prints a date-only value as its day (it has no time)", () => {
  for (const [day, want] of DAYS) {
    for (const locale of LOCALES) assert.equal(formatDateTime(day, locale), want[locale], day);
  }
});

Deno.test("a date-only value read as an instant is its Toronto midnight, never UTC's", () => {
  for (const [day] of DAYS) {
    assert.equal(torontoDateString(day), day);
    const p = torontoParts(day);
    assert.deepEqual([p.hour, p.minute], [0, 0], day);
    assert.match(formatTime(day, "en-US"), /^12:00\u00a0AM$/);
    assert.match(formatTime(day, "fr-CA"), /^00\u00a0h\u00a000$/);
  }
});

Deno.test("instants keep their Toronto day; impossible days are refused", () => {
  // 2027-01-01T03:00Z is still Dec 31 in Toronto.
  assert.equal(formatDate("2027-01-01T03:00:00Z", "en-US"), "Dec 31, 2026");
  assert.equal(formatDate(new Date("2027-01-01T03:00:00Z"), "fr-CA"), "31 déc. 2026");
  assert.throws(() => formatDate("2026-02-30", "en-US"), RangeError);
  assert.throws(() => formatDateTime("2026-13-01", "fr-CA"), RangeError);
});

Deno.test("formatDate remembers instants by their time, never by the Date object", () => {
  const instant = new Date("2026-12-02T04:59:00Z"); // Dec 1, 23:59 in Toronto
  assert.equal(formatDate(instant, "en-US"), "Dec 1, 2026");
  assert.equal(formatDate(instant.getTime(), "en-US"), "Dec 1, 2026");
  instant.setTime(Date.parse("2026-12-02T05:00:00Z")); // Dec 2, 00:00 in Toronto
  assert.equal(formatDate(instant, "en-US"), "Dec 2, 2026");
  assert.equal(formatDate(instant, "fr-CA"), "2 déc. 2026");
});

Deno.test("formatDateTime remembers instants by their time, never by the Date object", () => {
  const instant = new Date("2026-12-02T04:59:00Z");
  const before = formatDateTime(instant, "en-US");
  assert.match(before, /^Dec 1, 2026, 11:59\sPM$/);
  assert.equal(formatDateTime(instant.toISOString(), "en-US"), before);
  instant.setTime(Date.parse("2026-12-02T05:00:00Z"));
  assert.match(formatDateTime(instant, "en-US"), /^Dec 2, 2026, 12:00\sAM$/);
  assert.match(formatDateTime(instant.getTime(), "fr-CA"), /^2 déc\. 2026, 00\sh\s00$/);
});
