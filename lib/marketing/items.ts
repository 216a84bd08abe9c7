// The item list of /marketing/items: every variant with its style's completeness, filtered by
// words or codes, vendor, department, season, status and what is still missing. Reads only the
// two cached maps (catalogue and content), so 1,500 variants filter in a few milliseconds.
import { z } from "zod";
import {
  catalogueMap,
  listStyles,
  type Style,
  type Variant,
  VARIANT_STATUSES,
} from "../catalogue/mod.ts";
import { fold } from "../catalogue/search.ts";
import { cleanCode, toGtin14 } from "../gs1/gtin.ts";
import { type Completeness, lacks, MISSING_FILTERS, scoreOf } from "./completeness.ts";
import { contentMap, type StoredContent, storedOrFresh } from "./store.ts";
import { groupByStyle, type StyleGroup } from "./item_groups.ts";

const optional = <T extends z.ZodType>(schema: T) => schema.or(z.literal("")).catch("");

/** The list's filters from the query string; a bad value is ignored, never an error. */
export const ItemFilters = z.object({
  q: z.string().trim().max(100).catch(""),
  vendor: optional(z.string().regex(/^V\d{1,6}$/)),
  department: optional(z.string().regex(/^[A-Z]{3}$/)),
  season: optional(z.string().regex(/^(?:(?:SS|FW)\d{2}|CORE)$/)),
  status: optional(z.enum(VARIANT_STATUSES)),
  missing: optional(z.enum(MISSING_FILTERS)),
});
export type ItemFilters = z.infer<typeof ItemFilters>;

export function readFilters(url: URL): ItemFilters {
  return ItemFilters.parse(Object.fromEntries(url.searchParams));
}

export interface ItemRow {
  variant: Variant;
  completeness: Completeness;
  web_en: number;
  web_fr: number;
}

/** True when every word of the query is in the variant's texts or codes (accents ignored). */
export function matchesQuery(v: Variant, words: string[], gtin14: string | null): boolean {
  if (gtin14 && v.gtin14 === gtin14) return true;
  const text = `${v.item_number} ${v.style_id} ${fold(v.description.en)} ${fold(v.description.fr)}`;
  return words.every((w) => text.includes(w));
}

export function filterItems(
  variants: Iterable<Variant>,
  completenessOf: (v: Variant) => Completeness,
  f: ItemFilters,
): ItemRow[] {
  const words = fold(f.q).split(/\s+/).filter(Boolean);
  const code = cleanCode(f.q);
  const gtin14 = /^\d{8,14}$/.test(code) ? toGtin14(code) : null;
  const out: ItemRow[] = [];
  for (const v of variants) {
    if (f.vendor && v.vendor !== f.vendor) continue;
    if (f.department && v.department !== f.department) continue;
    if (f.season && v.season !== f.season) continue;
    if (f.status && v.status !== f.status) continue;
    if (words.length && !matchesQuery(v, words, gtin14)) continue;
    const c = completenessOf(v);
    if (f.missing && !lacks(c, f.missing)) continue;
    out.push({
      variant: v,
      completeness: c,
      web_en: scoreOf(c, "web", "en").percent,
      web_fr: scoreOf(c, "web", "fr").percent,
    });
  }
  return out;
}

/** Every style by id, cached with the catalogue version (styles change only with it). */
const styleCache = new WeakMap<Map<string, Variant>, Map<string, Style>>();

export async function stylesById(kv: Deno.Kv): Promise<Map<string, Style>> {
  const catalogue = await catalogueMap(kv);
  let styles = styleCache.get(catalogue);
  if (!styles) {
    styles = new Map((await listStyles(kv)).map((s) => [s.id, s]));
    styleCache.set(catalogue, styles);
  }
  return styles;
}

/**
 * The matching rows and the same rows grouped by style, remembered per filter until the catalogue,
 * the content or the styles change; `memo` is the same object exactly as long (a key for caches
 * of what is drawn from these rows).
 */
export async function loadItemGroups(
  kv: Deno.Kv,
  f: ItemFilters,
): Promise<{ rows: ItemRow[]; groups: StyleGroup[]; memo: object }> {
  const kept = await itemList(kv, f);
  kept.groups ??= groupByStyle(kept.rows, kept.styles);
  return { rows: kept.rows.slice(), groups: kept.groups.slice(), memo: kept };
}

/** The maps every marketing list is drawn from (each a new object when its KV version moves). */
export interface CatalogueMaps {
  catalogue: Map<string, Variant>;
  contents: Map<string, StoredContent>;
  styles: Map<string, Style>;
}

/**
 * What `build` makes of a filter, remembered while the catalogue, content and style maps are the
 * same objects (their caches follow the KV version keys, so what was built from these very maps
 * is still exact); at most 64 filters per list, the oldest forgotten first. The value is shared:
 * callers copy before changing it.
 */
export function remembered<T>(
  lists: WeakMap<Map<string, Variant>, { maps: CatalogueMaps; values: Map<string, T> }>,
  maps: CatalogueMaps,
  filter: unknown,
  build: () => T,
): T {
  let memo = lists.get(maps.catalogue);
  if (memo?.maps.contents !== maps.contents || memo.maps.styles !== maps.styles) {
    lists.set(maps.catalogue, memo = { maps, values: new Map() });
  }
  const id = JSON.stringify(filter);
  let value = memo.values.get(id);
  if (value === undefined) {
    value = build();
    if (memo.values.size >= 64) memo.values.delete(memo.values.keys().next().value!);
    memo.values.set(id, value);
  }
  return value;
}

/** The three maps, read at once (each one KV read when nothing changed). */
export async function catalogueMaps(kv: Deno.Kv): Promise<CatalogueMaps> {
  const [catalogue, contents, styles] = await Promise.all([
    catalogueMap(kv),
    contentMap(kv),
    stylesById(kv),
  ]);
  return { catalogue, contents, styles };
}

/** A filter's rows, and their style groups once asked for. */
interface ItemList {
  rows: ItemRow[];
  /** The styles the rows were read with (the groups take their style records from them). */
  styles: Map<string, Style>;
  groups?: StyleGroup[];
}

const itemLists = new WeakMap<
  Map<string, Variant>,
  { maps: CatalogueMaps; values: Map<string, ItemList> }
>();

/** The rows of a filter as remembered (shared: callers copy before changing the list). */
async function itemList(kv: Deno.Kv, f: ItemFilters): Promise<ItemList> {
  const maps = await catalogueMaps(kv);
  const { catalogue, contents, styles } = maps;
  return remembered(itemLists, maps, f, () => {
    const byStyle = new Map<string, Completeness>();
    let groups: Map<string, Variant[]> | undefined;
    const completenessOf = (v: Variant) => {
      let c = byStyle.get(v.style_id);
      if (!c) {
        const style = styles.get(v.style_id);
        c = contents.get(v.style_id)?.completeness;
        if (!c && style) {
          groups ??= Map.groupBy(catalogue.values(), (x) => x.style_id);
          c = storedOrFresh(contents, style, groups.get(style.id) ?? []).completeness;
        }
        byStyle.set(v.style_id, c ?? []);
      }
      return c ?? [];
    };
    return { rows: filterItems(catalogue.values(), completenessOf, f), styles };
  });
}
