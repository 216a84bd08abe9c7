// The items a quote is matched against (lib/catalogue variants, English description) and the
// vendors it can come from (lib/stores).
import { getVariant, listVariants } from "../catalogue/mod.ts";
import { listVendors, type Vendor } from "../stores/mod.ts";
import type { CatalogueItem } from "./parse.ts";

export async function catalogueItems(kv: Deno.Kv): Promise<CatalogueItem[]> {
  return (await listVariants(kv)).map((v) => ({
    item_number: v.item_number,
    description: v.description.en,
    vendor: v.vendor,
    gtin: v.gtin14,
  }));
}

export async function findItem(kv: Deno.Kv, itemNumber: string) {
  const variant = await getVariant(kv, itemNumber.trim());
  return variant ? { item_number: variant.item_number, description: variant.description.en } : null;
}

export type VendorOption = Vendor;

/** Every vendor, by number (the quote parser's vendor lists). */
export async function vendorOptions(kv: Deno.Kv): Promise<VendorOption[]> {
  return (await listVendors(kv)).sort((a, b) =>
    Number(a.vendor_number.slice(1)) - Number(b.vendor_number.slice(1))
  );
}
