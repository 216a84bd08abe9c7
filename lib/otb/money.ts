// Amounts as typed in the plan grid: dollars with up to 2 decimals, "12 345,67" or "12,345.67",
// read into whole cents. Shared by the zod schema (server) and the live-totals island (browser),
// so it imports nothing.

/** Dollars as typed → cents, or null when not an amount. */
export function parseDollars(text: string): number | null {
  let s = text.replace(/[\s\u00a0\u202f$]/g, "");
  if (s.includes(",") && !s.includes(".") && /,\d{1,2}$/.test(s)) s = s.replace(",", ".");
  s = s.replace(/,/g, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ""] = s.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  return s.startsWith("-") ? -cents : cents;
}

/** Cents → the text an input shows ("1234.5" → "1234.50"; whole dollars without decimals). */
export function dollarsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const frac = abs % 100;
  return `${sign}${Math.floor(abs / 100)}${frac ? "." + String(frac).padStart(2, "0") : ""}`;
}

/** A fraction → the percent an input shows (0.455 → "45.5"). */
export function percentText(fraction: number): string {
  return String(Math.round(fraction * 10_000) / 100);
}
