// Reading a vendor's quote (pure functions): rows from text with the vendor's delimiter, numbers
// with a decimal point or comma, priced lines and the stated total, then matching each line to a
// catalogue item — a fix remembered for this vendor first, then the exact item number or GTIN, a
// code found by the vendor's pattern, and only then a fuzzy description match with a confidence.
import { toGtin14 } from "../gs1/gtin.ts";
import type { Delimiter, QuoteConfig, QuoteLine, QuoteTotals, RawLine } from "./schema.ts";

export interface CatalogueItem {
  item_number: string;
  description: string;
  vendor: string;
  /** GTIN-14 text. */
  gtin: string;
}

/** Fuzzy matches below this similarity are not offered. */
export const MIN_CONFIDENCE = 0.35;

function splitDelimited(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The delimiter of `auto`: tab, then semicolon, then comma, whichever the first lines use. */
export function detectDelimiter(lines: string[]): Exclude<Delimiter, "auto"> {
  const sample = lines.slice(0, 10).join("\n");
  if (sample.includes("\t")) return "tab";
  if ((sample.match(/;/g) ?? []).length >= lines.slice(0, 10).length) return ";";
  if ((sample.match(/,/g) ?? []).length >= lines.slice(0, 10).length) return ",";
  return "spaces";
}

/** Rows of cells; `spaces` splits on tabs or runs of two or more spaces (pasted text, PDF text). */
export function readRows(text: string, delimiter: Delimiter): string[][] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const used = delimiter === "auto" ? detectDelimiter(lines.filter((l) => l.trim())) : delimiter;
  return lines.map((line) => {
    if (!line.trim()) return [];
    if (used === "spaces") return line.trim().split(/\t| {2,}/).map((c) => c.trim());
    return splitDelimited(line, used === "tab" ? "\t" : used);
  });
}

/**
 * Cents of a money or quantity text: "1,234.56", "$12.50", "1 234,56 $" (decimal comma), "(5.00)"
 * negative; null when it is not a number.
 */
export function parseAmount(text: string, decimalComma: boolean): number | null {
  let s = text.replace(/[\s\u00a0\u202f$€£]|CAD|USD/gi, "");
  const negative = /^\(.*\)$/.test(s) || s.startsWith("-");
  s = s.replace(/^[(-]|\)$/g, "");
  s = decimalComma ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const cents = Math.round(Number(s) * 100);
  return negative ? -cents : cents;
}

export interface ParsedQuote {
  lines: RawLine[];
  stated_cents: number | null;
  skipped: { row: number; reason: string }[];
}

const cellAt = (row: string[], column: number) => (column > 0 ? row[column - 1] ?? "" : "");

/** Priced lines and the stated total of a quote's rows under a vendor's configuration. */
export function parseRows(rows: string[][], config: Omit<QuoteConfig, "vendor">): ParsedQuote {
  const { columns, decimal_comma: dc } = config;
  const label = config.total_label.trim().toLowerCase();
  const lines: RawLine[] = [];
  const skipped: ParsedQuote["skipped"] = [];
  let stated: number | null = null;
  rows.forEach((cells, index) => {
    const row = index + 1;
    if (index < config.header_rows || cells.every((c) => !c)) return;
    const first = cells.find((c) => c) ?? "";
    if (label && first.toLowerCase().startsWith(label)) {
      const amounts = cells.map((c) => parseAmount(c, dc)).filter((n): n is number => n !== null);
      if (amounts.length) stated = amounts.at(-1)!;
      return;
    }
    const quantity = parseAmount(cellAt(cells, columns.quantity), dc);
    const unit = parseAmount(cellAt(cells, columns.unit_price), dc);
    if (quantity === null || unit === null) {
      // A note or a sub-heading: say so only when the row carries an amount somewhere.
      if (cells.some((c) => parseAmount(c, dc) !== null)) {
        skipped.push({ row, reason: "quotes.skipped.unreadable" });
      }
      return;
    }
    const units = quantity / 100;
    const computed = Math.round(units * unit);
    const statedLine = columns.total ? parseAmount(cellAt(cells, columns.total), dc) : null;
    lines.push({
      row,
      code: cellAt(cells, columns.code).trim(),
      description: cellAt(cells, columns.description).trim(),
      quantity: units,
      unit_cents: unit,
      total_cents: statedLine ?? computed,
      total_mismatch: statedLine !== null && Math.abs(statedLine - computed) > 1,
    });
  });
  return { lines, stated_cents: stated, skipped };
}

