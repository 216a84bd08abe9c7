// The narrow item lookup the resources area needs (UPC matches, price changes, signs). It reads the
// sales catalogue today; when lib/catalogue lands only this file changes (getVariant,
// findVariantByGtin, listVariants), with the French description taken from the variant.
import { catalog } from "../sales/store.ts";
import { listVendors } from "../db/stores.ts";
import type { Item } from "../sales/model.ts";

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

function toResource(item: Item, names: Map<string, string>): ResourceItem {
  const vendorName = names.get(item.vendor) ?? item.vendor;
  return {
    item_number: item.item_number,
    gtin14: /^\d{14}$/.test(item.gtin) ? item.gtin : null,
    vendor: item.vendor,
    vendor_name: vendorName,
    brand: vendorName.split(" ")[0],
    department: item.department,
    class: item.class,
    description: { en: item.description, fr: item.description },
    retail_cents: item.retail_cents,
  };
}

/** The items with these item numbers, in the order asked; unknown numbers are left out. */
export async function itemsByNumber(kv: Deno.Kv, numbers: string[]): Promise<ResourceItem[]> {
  const [items, names] = await Promise.all([catalog(kv), vendorNames(kv)]);
  return numbers.flatMap((n) => {
    const item = items.get(n);
    return item ? [toResource(item, names)] : [];
  });
}

/** The item carrying a GTIN-14, or null. */
export async function itemByGtin(kv: Deno.Kv, gtin14: string): Promise<ResourceItem | null> {
  const items = await catalog(kv);
  for (const item of items.values()) {
    if (item.gtin === gtin14) return toResource(item, await vendorNames(kv));
  }
  return null;
}

/** Every item, by item number. */
export async function allItems(kv: Deno.Kv): Promise<ResourceItem[]> {
  const [items, names] = await Promise.all([catalog(kv), vendorNames(kv)]);
  return [...items.values()].map((i) => toResource(i, names))
    .sort((a, b) => a.item_number.localeCompare(b.item_number));
}
