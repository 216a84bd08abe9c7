// Which styles a collection holds: the hand-picked list, or every style matching its rules
// (vendor, department, class, season, tag, retail range on the style's lowest retail). Pure.
import type { Style, Variant } from "../catalogue/mod.ts";
import type { Collection, ItemContent } from "./model.ts";

export interface StyleFacts {
  style: Style;
  /** Lowest retail of the style's variants, in cents (0 when it has none). */
  from_retail: number;
  tags: string[];
}

export function styleFacts(style: Style, variants: Variant[], content: ItemContent): StyleFacts {
  const retails = variants.map((v) => v.retail);
  return {
    style,
    from_retail: retails.length ? Math.min(...retails) : 0,
    tags: content.tags,
  };
}

export function inCollection(c: Collection, f: StyleFacts): boolean {
  if (c.kind === "manual") return c.style_ids.includes(f.style.id);
  const r = c.rules;
  return (!r.vendor || f.style.vendor === r.vendor) &&
    (!r.department || f.style.department === r.department) &&
    (!r.class || f.style.class === r.class) &&
    (!r.season || f.style.season === r.season) &&
    (!r.tag || f.tags.includes(r.tag)) &&
    (r.min_retail === undefined || f.from_retail >= r.min_retail) &&
    (r.max_retail === undefined || f.from_retail <= r.max_retail);
}

/** The style ids of a collection, in style order. */
export function collectionMembers(c: Collection, facts: StyleFacts[]): string[] {
  return facts.filter((f) => inCollection(c, f)).map((f) => f.style.id).sort();
}
