// The stores-and-vendors seeder (first in lib/db/seed.ts SEEDERS: accounts and sales refer to them).
import type { Config } from "../config.ts";
import { DEMO_STORES, DEMO_VENDORS } from "./fixture.ts";
import { putStoresAndVendors } from "./store.ts";

export async function seedStores(kv: Deno.Kv, _config: Config): Promise<string> {
  await putStoresAndVendors(kv, DEMO_STORES, DEMO_VENDORS);
  return `stores: ${DEMO_STORES.length} stores, ${DEMO_VENDORS.length} vendors`;
}
