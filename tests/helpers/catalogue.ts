// Catalogue rows for tests: a variant with valid defaults, and writing variants through the real
// catalogue store (one style per style_id).
import type { Style, Variant } from "../../lib/catalogue/model.ts";
import { putStyle } from "../../lib/catalogue/store.ts";
import { checkDigit } from "../../lib/gs1/gtin.ts";

/** A GTIN-14 (valid check digit) made from any text (digits kept, else a hash). */
export function testGtin(text: string): string {
  let n = Number(text);
  if (!Number.isSafeInteger(n)) {
    n = 0;
    for (const ch of text) n = (n * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  }
  const body = `0062${String(n % 1_000_000_000).padStart(9, "0")}`;
  return body + checkDigit(body);
}

/** A variant of style `style_id` (default: the item number without its last two digits). */
export function testVariant(itemNumber: string, over: Partial<Variant> = {}): Variant {
  return {
    item_number: itemNumber,
    style_id: itemNumber.slice(0, -2),
    gtin14: testGtin(itemNumber),
    vendor: "V100",
    department: "HOC",
    class: "skates",
    size: "9",
    colour: "BLK",
    cost: 6000,
    retail: 10000,
    season: "FW26",
    status: "active",
    description: { en: `Test Skate ${itemNumber}`, fr: `Patin d'essai ${itemNumber}` },
    ...over,
  };
}

/** Writes variants with a style for each style_id. */
export async function putTestVariants(kv: Deno.Kv, variants: Variant[]): Promise<void> {
  const byStyle = Map.groupBy(variants, (v) => v.style_id);
  for (const [id, list] of byStyle) {
    const v = list[0];
    const style: Style = {
      id,
      vendor: v.vendor,
      department: v.department,
      class: v.class,
      season: v.season,
      name: { en: `Style ${id}`, fr: `Modèle ${id}` },
      description: { en: `Style ${id}`, fr: `Modèle ${id}` },
      sizes: [...new Set(list.map((x) => x.size))],
      colours: [...new Set(list.map((x) => x.colour))].map((code) => ({
        code,
        name: { en: code, fr: code },
      })),
    };
    await putStyle(kv, style, list);
  }
}
