// The plan grid's figures from what is typed (server render and the live-totals island alike):
// an amount that does not read counts as 0 until corrected (its cell shows the error).
import { computeRows, type OtbRow, totalRow } from "./formulas.ts";
import { parseDollars } from "./money.ts";
import { MONTHS_PER_SEASON } from "./season.ts";

export function rowsFromInputs(
  get: (name: string) => string,
  onOrder: number[],
): { rows: OtbRow[]; total: OtbRow } {
  const amount = (name: string) => parseDollars(get(name)) ?? 0;
  const pct = (name: string) => {
    const n = Number(get(name).replace(",", ".").replace("%", "").trim());
    return Number.isFinite(n) ? n / 100 : 0;
  };
  const rows = computeRows({
    opening_bom: amount("opening_bom"),
    imu: pct("imu"),
    holdback: pct("holdback"),
    months: Array.from({ length: MONTHS_PER_SEASON }, (_, i) => ({
      sales: amount(`sales_${i}`),
      markdowns: amount(`markdowns_${i}`),
      eom: amount(`eom_${i}`),
    })),
  }, onOrder);
  return { rows, total: totalRow(rows) };
}

/** The computed cells of the grid: `${field}_${month}` and `${field}_total`. */
export const LIVE_FIELDS = ["bom", "receipts", "on_order", "otb", "otb_left"] as const;
