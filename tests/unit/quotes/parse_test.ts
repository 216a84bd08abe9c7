// The quote parser on its three fixture quotes: exact lines, amounts in cents, matches (item
// number, GTIN, fuzzy with its confidence, none) and the total check; plus remembered fixes.
import assert from "node:assert/strict";
import {
  checkTotals,
  mappingKey,
  matchLines,
  parseAmount,
  parseRows,
  readRows,
  similarity,
} from "../../../lib/quotes/parse.ts";
import { xlsxToText } from "../../../lib/quotes/task.ts";
import { pdfToText } from "../../../lib/quotes/pdf.ts";
import { readStartForm } from "../../../lib/quotes/upload.ts";
import {
  CATALOGUE,
  CSV_CONFIG,
  DECIMAL_COMMA_CSV,
  pdfQuote,
  PLAIN_CONFIG,
  PLAIN_TEXT,
  XLSX_CONFIG,
  xlsxQuote,
} from "./fixtures.ts";
import type { QuoteConfig, QuoteLine } from "../../../lib/quotes/schema.ts";

function parse(text: string, config: QuoteConfig, mappings = new Map<string, string>()) {
  const parsed = parseRows(readRows(text, config.delimiter), config);
  const lines = matchLines(parsed.lines, CATALOGUE, { vendor: config.vendor, mappings });
  return { lines, totals: checkTotals(lines, parsed.stated_cents), skipped: parsed.skipped };
}

const brief = (
  l: QuoteLine,
) => [l.row, l.code, l.quantity, l.unit_cents, l.total_cents, l.item_number, l.method];

Deno.test("amounts: decimal point, decimal comma, thousands, currency, negatives", () => {
  assert.equal(parseAmount("1,234.56", false), 123456);
  assert.equal(parseAmount("$12.5", false), 1250);
  assert.equal(parseAmount("1 234,56 $", true), 123456);
  assert.equal(parseAmount("1.234,56", true), 123456);
  assert.equal(parseAmount("(5.00)", false), -500);
  assert.equal(parseAmount("12 ea", false), null);
  assert.equal(parseAmount("", false), null);
});

Deno.test("plain-text quote: lines, code/GTIN/fuzzy/none matches, total checked", () => {
  const { lines, totals } = parse(PLAIN_TEXT, PLAIN_CONFIG);
  assert.deepEqual(lines.map(brief), [
    [3, "10000", 12, 8508, 102096, "10000", "code"],
    [4, "6280000100014", 6, 14452, 86712, "10001", "gtin"],
    [5, "PH-JR", 10, 2283, 22830, "10002", "fuzzy"],
    [6, "X-99", 1, 1500, 1500, null, "none"],
  ]);
  assert.ok(lines[2].confidence >= 0.5 && lines[2].confidence < 1, String(lines[2].confidence));
  assert.equal(lines[2].item_description, "Polar Helmet Junior");
  assert.deepEqual(totals, { sum_cents: 213138, stated_cents: 213138, matches: true });
});

Deno.test("CSV with decimal commas: amounts, quoted cells, total with a space", () => {
  const { lines, totals } = parse(DECIMAL_COMMA_CSV, CSV_CONFIG);
  assert.deepEqual(lines.map(brief), [
    [2, "10100", 4, 10750, 43000, "10100", "code"],
    [3, "06280000101011", 12, 2069, 24828, "10101", "gtin"],
    [4, "NW-FLC-JR", 6, 8655, 51930, "10102", "fuzzy"],
    [5, "NW-TQ", 24, 1448, 34752, "10103", "fuzzy"],
  ]);
  assert.equal(lines[3].description, "Toque Elite; laine");
  assert.deepEqual(totals, { sum_cents: 154510, stated_cents: 154510, matches: true });
  // A remembered fix wins over fuzzy matching next time.
  const mappings = new Map([[mappingKey(lines[3]), "10103"], [mappingKey(lines[2]), "10105"]]);
  const again = parse(DECIMAL_COMMA_CSV, CSV_CONFIG, mappings).lines;
  assert.deepEqual([again[2].item_number, again[2].method, again[2].confidence], [
    "10105",
    "mapping",
    1,
  ]);
  assert.equal(again[3].method, "mapping");
});

Deno.test("XLSX quote: letterhead rows skipped, formula results read, GTIN and fuzzy", async () => {
  const text = await xlsxToText(await xlsxQuote());
  const { lines, totals } = parse(text, { ...XLSX_CONFIG, delimiter: "tab" });
  assert.deepEqual(lines.map(brief), [
    [4, "6280000102001", 10, 4549, 45490, "10200", "gtin"],
    [5, "", 8, 3514, 28112, "10201", "fuzzy"],
    [6, "6280000102032", 5, 3403, 17015, "10203", "gtin"],
  ]);
  assert.deepEqual(totals, { sum_cents: 90617, stated_cents: 90617, matches: true });
});

Deno.test("a wrong total and a wrong line total are caught", () => {
  const text = PLAIN_TEXT.replace("2,131.38", "2,200.00").replace("228.30", "238.30");
  const { lines, totals } = parse(text, PLAIN_CONFIG);
  assert.equal(lines[2].total_mismatch, true);
  assert.equal(lines[0].total_mismatch, false);
  assert.deepEqual(totals, { sum_cents: 214138, stated_cents: 220000, matches: false });
});

Deno.test("similarity is symmetric and 1 for the same words", () => {
  assert.equal(similarity("Polar Skate Pro", "polar skate PRO"), 1);
  assert.equal(similarity("abc", "xyz"), 0);
  assert.equal(
    similarity("Toque Elite", "Northwind Toque Elite"),
    similarity("Northwind Toque Elite", "Toque Elite"),
  );
});

Deno.test("PDF quote: its text keeps the columns and reads as the same lines as the pasted text", async () => {
  const fromPdf = parse(await pdfToText(await pdfQuote()), PLAIN_CONFIG);
  const fromText = parse(PLAIN_TEXT, PLAIN_CONFIG);
  assert.deepEqual(fromPdf.lines.map(brief), fromText.lines.map(brief));
  assert.deepEqual(fromPdf.totals, { sum_cents: 213138, stated_cents: 213138, matches: true });
});

Deno.test("the upload form reads a PDF and refuses one it cannot read", async () => {
  const form = (file: File) => {
    const f = new FormData();
    f.set("vendor", "V100");
    f.set("file", file);
    return f;
  };
  const pdf = new File([await pdfQuote()], "polar.pdf", { type: "application/pdf" });
  const read = await readStartForm(form(pdf), new Set(["V100"]));
  assert.ok(read.ok);
  assert.equal(read.input.name, "polar.pdf");
  assert.match(read.input.text, /^10000\tPolar Skate Pro\t12\t85\.08\t1,020\.96$/m);
  const broken = new File(["%PDF-1.7 not really"], "bad.pdf", { type: "application/pdf" });
  const refused = await readStartForm(form(broken), new Set(["V100"]));
  assert.ok(!refused.ok);
  assert.equal(refused.errors.file, "quotes.errors.pdf");
});
