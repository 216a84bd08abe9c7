// KV layout of the catalogue (prefix "catalogue", registered in lib/db/keys.ts):
//
//   ["catalogue","style",style_id]                        → Style
//   ["catalogue","variant",item_number]                   → Variant
//   ["catalogue","by_gtin",gtin14]                        → item_number
//   ["catalogue","by_style",style_id,item_number]         → true
//   ["catalogue","by_vendor",vendor,item_number]          → style_id
//   ["catalogue","by_dept",department,item_number]        → style_id
//   ["catalogue","version"]                               → random id, changed by every write
//
// A style and its variants are written in one atomic operation together with their index entries
// (stale ones deleted), so the indexes never disagree with the records. Readers that need the
// whole catalogue (sales rollups, imports) use `catalogueMap`, cached per process and checked
// against the version key on each call, so every instance sees a write at once.
import { toGtin14 } from "../gs1/gtin.ts";
import type { Style, Variant } from "./model.ts";
import { type CatalogueFilter, StyleSchema, VariantSchema } from "./schema.ts";

export const CK = {
  style: (id: string) => ["catalogue", "style", id],
  styles: () => ["catalogue", "style"],
  variant: (n: string) => ["catalogue", "variant", n],
  variants: () => ["catalogue", "variant"],
  byGtin: (gtin14: string) => ["catalogue", "by_gtin", gtin14],
  byStyle: (id: string) => ["catalogue", "by_style", id],
  byVendor: (vendor: string) => ["catalogue", "by_vendor", vendor],
  byDept: (dept: string) => ["catalogue", "by_dept", dept],
  version: () => ["catalogue", "version"],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;

/** A write that would break the catalogue's uniqueness rules (translated by the caller). */
export class CatalogueConflict extends Error {
  constructor(
    readonly code: "item_taken" | "gtin_taken" | "variant_mismatch",
    readonly value: string,
  ) {
    super(`${code}: ${value}`);
  }
}

async function getManyValues<T>(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<Deno.KvEntryMaybe<T>[]> {
  const out: Deno.KvEntryMaybe<T>[] = [];
  // kv.getMany reads at most 10 keys at a time.
  for (let i = 0; i < keys.length; i += 10) {
    out.push(...await kv.getMany<T[]>(keys.slice(i, i + 10)));
  }
  return out;
}

function indexKeys(v: Variant): Deno.KvKey[] {
  return [
    CK.byGtin(v.gtin14),
    [...CK.byStyle(v.style_id), v.item_number],
    [...CK.byVendor(v.vendor), v.item_number],
    [...CK.byDept(v.department), v.item_number],
  ];
}

/** The value of an index entry: the item number (GTIN), true (style), the style id (others). */
function indexValue(key: Deno.KvKey, v: Variant): unknown {
  return key[1] === "by_gtin" ? v.item_number : key[1] === "by_style" ? true : v.style_id;
}

/** Variants per style: keeps a whole replacement under KV's 1000 mutations per atomic. */
export const MAX_VARIANTS_PER_STYLE = 80;

/**
 * Writes a style with its complete list of variants (validated), replacing what was stored for
 * it: variants no longer listed are removed, moved index entries rewritten. Throws a zod error on
 * bad data, CatalogueConflict when an item number or GTIN belongs to another style's variant.
 * The commit checks the catalogue version, so a concurrent catalogue write makes it read again.
 * `options.extra` adds the caller's own mutations (a change log, a task's chunk marker) to the
 * same atomic commit, so they are written exactly when the style is.
 */
export async function putStyle(
  kv: Deno.Kv,
  style: Style,
  variants: Variant[],
  options: { extra?: (op: Deno.AtomicOperation) => void } = {},
): Promise<void> {
  StyleSchema.parse(style);
  if (variants.length > MAX_VARIANTS_PER_STYLE) {
    throw new RangeError(`a style has at most ${MAX_VARIANTS_PER_STYLE} variants`);
  }
  for (const v of variants) {
    VariantSchema.parse(v);
    if (v.style_id !== style.id || v.vendor !== style.vendor || v.department !== style.department) {
      throw new CatalogueConflict("variant_mismatch", v.item_number);
    }
  }
  const mine = new Set(variants.map((v) => v.item_number));
  for (let attempt = 0; attempt < 10; attempt++) {
    const version = await kv.get(CK.version());
    const listed: string[] = [];
    for await (const e of kv.list({ prefix: CK.byStyle(style.id) })) listed.push(String(e.key[3]));
    const numbers = [...new Set([...listed, ...mine])];
    const old = await getManyValues<Variant>(kv, numbers.map(CK.variant));
    const gtins = await getManyValues<string>(kv, variants.map((v) => CK.byGtin(v.gtin14)));
    for (const e of old) {
      if (e.value && e.value.style_id !== style.id) {
        throw new CatalogueConflict("item_taken", e.value.item_number);
      }
    }
    gtins.forEach((e, i) => {
      // a GTIN may move between variants of this style, never come from another style
      if (e.value && e.value !== variants[i].item_number && !numbers.includes(e.value)) {
        throw new CatalogueConflict("gtin_taken", variants[i].gtin14);
      }
    });
    const op = kv.atomic().check(version);
    const written = new Set<string>();
    const set = (key: Deno.KvKey, value: unknown) => {
      written.add(JSON.stringify(key));
      op.set(key, value);
    };
    set(CK.style(style.id), style);
    for (const v of variants) {
      set(CK.variant(v.item_number), v);
      for (const key of indexKeys(v)) set(key, indexValue(key, v));
    }
    for (const e of old) {
      if (!e.value) continue;
      for (const key of [e.key, ...indexKeys(e.value)]) {
        if (!written.has(JSON.stringify(key))) op.delete(key);
      }
    }
    op.set(CK.version(), crypto.randomUUID());
    options.extra?.(op);
    if ((await op.commit()).ok) return;
  }
  throw new Error("The catalogue kept changing while writing the style; try again");
}

/**
 * Writes many styles into an EMPTY catalogue (the demo seeder, a first import): validated, no
 * per-style reads, large atomics. Each atomic checks the version key, so it fails rather than mix
 * with a concurrent writer; it refuses when the catalogue already holds anything.
 */
export async function putStylesFresh(
  kv: Deno.Kv,
  rows: { style: Style; variants: Variant[] }[],
): Promise<number> {
  const gtins = new Set<string>();
  const numbers = new Set<string>();
  for (const { style, variants } of rows) {
    StyleSchema.parse(style);
    for (const v of variants) {
      VariantSchema.parse(v);
      if (v.style_id !== style.id || v.vendor !== style.vendor) {
        throw new CatalogueConflict("variant_mismatch", v.item_number);
      }
      if (numbers.has(v.item_number)) throw new CatalogueConflict("item_taken", v.item_number);
      if (gtins.has(v.gtin14)) throw new CatalogueConflict("gtin_taken", v.gtin14);
      numbers.add(v.item_number);
      gtins.add(v.gtin14);
    }
  }
  let version = await kv.get(CK.version());
  if (version.versionstamp !== null) throw new Error("putStylesFresh needs an empty catalogue");
  let op = kv.atomic().check(version);
  let mutations = 0;
  const commit = async () => {
    op.set(CK.version(), crypto.randomUUID());
    const res = await op.commit();
    if (!res.ok) throw new Error("The catalogue changed while it was being seeded");
    version = { key: CK.version(), value: null, versionstamp: res.versionstamp };
    op = kv.atomic().check(version);
    mutations = 0;
  };
  for (const { style, variants } of rows) {
    if (mutations + 1 + variants.length * 5 > 900) await commit();
    op.set(CK.style(style.id), style);
    for (const v of variants) {
      op.set(CK.variant(v.item_number), v);
      for (const key of indexKeys(v)) op.set(key, indexValue(key, v));
    }
    mutations += 1 + variants.length * 5;
  }
  await commit();
  return numbers.size;
}

export async function getStyle(kv: Deno.Kv, id: string): Promise<Style | null> {
  return (await kv.get<Style>(CK.style(id))).value;
}

export async function getVariant(kv: Deno.Kv, itemNumber: string): Promise<Variant | null> {
  return (await kv.get<Variant>(CK.variant(itemNumber))).value;
}

/**
 * The variant with a GTIN, given any GS1 form people type or scan (UPC-A, UPC-E, EAN-8, EAN-13,
 * GTIN-14, with spaces or dashes): normalised to GTIN-14 first; null when invalid or unknown.
 */
export async function findVariantByGtin(kv: Deno.Kv, anyCode: string): Promise<Variant | null> {
  const gtin14 = toGtin14(anyCode);
  if (!gtin14) return null;
  const itemNumber = (await kv.get<string>(CK.byGtin(gtin14))).value;
  return itemNumber ? await getVariant(kv, itemNumber) : null;
}

function matches(v: Variant, f: CatalogueFilter): boolean {
  return (!f.style_id || v.style_id === f.style_id) && (!f.vendor || v.vendor === f.vendor) &&
    (!f.department || v.department === f.department) && (!f.class || v.class === f.class) &&
    (!f.season || v.season === f.season) && (!f.status || v.status === f.status);
}

/**
 * Variants matching a filter, by style then item number, from the cached catalogue: the style,
 * vendor or department group is sorted once per catalogue version, so a page reads one version
 * key instead of an index and a variant per row.
 */
export async function listVariants(kv: Deno.Kv, filter: CatalogueFilter = {}): Promise<Variant[]> {
  await catalogueMap(kv);
  const hit = cache.get(kv)!;
  const narrow: CatalogueFilter = filter.style_id
    ? { style_id: filter.style_id }
    : filter.vendor
    ? { vendor: filter.vendor }
    : filter.department
    ? { department: filter.department }
    : {};
  const group = JSON.stringify(narrow);
  let list = hit.groups.get(group);
  if (!list) {
    list = [...hit.variants.values()].filter((v) => matches(v, narrow)).sort(byStyleThenItem);
    hit.groups.set(group, list);
  }
  return list.filter((v) => matches(v, filter));
}

const byStyleThenItem = (a: Variant, b: Variant) =>
  a.style_id.localeCompare(b.style_id) || a.item_number.localeCompare(b.item_number);

/** Styles matching a filter (style_id, vendor, department, class, season), by id. */
export async function listStyles(kv: Deno.Kv, filter: CatalogueFilter = {}): Promise<Style[]> {
  const out: Style[] = [];
  for await (const e of kv.list<Style>({ prefix: CK.styles() })) {
    const s = e.value;
    if (filter.style_id && s.id !== filter.style_id) continue;
    if (filter.vendor && s.vendor !== filter.vendor) continue;
    if (filter.department && s.department !== filter.department) continue;
    if (filter.class && s.class !== filter.class) continue;
    if (filter.season && s.season !== filter.season) continue;
    out.push(s);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The whole catalogue, cached per process and KV store (one entry each) under the version key.

/** Per store: the catalogue at `version`, and its sorted groups (style, vendor, department). */
const cache = new WeakMap<
  Deno.Kv,
  { version: string | null; variants: Map<string, Variant>; groups: Map<string, Variant[]> }
>();

/** Every variant by item number (cached; one KV read when nothing changed). */
export async function catalogueMap(kv: Deno.Kv): Promise<Map<string, Variant>> {
  const version = (await kv.get<string>(CK.version())).versionstamp;
  const hit = cache.get(kv);
  if (hit && hit.version === version) return hit.variants;
  const variants = new Map<string, Variant>();
  for await (const e of kv.list<Variant>({ prefix: CK.variants() }, { batchSize: 1000 })) {
    variants.set(e.value.item_number, e.value);
  }
  cache.set(kv, { version, variants, groups: new Map() });
  return variants;
}
