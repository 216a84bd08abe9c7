// A book's styles as text and back: the rows of the import format (books_rows.ts) written out one
// per style and colour, as the book page's text box and the CSV download hold them, and text read
// back into rows (commas, or semicolons as French spreadsheets save CSV).
import { csvResponse } from "../http/csv.ts";
import { parseCsvText } from "../http/csv.ts";
import { ROW_COLUMNS } from "./books_rows.ts";
import { cellKey } from "./grid.ts";
import type { BookStyle } from "./schema.ts";

/** A book's styles as rows (header first): one row per style and colour, every cell spelled out. */
export function stylesToRows(styles: BookStyle[]): string[][] {
  const rows: string[][] = [[...ROW_COLUMNS]];
  for (const s of styles) {
    for (const c of s.colours) {
      rows.push([
        s.style_id,
        c.code,
        c.name.en,
        c.name.fr,
        s.sizes.join(";"),
        s.name.en,
        s.name.fr,
        s.department,
        s.category,
        s.wholesale.toFixed(2),
        s.retail.toFixed(2),
        String(s.case_pack),
        String(s.minimum),
        s.sizes.map((size) => `${size}=${s.items[cellKey(c.code, size)] ?? ""}`).join(";"),
      ]);
    }
  }
  return rows;
}

/** The rows as the book page's text (CSV, always comma-separated so it reads back the same). */
export function rowsToText(rows: string[][]): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return rows.map((r) => r.map(quote).join(",")).join("\n");
}

/**
 * CSV text (typed on the book page or uploaded) as rows of cells: comma-separated, or semicolons as
 * French spreadsheets save it (then "12,50" is a decimal comma, read by `num`).
 */
export function textToRows(text: string): string[][] {
  const clean = text.replace(/^\uFEFF/, "");
  const first = clean.split(/\r?\n/, 1)[0];
  return parseCsvText(clean, first.includes(";") && !first.includes(",") ? ";" : ",");
}

/** A book's styles as a CSV download (the import format, so it can be edited and imported back). */
export function stylesCsv(styles: BookStyle[], name: string): Response {
  return csvResponse(stylesToRows(styles), name);
}
