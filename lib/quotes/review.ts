// What a buyer checks on each line of a read quote, beyond its match: the quoted unit price against
// our catalogue cost of the matched item, a line repeating an earlier one (same item, or the same
// vendor code when unmatched), and the line total quantity × unit price should have been. Pure.
import type { QuoteLine } from "./schema.ts";

export interface LineReview {
  /** The earlier row this line repeats, or null. */
  duplicate_of: number | null;
  /** Our cost of the matched item in cents, or null (no match, or unknown). */
  our_cost: number | null;
  /** Quoted unit price − our cost, in cents (positive: the quote is dearer). */
  cost_diff: number | null;
  /** Quantity × unit price, in cents. */
  expected_total: number;
}

export function reviewLines(
  lines: QuoteLine[],
  costOf: (itemNumber: string) => number | null,
): Map<number, LineReview> {
  const first = new Map<string, number>();
  const out = new Map<number, LineReview>();
  for (const line of lines) {
    const key = line.item_number
      ? `item:${line.item_number}`
      : line.code
      ? `code:${line.code}`
      : "";
    const duplicate_of = key ? first.get(key) ?? null : null;
    if (key && duplicate_of === null) first.set(key, line.row);
    const our_cost = line.item_number ? costOf(line.item_number) : null;
    out.set(line.row, {
      duplicate_of,
      our_cost,
      cost_diff: our_cost === null ? null : line.unit_cents - our_cost,
      expected_total: Math.round(line.quantity * line.unit_cents),
    });
  }
  return out;
}
