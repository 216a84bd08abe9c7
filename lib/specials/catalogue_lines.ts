// Form lines from the catalogue: a code head office types (a GTIN/UPC, an item number, or a style
// number, optionally "style/COLOUR") becomes one line for a style in one colour, ordered by size in
// a size grid when the style has more than one size. Cost and retail start at the catalogue's
// (head office then types the special cost); case pack 1 and no minimum until edited.
import {
  findVariantByGtin,
  getStyle,
  getVariant,
  listVariants,
  type Style,
  type Variant,
} from "../catalogue/mod.ts";
import type { FormLine } from "./schema.ts";

/** The line for a style in one colour (its variants in size order). */
export function styleLine(style: Style, variants: Variant[], colour: string): FormLine | null {
  const sizes = style.sizes;
  const cells = variants.filter((v) => v.colour === colour)
    .sort((a, b) => sizes.indexOf(a.size) - sizes.indexOf(b.size));
  if (cells.length === 0) return null;
  const first = cells[0];
  const colourName = style.colours.find((c) => c.code === colour)?.name ??
    { en: colour, fr: colour };
  const base = {
    department: first.department,
    case_pack: 1,
    min_qty: 0,
    cost: first.cost / 100,
    retail: first.retail / 100,
  };
  if (cells.length === 1) {
    return { ...base, item_number: first.item_number, description: first.description };
  }
  return {
    ...base,
    item_number: `${style.id}-${colour}`,
    description: {
      en: `${style.name.en} — ${colourName.en}`,
      fr: `${style.name.fr} — ${colourName.fr}`,
    },
    variants: cells.map((v) => ({ item_number: v.item_number, size: v.size, gtin14: v.gtin14 })),
  };
}

/**
 * The lines a code stands for: a GTIN or item number → its style in that colour; a style number →
 * one line per colour; "style/COLOUR" → that colour. Unknown → [].
 */
export async function linesForCode(kv: Deno.Kv, code: string): Promise<FormLine[]> {
  const trimmed = code.trim();
  if (!trimmed) return [];
  const [styleId, colour] = trimmed.split("/");
  const variant = colour === undefined
    ? (await getVariant(kv, trimmed)) ??
      (/^\d{8,14}$/.test(trimmed) ? await findVariantByGtin(kv, trimmed) : null)
    : null;
  const style = await getStyle(kv, variant ? variant.style_id : styleId);
  if (!style) return [];
  const variants = await listVariants(kv, { style_id: style.id });
  const colours = variant
    ? [variant.colour]
    : colour !== undefined
    ? [colour.toUpperCase()]
    : style.colours.map((c) => c.code);
  return colours.map((c) => styleLine(style, variants, c)).filter((l): l is FormLine => !!l);
}
