import assert from "node:assert/strict";
import {
  CM_PER_INCH,
  cmToInches,
  dateInputValue,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatTime,
  fromToronto,
  inchesToCm,
  kgToLb,
  LB_PER_KG,
  lbToKg,
  NBSP,
  safeFilename,
  TIME_ZONE,
  torontoDateString,
  torontoParts,
} from "../../../lib/i18n/format.ts";

const S = NBSP;

Deno.test("currency is CAD: $1,234.56 in en-US and 1 234,56 $ in fr-CA (no-break spaces)", () => {
  assert.equal(formatCurrency(1234.56, "en-US"), "$1,234.56");
  assert.equal(formatCurrency(1234.56, "fr-CA"), `1${S}234,56${S}$`);
  assert.equal(formatCurrency(-1234.5, "en-US"), "-$1,234.50");
  assert.equal(formatCurrency(-1234.5, "fr-CA"), `-1${S}234,50${S}$`);
  assert.equal(formatCurrency(1234567.891, "fr-CA"), `1${S}234${S}567,89${S}$`);
  assert.equal(formatCurrency(0, "en-US"), "$0.00");
  assert.equal(formatCurrency(99.5, "en-US", { decimals: 0 }), "$100");
  // Never U+202F or a plain space inside an amount, so it cannot wrap.
  assert.doesNotMatch(formatCurrency(1234.56, "fr-CA"), /[\u202f ]/);
});

Deno.test("percentages have 1 decimal by default", () => {
  assert.equal(formatPercent(0.1234, "en-US"), "12.3%");
  assert.equal(formatPercent(0.1234, "fr-CA"), `12,3${S}%`);
  assert.equal(formatPercent(0.5, "en-US"), "50.0%");
  assert.equal(formatPercent(1.23456, "fr-CA", 2), `123,46${S}%`);
  assert.equal(formatPercent(-0.025, "en-US", 0), "-3%");
});

Deno.test("numbers are grouped per locale", () => {
  assert.equal(formatNumber(1234.5, "en-US"), "1,234.5");
  assert.equal(formatNumber(1234.5, "fr-CA"), `1${S}234,5`);
  assert.equal(formatNumber(1234.5, "fr-CA", 2), `1${S}234,50`);
  assert.equal(formatNumber(7, "en-US", 1), "7.0");
});

Deno.test("dates and times are shown in America/Toronto", () => {
  assert.equal(TIME_ZONE, "America/Toronto");
  // 03:30 UTC on 1 July is still 30 June in Toronto (EDT, UTC−4).
  const instant = "2026-07-01T03:30:00Z";
  assert.equal(formatDate(instant, "en-US"), "Jun 30, 2026");
  assert.equal(formatDate(instant, "fr-CA"), "30 juin 2026");
  assert.equal(formatTime(instant, "en-US"), `11:30${S}PM`);
  assert.equal(formatTime(instant, "fr-CA"), `23${S}h${S}30`);
  assert.equal(formatDateTime(instant, "en-US"), `Jun 30, 2026, 11:30${S}PM`);
  assert.equal(formatDateTime(instant, "fr-CA"), `30 juin 2026, 23${S}h${S}30`);
  assert.equal(torontoDateString(instant), "2026-06-30");
  assert.throws(() => formatDate("not a date", "en-US"), RangeError);
});

Deno.test("spring forward (8 March 2026): 01:59 EST is followed by 03:00 EDT", () => {
  const before = torontoParts("2026-03-08T06:59:00Z");
  const after = torontoParts("2026-03-08T07:00:00Z");
  assert.deepEqual([before.hour, before.minute, before.offsetMinutes], [1, 59, -300]);
  assert.deepEqual([after.hour, after.minute, after.offsetMinutes], [3, 0, -240]);
  assert.equal(formatTime("2026-03-08T07:00:00Z", "en-US"), `3:00${S}AM`);
  assert.equal(formatTime("2026-03-08T07:00:00Z", "fr-CA"), `03${S}h${S}00`);
  // Toronto midnight that day is 05:00 UTC; the next midnight is 04:00 UTC: a 23-hour day.
  assert.equal(fromToronto("2026-03-08").toISOString(), "2026-03-08T05:00:00.000Z");
  assert.equal(fromToronto("2026-03-09").toISOString(), "2026-03-09T04:00:00.000Z");
  // 02:30 does not exist that night; it is read with standard time, i.e. 03:30 EDT.
  assert.equal(fromToronto("2026-03-08", "02:30").toISOString(), "2026-03-08T07:30:00.000Z");
});

Deno.test("fall back (1 November 2026): 01:00–01:59 happens twice", () => {
  const first = torontoParts("2026-11-01T05:30:00Z");
  const second = torontoParts("2026-11-01T06:30:00Z");
  assert.deepEqual([first.hour, first.minute, first.offsetMinutes], [1, 30, -240]);
  assert.deepEqual([second.hour, second.minute, second.offsetMinutes], [1, 30, -300]);
  assert.equal(
    formatTime("2026-11-01T05:30:00Z", "en-US"),
    formatTime("2026-11-01T06:30:00Z", "en-US"),
  );
  // The ambiguous wall time resolves to its first (daylight) occurrence; the day has 25 hours.
  assert.equal(fromToronto("2026-11-01", "01:30").toISOString(), "2026-11-01T05:30:00.000Z");
  assert.equal(fromToronto("2026-11-01").toISOString(), "2026-11-01T04:00:00.000Z");
  assert.equal(fromToronto("2026-11-02").toISOString(), "2026-11-02T05:00:00.000Z");
  assert.equal(torontoDateString("2026-11-02T04:59:59Z"), "2026-11-01");
  assert.equal(torontoDateString("2026-11-02T05:00:00Z"), "2026-11-02");
  assert.throws(() => fromToronto("2026-11-1"), RangeError);
});

Deno.test("date inputs are cut at T", () => {
  assert.equal(dateInputValue("2026-03-08T05:00:00Z"), "2026-03-08");
  assert.equal(dateInputValue("2026-03-08"), "2026-03-08");
  assert.equal(dateInputValue(null), "");
});

Deno.test("units: 2.54 cm per inch and 2.20462 lb per kg", () => {
  assert.equal(CM_PER_INCH, 2.54);
  assert.equal(LB_PER_KG, 2.20462);
  assert.equal(inchesToCm(10), 25.4);
  assert.equal(cmToInches(25.4), 10);
  assert.ok(Math.abs(kgToLb(10) - 22.0462) < 1e-9);
  assert.ok(Math.abs(lbToKg(22.0462) - 10) < 1e-9);
  assert.ok(Math.abs(cmToInches(inchesToCm(3.7)) - 3.7) < 1e-12);
});

Deno.test('file names: \\ / : * ? " < > | become _', () => {
  assert.equal(safeFilename('a\\b/c:d*e?f"g<h>i|j.csv'), "a_b_c_d_e_f_g_h_i_j.csv");
  assert.equal(safeFilename("Ventes 2026-03 (Québec).xlsx"), "Ventes 2026-03 (Québec).xlsx");
});

Deno.test("fromToronto gives a new Date each call (its results are remembered, not shared)", () => {
  const first = fromToronto("2026-03-08", "03:30");
  first.setTime(0);
  const again = fromToronto("2026-03-08", "03:30");
  assert.equal(again.toISOString(), "2026-03-08T07:30:00.000Z");
  assert.equal(fromToronto("2026-11-01", "01:30").toISOString(), "2026-11-01T05:30:00.000Z");
  assert.throws(() => fromToronto("2026-13", "00:00"), RangeError);
});
