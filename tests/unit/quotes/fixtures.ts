// The quote parser's fixtures: a pasted plain-text quote, a CSV with decimal commas and an XLSX
// (built here with exceljs, with formulas and letterhead rows), the vendor configurations that
// read them, and the catalogue items they match (the seeded demo items of V100, V200, V300).
import ExcelJS from "exceljs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { DEFAULT_CONFIG, type QuoteConfig } from "../../../lib/quotes/schema.ts";
import type { CatalogueItem } from "../../../lib/quotes/parse.ts";

const dir = new URL("../../fixtures/quotes/", import.meta.url);
export const PLAIN_TEXT = Deno.readTextFileSync(new URL("polar_plain.txt", dir));
export const DECIMAL_COMMA_CSV = Deno.readTextFileSync(new URL("northwind_decimal_comma.csv", dir));

export const PLAIN_CONFIG: QuoteConfig = {
  vendor: "V100",
  ...DEFAULT_CONFIG,
  delimiter: "spaces",
  header_rows: 2,
};
export const CSV_CONFIG: QuoteConfig = {
  vendor: "V200",
  ...DEFAULT_CONFIG,
  delimiter: ";",
  decimal_comma: true,
};
export const XLSX_CONFIG: QuoteConfig = {
  vendor: "V300",
  ...DEFAULT_CONFIG,
  header_rows: 3,
  columns: { code: 3, description: 1, quantity: 4, unit_price: 5, total: 6 },
};

export async function xlsxQuote(): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Quote");
  sheet.addRow(["Trailhead Footwear", null, null, null, "Quote T-77"]);
  sheet.addRow(["Prices in CAD, valid 30 days"]);
  sheet.addRow(["Description", "Style", "UPC", "Qty", "Price", "Ext."]);
  const lines: [string, string, string, number, number][] = [
    ["Trail Runner Pro", "TR-P", "6280000102001", 10, 45.49],
    ["Road Runner Sport", "RR-S", "", 8, 35.14],
    ["Winter Boot Elite", "WB-E", "6280000102032", 5, 34.03],
  ];
  lines.forEach(([description, style, upc, qty, price], i) => {
    const r = i + 4;
    sheet.addRow([description, style, upc, qty, price, {
      formula: `D${r}*E${r}`,
      result: Math.round(qty * price * 100) / 100,
    }]);
  });
  sheet.addRow(["Total", null, null, null, null, { formula: "SUM(F4:F6)", result: 906.17 }]);
  return new Uint8Array(await book.xlsx.writeBuffer() as ArrayBuffer);
}

/** The seeded demo items of the three vendors (lib/sales/demo.ts), as the matcher sees them. */
export const CATALOGUE: CatalogueItem[] = [
  ["10000", "Polar Skate Pro", "V100", "06280000100007"],
  ["10001", "Polar Stick Sport", "V100", "06280000100014"],
  ["10002", "Polar Helmet Junior", "V100", "06280000100021"],
  ["10003", "Polar Gloves Elite", "V100", "06280000100038"],
  ["10004", "Polar Pads Pro", "V100", "06280000100045"],
  ["10005", "Polar Tape Sport", "V100", "06280000100052"],
  ["10100", "Northwind Parka Pro", "V200", "06280000101004"],
  ["10101", "Northwind Base Layer Sport", "V200", "06280000101011"],
  ["10102", "Northwind Fleece Junior", "V200", "06280000101028"],
  ["10103", "Northwind Toque Elite", "V200", "06280000101035"],
  ["10104", "Northwind Rain Jacket Pro", "V200", "06280000101042"],
  ["10105", "Northwind Kids Snowsuit Sport", "V200", "06280000101059"],
  ["10200", "Trailhead Trail Runner Pro", "V300", "06280000102001"],
  ["10201", "Trailhead Road Runner Sport", "V300", "06280000102018"],
  ["10202", "Trailhead Hiking Boot Junior", "V300", "06280000102025"],
  ["10203", "Trailhead Winter Boot Elite", "V300", "06280000102032"],
  ["10204", "Trailhead Kids Shoe Pro", "V300", "06280000102049"],
  ["10205", "Trailhead Sandal Sport", "V300", "06280000102056"],
].map(([item_number, description, vendor, gtin]) => ({ item_number, description, vendor, gtin }));

/**
 * The plain-text quote as a vendor's PDF: each cell a separate text run at its column (Courier
 * 10 pt, 6 pt a character), as a PDF printed from a spreadsheet has them.
 */
export async function pdfQuote(): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([612, 792]);
  PLAIN_TEXT.split("\n").forEach((line, row) => {
    for (const cell of line.matchAll(/\S+(?: \S+)*/g)) {
      page.drawText(cell[0], { x: 36 + cell.index * 6, y: 740 - row * 14, size: 10, font });
    }
  });
  return new Uint8Array(await doc.save());
}
