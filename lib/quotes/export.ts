// The reviewed quote as CSV: one priced line per row with our item number, for a buyer's order
// sheet or the specials order form, through the portal's CSV writer (lib/http/csv.ts): the
// vendor's text cannot run as a formula, amounts are numbers in the page's language.
import { toCsvText } from "../http/csv.ts";
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

export function quoteCsv(result: QuoteResult, locale?: string): string {
  const rows = result.lines.map((l) => [
    l.row,
    result.vendor,
    l.code,
    l.description,
    l.item_number,
    l.item_description,
    l.quantity,
    l.unit_cents / 100,
    l.total_cents / 100,
    l.method,
    l.confidence,
  ]);
  const decimals = HEADER.map((h) =>
    h === "confidence" || h.endsWith("cost") || h === "line_total" ? 2 : undefined
  );
  return toCsvText([HEADER, ...rows], { locale, decimals });
}
