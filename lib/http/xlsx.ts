// The one XLSX writer (exceljs) behind every Excel download. Text is always a string cell, never a
// formula (only a formula our own code builds with `formula()` is one); dates are real dates (a
// date format over the day's serial number, so Excel sorts and filters them as dates); numbers keep
// a number format per kind (currency placed as the page's language writes it); columns are at
// least as wide as their header; the header row is bold, frozen and filterable.
import { contentDisposition } from "../files/http.ts";

/** How a column's numbers or dates are shown. */
export type XlsxKind = "text" | "integer" | "number" | "money" | "percent" | "date";

export interface XlsxColumn {
  header: string;
  kind?: XlsxKind;
  /** Decimals of a number or percent column (number: 2, percent: 1 unless given). */
  decimals?: number;
}

/** A formula written by the portal itself (e.g. the OTB plan's arithmetic), with its value. */
export interface XlsxFormula {
  readonly formula: string;
  readonly result: number | null;
  readonly [FORMULA]: true;
}
const FORMULA = Symbol("formula");

export function formula(text: string, result: number | null): XlsxFormula {
  return { formula: text, result, [FORMULA]: true };
}

export type XlsxValue = string | number | boolean | Date | null | undefined | XlsxFormula;

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rows: XlsxValue[][];
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Excel number formats (the viewer's own separators apply; the "$" sits where the language has it). */
function numFmt(column: XlsxColumn, locale: string): string | undefined {
  const places = (n: number) => (n > 0 ? "." + "0".repeat(n) : "");
  switch (column.kind) {
    case "integer":
      return "#,##0";
    case "number":
      return `#,##0${places(column.decimals ?? 2)}`;
    case "percent":
      return `0${places(column.decimals ?? 1)}%`;
    case "money":
      return locale.startsWith("fr") ? '#,##0.00 "$";-#,##0.00 "$"' : '"$"#,##0.00;-"$"#,##0.00';
    case "date":
      return "yyyy-mm-dd";
    default:
      return undefined;
  }
}

/** A value as exceljs should store it: text stays text, a date column's days become dates. */
function cellValue(value: XlsxValue, kind: XlsxKind | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && !(value instanceof Date)) {
    return FORMULA in value ? { formula: value.formula, result: value.result ?? undefined } : null;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (kind === "date" && typeof value === "string") {
    // a day is the day, whatever the time zone: UTC midnight is what Excel's serial means
    const day = value.match(ISO_DAY);
    if (day) return new Date(Date.UTC(+day[1], +day[2] - 1, +day[3]));
    const at = Date.parse(value);
    return Number.isNaN(at) ? value : new Date(at);
  }
  return value;
}

function shownWidth(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return 10;
  if (typeof value === "object") return 12;
  return String(value).length;
}

/** The workbook's bytes. */
export async function xlsxBytes(
  sheets: XlsxSheet[],
  locale = "en-US",
): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded on first use: exceljs is large and most requests never need it.
  const { default: ExcelJS } = await import("exceljs");
  const wb = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = wb.addWorksheet(sheet.name.replace(/[\\/?*[\]:]/g, "_").slice(0, 31) || "Sheet1");
    const { columns } = sheet;
    ws.addRow(columns.map((c) => c.header)).font = { bold: true };
    const widths = columns.map((c) => c.header.length);
    for (const row of sheet.rows) {
      const cells = columns.map((c, i) => cellValue(row[i], c.kind));
      cells.forEach((v, i) => widths[i] = Math.max(widths[i], shownWidth(v)));
      ws.addRow(cells);
    }
    columns.forEach((c, i) => {
      const col = ws.getColumn(i + 1);
      const fmt = numFmt(c, locale);
      if (fmt) col.numFmt = fmt;
      // at least 10: exceljs leaves out a width equal to its default (9), as if never set
      col.width = Math.min(60, Math.max(10, widths[i] + 2));
    });
    ws.views = [{ state: "frozen", ySplit: 1 }];
    if (columns.length) {
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    }
  }
  return new Uint8Array(await wb.xlsx.writeBuffer() as ArrayBuffer);
}

/** The workbook as a download named `name` (".xlsx" added when missing). */
export function xlsxResponse(bytes: Uint8Array<ArrayBuffer>, name: string): Response {
  return new Response(bytes, {
    headers: {
      "content-type": XLSX_TYPE,
      "content-disposition": contentDisposition(name.endsWith(".xlsx") ? name : `${name}.xlsx`),
      "cache-control": "no-store",
    },
  });
}
