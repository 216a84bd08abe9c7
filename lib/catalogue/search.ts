// Catalogue search for pickers and the scanner: a scanned or typed code finds its variant (GTIN in
// any GS1 form, item number, style number); words find variants whose description, in either
// language, holds every word (accents and case ignored), best matches first.
import { cleanCode, toGtin14 } from "../gs1/gtin.ts";
import type { Variant } from "./model.ts";
import { catalogueMap } from "./store.ts";

export const MAX_SEARCH_RESULTS = 100;

/** Lower case without accents, so "equipe" finds "Équipe". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Ranks variants for a query (pure; `searchCatalogue` feeds it the catalogue): exact GTIN, item
 * number or style number first, then item numbers starting with the query, then text matches
 * (word prefixes in the English or French description beat matches inside words).
 */
export function rankVariants(variants: Iterable<Variant>, query: string, limit: number): Variant[] {
  const q = query.trim();
  if (!q) return [];
  const max = Math.max(1, Math.min(limit, MAX_SEARCH_RESULTS));
  const code = cleanCode(q);
  const gtin14 = /^\d+$/.test(code) ? toGtin14(code) : null;
  const words = fold(q).split(/\s+/).filter(Boolean).map((w) => ({
    w,
    start: new RegExp(`(^|[^\\p{L}\\p{N}])${escape(w)}`, "u"),
  }));
  const scored: [number, Variant][] = [];
  for (const v of variants) {
    let score = 0;
    if (gtin14 && v.gtin14 === gtin14) score = 100;
    else if (v.item_number === code) score = 90;
    else if (v.style_id === code) score = 80;
    else if (code.length >= 3 && /^\d+$/.test(code) && v.item_number.startsWith(code)) score = 60;
    else {
      const texts = [fold(v.description.en), fold(v.description.fr)];
      const wordScore = (text: string) => {
        let s = 0;
        for (const { w, start } of words) {
          if (start.test(text)) s += 2;
          else if (text.includes(w)) s += 1;
          else return 0;
        }
        return s;
      };
      score = Math.max(...texts.map(wordScore));
    }
    if (score > 0) scored.push([score, v]);
  }
  return scored.sort((a, b) =>
    b[0] - a[0] || a[1].style_id.localeCompare(b[1].style_id) ||
    a[1].item_number.localeCompare(b[1].item_number)
  ).slice(0, max).map(([, v]) => v);
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Up to `limit` variants matching a code or words (see rankVariants). */
export async function searchCatalogue(kv: Deno.Kv, query: string, limit = 20): Promise<Variant[]> {
  return rankVariants((await catalogueMap(kv)).values(), query, limit);
}
