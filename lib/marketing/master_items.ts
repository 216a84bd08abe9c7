// The style list of /marketing/master-items: each style with its variant count, completeness and
// web flag, filtered by words, vendor, department, season and missing data. The rows depend only
// on the cached catalogue, style and content maps (new objects whenever their KV version moves),
// so the rows of a filter are kept with the maps they came from and reused until one changes.
import type { Style, Variant } from "../catalogue/mod.ts";
import { fold } from "../catalogue/search.ts";
import { type Completeness, lacks } from "./completeness.ts";
import { type CatalogueMaps, catalogueMaps, type ItemFilters, remembered } from "./items.ts";
import type { Vendor } from "../stores/mod.ts";
import { storedOrFresh } from "./store.ts";

export interface MasterRow {
  style: Style;
  variants: number;
  completeness: Completeness;
  web_enabled: boolean;
}

/** The page of /marketing/master-items. */
export interface MasterItemsData {
  rows: MasterRow[];
  /** The same object while these rows are (loadMasterItems): the key of their rendered list. */
  memo: object;
  filters: ItemFilters;
  vendors: Vendor[];
}

const lists = new WeakMap<
  Map<string, Variant>,
  { maps: CatalogueMaps; values: Map<string, MasterRow[]> }
>();

/**
 * The rows of a filter (a copy to sort), and `memo`: the remembered rows themselves, the same
 * array exactly as long as these rows hold (a key for caches of their rendered list).
 */
export async function loadMasterItems(
  kv: Deno.Kv,
  filters: ItemFilters,
): Promise<{ rows: MasterRow[]; memo: object }> {
  const maps = await catalogueMaps(kv);
  const rows = remembered(lists, maps, filters, () => masterRows(maps, filters));
  return { rows: rows.slice(), memo: rows };
}

function masterRows({ catalogue, contents, styles }: CatalogueMaps, filters: ItemFilters) {
  const byStyle = Map.groupBy(catalogue.values(), (v) => v.style_id);
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  const rows: MasterRow[] = [];
  for (const style of styles.values()) {
    if (filters.vendor && style.vendor !== filters.vendor) continue;
    if (filters.department && style.department !== filters.department) continue;
    if (filters.season && style.season !== filters.season) continue;
    const text = `${style.id} ${fold(style.name.en)} ${fold(style.name.fr)}`;
    if (!words.every((w) => text.includes(w))) continue;
    const variants = byStyle.get(style.id) ?? [];
    const stored = storedOrFresh(contents, style, variants);
    if (filters.missing && !lacks(stored.completeness, filters.missing)) continue;
    rows.push({
      style,
      variants: variants.length,
      completeness: stored.completeness,
      web_enabled: stored.content.web_enabled,
    });
  }
  return rows;
}
