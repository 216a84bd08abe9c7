// Size-guide figures: kept in centimetres, shown in centimetres or inches (2.54 cm per inch, to
// 0.1), and read back from what a person types in either unit (a comma decimal is accepted, as
// French keyboards type it). Pure.
import { CM_PER_INCH } from "../i18n/format.ts";

export const UNITS = ["cm", "in"] as const;
export type Unit = typeof UNITS[number];

/** A stored centimetre value in the unit shown, rounded to 0.1. */
export function fromCm(cm: number, unit: Unit): number {
  const value = unit === "cm" ? cm : cm / CM_PER_INCH;
  return Math.round(value * 10) / 10;
}

/** A typed value in `unit` → centimetres to 0.1; null when empty; NaN when not a number. */
export function toCm(text: string, unit: Unit): number | null {
  const t = text.trim().replace(",", ".");
  if (t === "") return null;
  if (!/^\d{1,4}(\.\d+)?$/.test(t)) return NaN;
  const value = Number(t);
  return Math.round((unit === "cm" ? value : value * CM_PER_INCH) * 10) / 10;
}
