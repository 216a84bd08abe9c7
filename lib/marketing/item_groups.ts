// The item list grouped by style: one row per style holding its matching variants (sizes and
// colours inside), so a skate in 15 sizes × 2 colours is one row, not 30. The filters still
// choose variants (lib/marketing/items.ts); a style is listed when any of its variants matches.
import type { Style, VariantStatus } from "../catalogue/mod.ts";
import type { ItemRow } from "./items.ts";

export interface StyleGroup {
  style: Style;
  /** The style's variants that match the filters, in the style's size order, then colour. */
  rows: ItemRow[];
  /** How many matching variants have each status. */
  statuses: Partial<Record<VariantStatus, number>>;
  /** Lowest and highest retail of the matching variants, cents. */
  retail: [number, number];
  web_en: number;
  web_fr: number;
}

/** Groups matching variants by style, styles in the order their first variant came. */
export function groupByStyle(rows: ItemRow[], styles: Map<string, Style>): StyleGroup[] {
  const groups = new Map<string, StyleGroup>();
  for (const row of rows) {
    const style = styles.get(row.variant.style_id);
    if (!style) continue;
    let g = groups.get(style.id);
    if (!g) {
      g = {
        style,
        rows: [],
        statuses: {},
        retail: [row.variant.retail, row.variant.retail],
        web_en: row.web_en,
        web_fr: row.web_fr,
      };
      groups.set(style.id, g);
    }
    g.rows.push(row);
    g.statuses[row.variant.status] = (g.statuses[row.variant.status] ?? 0) + 1;
    g.retail = [
      Math.min(g.retail[0], row.variant.retail),
      Math.max(g.retail[1], row.variant.retail),
    ];
  }
  for (const g of groups.values()) {
    const size = (s: string) => g.style.sizes.indexOf(s);
    g.rows.sort((a, b) =>
      size(a.variant.size) - size(b.variant.size) ||
      a.variant.colour.localeCompare(b.variant.colour) ||
      a.variant.item_number.localeCompare(b.variant.item_number)
    );
  }
  return [...groups.values()];
}

/** The sizes of a group's variants, in the style's size order, each once. */
export function sizesOf(g: StyleGroup): string[] {
  return [...new Set(g.rows.map((r) => r.variant.size))];
}

/** The colour codes of a group's variants, each once. */
export function coloursOf(g: StyleGroup): string[] {
  return [...new Set(g.rows.map((r) => r.variant.colour))].sort();
}
