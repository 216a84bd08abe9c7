// The items a quote is matched against and the vendors it can come from. The catalogue read here
// is the item master the sales area keeps today (lib/sales catalog); when lib/catalogue lands this
// module is the one place to switch to its variants (item_number, description, vendor, gtin14).
import { catalog } from "../sales/store.ts";
import type { CatalogueItem } from "./parse.ts";

export async function catalogueItems(kv: Deno.Kv): Promise<CatalogueItem[]> {
  return [...(await catalog(kv)).values()].map((item) => ({
    item_number: item.item_number,
    description: item.description,
    vendor: item.vendor,
    gtin: item.gtin,
  }));
}

export async function findItem(kv: Deno.Kv, itemNumber: string) {
  return (await catalog(kv)).get(itemNumber.trim()) ?? null;
}

export interface VendorOption {
  vendor_number: string;
  name: string;
}

/** Every vendor, by number (the quote parser's vendor lists). */
export async function vendorOptions(kv: Deno.Kv): Promise<VendorOption[]> {
  const out: VendorOption[] = [];
  for await (const e of kv.list<VendorOption>({ prefix: ["vendors"] })) out.push(e.value);
  return out.sort((a, b) => Number(a.vendor_number.slice(1)) - Number(b.vendor_number.slice(1)));
}
