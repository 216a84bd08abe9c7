// Which styles a collection holds: the hand-picked list, or every style matching all (or any) of
// its rules (vendor, department, class, season, tag, retail range on the style's lowest retail);
// a rule-based collection without a rule holds nothing. Pure.
import type { Bilingual, Style, Variant } from "../catalogue/mod.ts";
import type { Collection, CollectionRules, ItemContent } from "./model.ts";

/** A style of a collection as its page lists it (saved, or previewed before saving). */
export interface MemberRow {
  id: string;
  name: Bilingual;
  /** The first product image (a lib/files id), if any. */
  image: string | null;
  /** Lowest retail of the style, in cents. */
  from_retail: number;
}

export interface StyleFacts {
  style: Style;
  /** Lowest retail of the style's variants, in cents (0 when it has none). */
  from_retail: number;
  tags: string[];
  /** The first product image (a lib/files id), if any. */
  image: string | null;
}

export function styleFacts(style: Style, variants: Variant[], content: ItemContent): StyleFacts {
  const retails = variants.map((v) => v.retail);
  return {
    style,
    from_retail: retails.length ? Math.min(...retails) : 0,
    tags: content.tags,
    image: content.images[0] ?? null,
  };
}

type Test = (f: StyleFacts) => boolean;

/** One test per rule given. */
export function ruleTests(r: CollectionRules): Test[] {
  const tests: Test[] = [];
  if (r.vendor) tests.push((f) => f.style.vendor === r.vendor);
  if (r.department) tests.push((f) => f.style.department === r.department);
  if (r.class) tests.push((f) => f.style.class === r.class);
  if (r.season) tests.push((f) => f.style.season === r.season);
  if (r.tag) tests.push((f) => f.tags.includes(r.tag!));
  if (r.min_retail !== undefined) tests.push((f) => f.from_retail >= r.min_retail!);
  if (r.max_retail !== undefined) tests.push((f) => f.from_retail <= r.max_retail!);
  return tests;
}

export function inCollection(c: Collection, f: StyleFacts): boolean {
  if (c.kind === "manual") return c.style_ids.includes(f.style.id);
  const tests = ruleTests(c.rules);
  if (tests.length === 0) return false;
  return c.rules.match === "any" ? tests.some((test) => test(f)) : tests.every((test) => test(f));
}

/** The style ids of a collection, in style order. */
export function collectionMembers(c: Collection, facts: StyleFacts[]): string[] {
  return facts.filter((f) => inCollection(c, f)).map((f) => f.style.id).sort();
}
