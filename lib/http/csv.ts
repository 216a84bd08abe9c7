// The one CSV writer: every CSV download of the portal goes through here (RFC 4180, CRLF, UTF-8
// with a BOM so spreadsheet programs read accents right).
// - Text a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading
//   quote (OWASP "CSV injection"); plain numbers written as text ("-12.5") are left alone.
// - Numbers stay numbers, rounded to the precision the page shows them at (a column's `decimals`),
//   never the 17 digits of a float.
// - fr-CA files are what French Excel opens into columns: ";" between fields and a decimal comma.
import { contentDisposition } from "../files/http.ts";

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvOptions {
  /** The page's language: fr-CA writes ";" and decimal commas. */
  locale?: string;
  /** Per column (by index): the decimals a number is rounded to (none: as is, without float noise). */
  decimals?: (number | undefined)[];
}

interface Dialect {
  separator: string;
  decimal: string;
}

export function csvDialect(locale?: string): Dialect {
  return locale?.startsWith("fr")
    ? { separator: ";", decimal: "," }
    : { separator: ",", decimal: "." };
}

const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/** Text that cannot run as a formula in a spreadsheet. */
export function inertText(text: string): string {
  return FORMULA.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A number rounded to `decimals` (or rid of float noise), as text in the dialect. */
function numberText(value: number, decimals: number | undefined, dialect: Dialect): string {
  if (!Number.isFinite(value)) return "";
  const rounded = decimals === undefined
    ? Number(value.toPrecision(15))
    : Number(value.toFixed(decimals));
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return dialect.decimal === "." ? text : text.replace(".", dialect.decimal);
}

/** RFC 4180 quoting alone (for text a person edits, e.g. a line editor; downloads use csvCell). */
export function quoteField(text: string, separator = ","): string {
  return text.includes(separator) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** One CSV field. */
export function csvCell(
  value: CsvValue,
  options: { locale?: string; decimals?: number } = {},
): string {
  const dialect = csvDialect(options.locale);
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return numberText(value, options.decimals, dialect);
  const text = value instanceof Date
    ? value.toISOString()
    : inertText(typeof value === "boolean" ? String(value) : value);
  return quoteField(text, dialect.separator);
}

/** Rows as CSV text (CRLF line ends, no BOM). */
export function toCsvText(rows: CsvValue[][], options: CsvOptions = {}): string {
  const { separator } = csvDialect(options.locale);
  return rows.map((r) =>
    r.map((v, i) => csvCell(v, { locale: options.locale, decimals: options.decimals?.[i] }))
      .join(separator)
  ).join("\r\n") + "\r\n";
}

/** The CSV text as a download: UTF-8 with a BOM, named `name` (".csv" added when missing). */
export function csvTextResponse(text: string, name: string): Response {
  return new Response("\uFEFF" + text, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": contentDisposition(name.endsWith(".csv") ? name : `${name}.csv`),
      "cache-control": "no-store",
    },
  });
}

/** A CSV attachment of `rows` named `name`.csv. */
export function csvResponse(rows: CsvValue[][], name: string, options: CsvOptions = {}): Response {
  return csvTextResponse(toCsvText(rows, options), name);
}

/** Reads CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) with a chosen separator. */
export function parseCsvText(text: string, separator = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
