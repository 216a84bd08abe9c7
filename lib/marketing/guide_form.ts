// The size-guide grid form: rows of a size and one value per measurement, typed in the unit shown
// (cm or inches) and kept in centimetres. Cell errors are keyed "r{row}_m{measure}". Pure.
import type { FormValues } from "../forms/read.ts";
import type { SizeGuide } from "./model.ts";
import { fromCm, toCm, type Unit } from "./sizes.ts";

/** Blank rows offered under the filled ones. */
export const BLANK_ROWS = 3;

export function gridValues(guide: SizeGuide, unit: Unit): FormValues {
  const out: FormValues = { name_en: guide.name.en, name_fr: guide.name.fr, unit };
  guide.rows.forEach((row, r) => {
    out[`r${r}_size`] = row.size;
    row.cm.forEach((cm, m) => {
      out[`r${r}_m${m}`] = cm === null ? "" : String(fromCm(cm, unit));
    });
  });
  return out;
}

/** The rows typed (empty rows dropped), or the cells that are not numbers (by field name). */
export function readGrid(
  values: FormValues,
  measures: number,
  unit: Unit,
): { rows: SizeGuide["rows"]; bad: string[] } {
  const rows: SizeGuide["rows"] = [];
  const bad: string[] = [];
  for (let r = 0; r < 200; r++) {
    const sizeKey = `r${r}_size`;
    if (!(sizeKey in values)) break;
    const size = String(values[sizeKey]).trim().slice(0, 20);
    const cm: (number | null)[] = [];
    for (let m = 0; m < measures; m++) {
      const value = toCm(String(values[`r${r}_m${m}`] ?? ""), unit);
      if (value !== null && Number.isNaN(value)) bad.push(`r${r}_m${m}`);
      cm.push(value !== null && !Number.isNaN(value) ? value : null);
    }
    if (size === "" && cm.every((c) => c === null)) continue;
    if (size === "") bad.push(sizeKey);
    rows.push({ size, cm });
  }
  return { rows, bad };
}
