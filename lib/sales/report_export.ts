// A report result as the user reads it: its translated column headings, sorted by a column, and
// exported as CSV or Excel with each measure's format (money, ratios at 0.1 %, counts).
import type { TFunction } from "i18next";
import { toCsvText } from "../http/csv.ts";
import { xlsxBytes, type XlsxColumn, type XlsxKind } from "../http/xlsx.ts";
import type { MeasureName, ReportResult } from "./reports.ts";

/** How each measure is shown, so exported: money, ratios at 0.1 %, weeks at 0.1, counts. */
const MEASURE_KIND: Record<MeasureName, { kind: XlsxKind; decimals: number }> = {
  sales: { kind: "money", decimals: 2 },
  cost: { kind: "money", decimals: 2 },
  margin: { kind: "money", decimals: 2 },
  margin_pct: { kind: "percent", decimals: 3 },
  sell_through: { kind: "percent", decimals: 3 },
  weeks_of_supply: { kind: "number", decimals: 1 },
  units: { kind: "integer", decimals: 0 },
  received: { kind: "integer", decimals: 0 },
  on_hand: { kind: "integer", decimals: 0 },
  sales_ly: { kind: "money", decimals: 2 },
  sales_vs_ly: { kind: "percent", decimals: 3 },
};

function exportColumns(result: ReportResult, headers: string[]): XlsxColumn[] {
  const { dimensions, measures } = result.definition;
  return headers.map((header, i) => {
    if (i < dimensions.length) return { header, kind: dimensions[i] === "week" ? "date" : "text" };
    const { kind, decimals } = MEASURE_KIND[measures[i - dimensions.length]];
    // a percent column's decimals are the percent's own (0.0 %)
    return { header, kind, decimals: kind === "percent" ? decimals - 2 : decimals };
  });
}

/** The result as CSV (lib/http/csv.ts): numbers rounded as shown, in the page's language. */
export function toCsv(result: ReportResult, headers: string[], locale?: string): string {
  const { dimensions, measures } = result.definition;
  const decimals = [
    ...dimensions.map(() => undefined),
    ...measures.map((m) => MEASURE_KIND[m].decimals),
  ];
  return toCsvText([headers, ...result.rows], { locale, decimals });
}

export function toXlsx(
  result: ReportResult,
  headers: string[],
  title: string,
  locale?: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return xlsxBytes(
    [{ name: title, columns: exportColumns(result, headers), rows: result.rows }],
    locale,
  );
}

/** Column headings of a result, translated. */
export function reportHeaders(result: ReportResult, t: TFunction): string[] {
  return [
    ...result.definition.dimensions.map((d) => t(`reporting.dim.${d}`)),
    ...result.definition.measures.map((m) => t(`reporting.measure.${m}`)),
  ];
}

/** A result sorted by a column (numbers numerically, text naturally; empty cells last). */
export function sortResult(result: ReportResult, col: number, dir: "asc" | "desc"): ReportResult {
  const sign = dir === "asc" ? 1 : -1;
  const rows = [...result.rows].sort((a, b) => {
    const x = a[col], y = b[col];
    if (typeof x === "number" && typeof y === "number") return sign * (x - y);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * String(x).localeCompare(String(y), undefined, { numeric: true });
  });
  return { ...result, rows };
}
