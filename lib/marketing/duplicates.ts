// Duplicate items of one vendor, proposed for a merge (a person confirms each pair): two active
// variants of the same size and colour whose descriptions read alike, or whose GTINs differ by
// one digit (a typo) or only by the GTIN-14 packaging indicator. Pure; scores are exact figures.
import type { Variant } from "../catalogue/mod.ts";
import { fold } from "../catalogue/search.ts";

/** Sørensen–Dice coefficient of the character bigrams of two texts (accents and case ignored). */
export function diceSimilarity(a: string, b: string): number {
  const grams = (text: string) => {
    const t = fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    const out = new Map<string, number>();
    for (let i = 0; i < t.length - 1; i++) {
      const g = t.slice(i, i + 2);
      out.set(g, (out.get(g) ?? 0) + 1);
    }
    return out;
  };
  const ga = grams(a);
  const gb = grams(b);
  let total = 0;
  let shared = 0;
  for (const n of ga.values()) total += n;
  for (const n of gb.values()) total += n;
  for (const [g, n] of ga) shared += Math.min(n, gb.get(g) ?? 0);
  return total === 0 ? (fold(a) === fold(b) ? 1 : 0) : (2 * shared) / total;
}

export type GtinRelation = "indicator" | "one_digit" | null;

/** How two GTIN-14s relate: same item at another packaging level, or one mistyped digit. */
export function gtinRelation(a: string, b: string): GtinRelation {
  if (a === b) return null;
  // same GTIN-13 body under another indicator digit (check digit differs accordingly)
  if (a.slice(1, 13) === b.slice(1, 13)) return "indicator";
  let diff = 0;
  for (let i = 0; i < 13; i++) if (a[i] !== b[i]) diff++;
  return diff === 1 ? "one_digit" : null;
}

export interface DuplicatePair {
  /** The older item (lower number), kept; `drop` merges into it. */
  keep: Variant;
  drop: Variant;
  similarity: number;
  gtin: GtinRelation;
}

/** Pairs whose description similarity reaches this (or with related GTINs) are proposed. */
export const SIMILARITY_THRESHOLD = 0.85;

/** Duplicate candidates among a vendor's variants, best first. */
export function proposeDuplicates(variants: Variant[]): DuplicatePair[] {
  const active = variants.filter((v) => v.status !== "discontinued");
  const groups = Map.groupBy(active, (v) => `${v.size}\u0000${v.colour}`);
  const out: DuplicatePair[] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [keep, drop] = [group[i], group[j]].sort((x, y) =>
          x.item_number.localeCompare(y.item_number)
        );
        if (keep.style_id === drop.style_id) continue;
        const similarity = Math.max(
          diceSimilarity(keep.description.en, drop.description.en),
          diceSimilarity(keep.description.fr, drop.description.fr),
        );
        const gtin = gtinRelation(keep.gtin14, drop.gtin14);
        if (similarity >= SIMILARITY_THRESHOLD || (gtin && similarity >= 0.5)) {
          out.push({ keep, drop, similarity, gtin });
        }
      }
    }
  }
  return out.sort((a, b) =>
    (b.gtin ? 1 : 0) - (a.gtin ? 1 : 0) || b.similarity - a.similarity ||
    a.keep.item_number.localeCompare(b.keep.item_number)
  );
}
