// Proposed new regular prices for the price editor, before anyone saves: one price for every size
// of a style, or every shown price changed by a percentage and/or brought to a price ending
// ($x.99, $x.49 …), with the margin each would give. Pure; the editor's save checks them as any
// typed price.
export const ENDINGS = ["99", "95", "49", "00"] as const;
export type Ending = typeof ENDINGS[number];

/** The price nearest to `cents` whose cents are `ending` (ties go up; never below 1 ending). */
export function withEnding(cents: number, ending: Ending): number {
  const end = Number(ending);
  const below = Math.floor(cents / 100) * 100 + end - (end > cents % 100 ? 100 : 0);
  const above = below + 100;
  const pick = cents - below < above - cents ? below : above;
  return pick > 0 ? pick : above;
}

/** `cents` changed by `percent` (−10 → 10 % less), then brought to `ending` when given. */
export function adjustPrice(cents: number, percent: number, ending: Ending | null): number {
  const changed = Math.round(cents * (1 + percent / 100));
  return ending ? withEnding(changed, ending) : changed;
}

/** Gross margin of a price over a cost, or null without a price. */
export function marginOf(priceCents: number, costCents: number): number | null {
  return priceCents > 0 ? (priceCents - costCents) / priceCents : null;
}

export interface Proposal {
  /** Every size of this style at `price_cents`. */
  style?: { id: string; price_cents: number };
  /** Every shown price changed by this percentage and/or to this ending. */
  percent?: number;
  ending?: Ending | null;
}

/** The new price of each item the proposal touches, in cents. */
export function proposePrices(
  rows: { item_number: string; style_id: string; retail: number }[],
  proposal: Proposal,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) {
    if (proposal.style) {
      if (row.style_id === proposal.style.id) out.set(row.item_number, proposal.style.price_cents);
    } else if (proposal.percent || proposal.ending) {
      out.set(
        row.item_number,
        adjustPrice(row.retail, proposal.percent ?? 0, proposal.ending ?? null),
      );
    }
  }
  return out;
}
