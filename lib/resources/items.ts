// The narrow item lookup the resources area needs (UPC matches, price changes, signs), over the
// group catalogue's variants (lib/catalogue).
import {
  catalogueMap,
  findVariantByGtin,
  getVariant,
  listVariants,
  type Variant,
} from "../catalogue/mod.ts";
import { listVendors } from "../stores/mod.ts";

export interface ResourceItem {
  item_number: string;
  gtin14: string | null;
  vendor: string;
  vendor_name: string;
  brand: string;
  department: string;
  class: string;
  description: { en: string; fr: string };
  /** Current retail, in cents. */
  retail_cents: number;
}

async function vendorNames(kv: Deno.Kv): Promise<Map<string, string>> {
  return new Map((await listVendors(kv)).map((v) => [v.vendor_number, v.name]));
}

function toResource(v: Variant, names: Map<string, string>): ResourceItem {
  const vendorName = names.get(v.vendor) ?? v.vendor;
  return {
    item_number: v.item_number,
    gtin14: v.gtin14 || null,
    vendor: v.vendor,
    vendor_name: vendorName,
    brand: vendorName.split(" ")[0],
    department: v.department,
    class: v.class,
    description: v.description,
    retail_cents: v.retail,
  };
}

/** The items with these item numbers, in the order asked; unknown numbers are left out. */
export async function itemsByNumber(kv: Deno.Kv, numbers: string[]): Promise<ResourceItem[]> {
  const names = await vendorNames(kv);
  // Many items (a list of price changes): the cached catalogue (one KV read) beats a read each.
  const all = numbers.length > 10 ? await catalogueMap(kv) : null;
  const found = all
    ? numbers.map((n) => all.get(n) ?? null)
    : await Promise.all(numbers.map((n) => getVariant(kv, n)));
  return found.flatMap((v) => (v ? [toResource(v, names)] : []));
}

/** Each item's description in `locale`, by item number (one cached catalogue read). */
export async function descriptionsOf(
  kv: Deno.Kv,
  numbers: Iterable<string>,
  locale: string,
): Promise<Record<string, string>> {
  const all = await catalogueMap(kv);
  const out: Record<string, string> = {};
  for (const n of numbers) {
    const v = all.get(n);
    if (v) out[n] = locale === "fr-CA" ? v.description.fr : v.description.en;
  }
  return out;
}

/** The item carrying a GTIN-14, or null. */
export async function itemByGtin(kv: Deno.Kv, gtin14: string): Promise<ResourceItem | null> {
  const v = await findVariantByGtin(kv, gtin14);
  return v ? toResource(v, await vendorNames(kv)) : null;
}

/** Every item, by item number. */
export async function allItems(kv: Deno.Kv): Promise<ResourceItem[]> {
  const [variants, names] = await Promise.all([listVariants(kv), vendorNames(kv)]);
  return variants.map((v) => toResource(v, names))
    .sort((a, b) => a.item_number.localeCompare(b.item_number));
}