export function checkTotals(lines: { total_cents: number }[], stated: number | null): QuoteTotals {
  const sum = lines.reduce((total, line) => total + line.total_cents, 0);
  return { sum_cents: sum, stated_cents: stated, matches: stated === null ? null : sum === stated };
}

/** Lowercase words without accents or punctuation: how descriptions are compared. */
export function normalise(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ").trim();
}

function trigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (const word of normalise(text).split(" ")) {
    const padded = `  ${word} `;
    for (let i = 0; i < padded.length - 2; i++) {
      const gram = padded.slice(i, i + 3);
      grams.set(gram, (grams.get(gram) ?? 0) + 1);
    }
  }
  return grams;
}

/** Sørensen–Dice similarity of two texts' trigram multisets, 0–1. */
export function similarity(a: string, b: string): number {
  const ga = trigrams(a);
  const gb = trigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, n] of ga) {
    shared += Math.min(n, gb.get(gram) ?? 0);
    total += n;
  }
  for (const n of gb.values()) total += n;
  return total ? (2 * shared) / total : 0;
}

/** The key a remembered fix is kept under: the vendor's code, else the normalised description. */
export function mappingKey(line: { code: string; description: string }): string {
  return line.code ? `code:${line.code.toUpperCase()}` : `text:${normalise(line.description)}`;
}

/** Matches parsed lines to catalogue items (the vendor's own items preferred for fuzzy matches). */
export function matchLines(
  lines: RawLine[],
  catalogue: CatalogueItem[],
  options: { vendor: string; mappings: Map<string, string>; codePattern?: string },
): QuoteLine[] {
  const byNumber = new Map(catalogue.map((item) => [item.item_number, item]));
  const byGtin = new Map(catalogue.map((item) => [item.gtin, item]));
  const own = catalogue.filter((item) => item.vendor === options.vendor);
  const pattern = options.codePattern ? new RegExp(options.codePattern) : null;
  const exact = (code: string): [CatalogueItem, "code" | "gtin"] | null => {
    const clean = code.trim();
    if (!clean) return null;
    const item = byNumber.get(clean);
    if (item) return [item, "code"];
    const gtin = toGtin14(clean);
    const byCode = gtin ? byGtin.get(gtin) : undefined;
    return byCode ? [byCode, "gtin"] : null;
  };
  return lines.map((line) => {
    const result = (
      item: CatalogueItem | null,
      method: QuoteLine["method"],
      confidence: number,
    ) => ({
      ...line,
      item_number: item?.item_number ?? null,
      item_description: item?.description ?? null,
      method,
      confidence: Math.round(confidence * 100) / 100,
    });
    const remembered = options.mappings.get(mappingKey(line));
    if (remembered && byNumber.has(remembered)) {
      return result(byNumber.get(remembered)!, "mapping", 1);
    }
    const direct = exact(line.code);
    if (direct) return result(direct[0], direct[1], 1);
    const found = pattern?.exec(`${line.code} ${line.description}`);
    const viaPattern = found ? exact(found[1] ?? found[0]) : null;
    if (viaPattern) return result(viaPattern[0], "pattern", 1);
    let best: CatalogueItem | null = null;
    let score = 0;
    for (const item of own.length ? own : catalogue) {
      const s = similarity(line.description, item.description);
      if (s > score) [best, score] = [item, s];
    }
    return score >= MIN_CONFIDENCE ? result(best, "fuzzy", score) : result(null, "none", 0);
  });
}
