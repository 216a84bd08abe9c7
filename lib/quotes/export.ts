// The reviewed quote as CSV: one priced line per row with our item number, for a buyer's order
// sheet or the specials order form (amounts in dollars with a decimal point, RFC 4180 quoting).
import type { QuoteResult } from "./schema.ts";

const HEADER = [
  "row",
  "vendor",
  "vendor_code",
  "description",
  "item_number",
  "item_description",
  "quantity",
  "unit_cost",
  "line_total",
  "match",
  "confidence",
];

function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function quoteCsv(result: QuoteResult): string {
  const rows = result.lines.map((l) => [
    l.row,
    result.vendor,
    l.code,
    l.description,
    l.item_number,
    l.item_description,
    l.quantity,
    (l.unit_cents / 100).toFixed(2),
    (l.total_cents / 100).toFixed(2),
    l.method,
    l.confidence.toFixed(2),
  ]);
  return [HEADER, ...rows].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
