// Form lines as rows of cells, the one format head office types (the editor's CSV text), imports
// (a CSV or XLSX file with a header row) and gets back: item number, department, description
// (English), description (French), case pack, minimum quantity, special cost, retail, and an
// optional sizes cell "8=100301;9=100302" (size=item number, "/GTIN" after the item optional).
// An imported row may instead give only a catalogue code (GTIN, item or style number) with or
// without the numbers; the catalogue fills in the rest (lib/specials/catalogue_lines.ts).
import { quoteField } from "../http/csv.ts";
import { parseCsv } from "../sales/ingest.ts";
import { describeIssue, type Translate } from "../i18n/validation.ts";
import { linesForCode } from "./catalogue_lines.ts";
import { FormLine, type FormVariant } from "./schema.ts";
import { checkXlsx } from "../files/xlsx_limits.ts";

export const ROW_COLUMNS = [
  "item_number",
  "department",
  "description_en",
  "description_fr",
  "case_pack",
  "min_qty",
  "cost",
  "retail",
  "sizes",
] as const;

/** One line as a CSV row (quoted where needed), as the editor shows it. */
export function lineToRow(line: FormLine): string {
  const sizes = (line.variants ?? []).map((v) =>
    `${v.size}=${v.item_number}${v.gtin14 ? `/${v.gtin14}` : ""}`
  ).join(";");
  return [
    line.item_number,
    line.department,
    line.description.en,
    line.description.fr,
    line.case_pack,
    line.min_qty,
    line.cost.toFixed(2),
    line.retail.toFixed(2),
    ...(sizes ? [sizes] : []),
  ].map((v) => quoteField(String(v))).join(",");
}

function parseSizes(cell: string): FormVariant[] | null {
  if (cell.trim() === "") return [];
  const out: FormVariant[] = [];
  for (const part of cell.split(";")) {
    const m = part.trim().match(/^([^=]+)=([^/]+)(?:\/(\d{14}))?$/);
    if (!m) return null;
    out.push({ size: m[1].trim(), item_number: m[2].trim(), ...(m[3] ? { gtin14: m[3] } : {}) });
  }
  return out;
}

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
/** A typed number: "19,99" (fr-CA) is read as 19.99; blank or text → NaN (reported by zod). */
function num(cell: string | undefined): number {
  const text = (cell ?? "").trim();
  return NUMBER.test(text) ? Number(text.replace(",", ".")) : NaN;
}

/** Parses one row's cells; a message (already translated, with the line number) when invalid. */
export function rowToLine(
  cells: string[],
  lineNo: number,
  t: Translate,
): { ok: true; line: FormLine } | { ok: false; message: string } {
  if (cells.length < 8 || cells.length > 9) {
    return { ok: false, message: t("specials.errors.line_columns", { line: lineNo }) };
  }
  const [item_number, department, en, fr, pack, min, cost, retail, sizes = ""] = cells.map((c) =>
    c.trim()
  );
  const variants = parseSizes(sizes);
  if (variants === null) {
    return { ok: false, message: t("specials.errors.line_sizes", { line: lineNo }) };
  }
  const candidate = {
    item_number,
    department,
    description: { en, fr },
    case_pack: num(pack),
    min_qty: num(min),
    cost: num(cost),
    retail: num(retail),
    ...(variants.length ? { variants } : {}),
  };
  const parsed = FormLine.safeParse(candidate);
  if (parsed.success) return { ok: true, line: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: t("specials.errors.line", {
      line: lineNo,
      message: `${issue.path.join(".")}: ${describeIssue(issue, t, candidate)}`,
    }),
  };
}

/** The editor's text: one row per non-blank line; messages name the text's line numbers. */
export function parseRowsText(
  text: string,
  t: Translate,
): { lines: FormLine[]; messages: string[] } {
  const lines: FormLine[] = [];
  const messages: string[] = [];
  parseCsv(text).forEach((cells, i) => {
    if (cells.every((c) => c.trim() === "")) return;
    const result = rowToLine(cells, i + 1, t);
    if (result.ok) lines.push(result.line);
    else messages.push(result.message);
  });
  return { lines, messages };
}

/** The cells of a CSV or XLSX file's first sheet, as text. */
export async function fileCells(name: string, bytes: Uint8Array): Promise<string[][] | null> {
  if (/\.xlsx$/i.test(name)) {
    // Loaded on first use, as lib/sales/reports.ts does.
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    try {
      await checkXlsx(bytes); // bounded once inflated, before exceljs opens it
      await book.xlsx.load(bytes.buffer as ArrayBuffer);
    } catch {
      return null;
    }
    const sheet = book.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: string[] = [];
      for (let c = 1; c <= Math.max(row.cellCount, 1); c++) cells.push(row.getCell(c).text ?? "");
      rows[n - 1] = cells;
    });
    return Array.from(rows, (r) => r ?? []);
  }
  if (/\.(csv|txt)$/i.test(name)) {
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
    return parseCsv(text);
  }
  return null;
}

/**
 * Lines from an imported file's cells (a header row naming the columns, in any order; "code" for
 * a catalogue code). Errors name the file's line numbers (the header is line 1).
 */
export async function importRows(
  kv: Deno.Kv,
  rows: string[][],
  t: Translate,
): Promise<{ lines: FormLine[]; messages: string[] }> {
  const lines: FormLine[] = [];
  const messages: string[] = [];
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase().replace(/\s+/g, "_"));
  const col = (name: string) => header.indexOf(name);
  if (col("item_number") < 0 && col("code") < 0) {
    return { lines, messages: [t("specials.errors.import_header")] };
  }
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i];
    if (row.every((c) => (c ?? "").trim() === "")) continue;
    const cell = (name: string) => (col(name) >= 0 ? row[col(name)] ?? "" : "").trim();
    const lineNo = i + 1;
    const code = cell("code");
    if (code && !cell("description_en")) {
      const found = await linesForCode(kv, code);
      if (found.length === 0) {
        messages.push(t("specials.errors.import_code", { line: lineNo, code }));
        continue;
      }
      for (const line of found) {
        const override = (name: string, current: number) => cell(name) ? num(cell(name)) : current;
        const candidate = {
          ...line,
          case_pack: override("case_pack", line.case_pack),
          min_qty: override("min_qty", line.min_qty),
          cost: override("cost", line.cost),
          retail: override("retail", line.retail),
        };
        const parsed = FormLine.safeParse(candidate);
        if (parsed.success) lines.push(parsed.data);
        else {
          const issue = parsed.error.issues[0];
          messages.push(t("specials.errors.line", {
            line: lineNo,
            message: `${issue.path.join(".")}: ${describeIssue(issue, t, candidate)}`,
          }));
        }
      }
      continue;
    }
    const cells = ROW_COLUMNS.slice(0, 8).map((c) => cell(c));
    if (cell("sizes")) cells.push(cell("sizes"));
    const result = rowToLine(cells, lineNo, t);
    if (result.ok) lines.push(result.line);
    else messages.push(result.message);
  }
  return { lines, messages };
}
