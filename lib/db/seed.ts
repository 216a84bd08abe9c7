// First-start seeding: when the store is empty (and PORTAL_SEED is not `none`) each area's demo
// seeder runs once, under a lease (["meta", "seeding"]) so that only one of several instances
// starting together seeds, and a marker (["meta", "seeded"]) records it.
import type { Config } from "../config.ts";
import { seedAccounts } from "../auth/seed.ts";
import { seedCatalogue } from "../catalogue/demo.ts";
import { seedActiveShow } from "../nav/show.ts";
import { seedSales } from "../sales/demo.ts";
import { seedAdminTools } from "../admin/seed.ts";
import { seedResources } from "../resources/seed.ts";
import { seedBlog } from "../blog/demo.ts";
import { seedCmsPages } from "../cms/demo.ts";
import { seedQuotes } from "../quotes/demo.ts";
import { seedSpecials } from "../specials/demo.ts";
import { seedShows } from "../shows/demo.ts";
import { seedStores } from "../stores/seed.ts";
import { seedFulfillment } from "../fulfillment/demo.ts";
import { seedMarketing } from "../marketing/demo.ts";
import { seedOpenToBuy } from "../otb/demo.ts";
import { seedFulfillmentAccounting } from "../fulfillment_accounting/demo.ts";
import { seedHeadOffice } from "../head_office/demo.ts";

export type Seeder = (kv: Deno.Kv, config: Config) => Promise<string | void>;

/** Area seeders, run in order; each returns a line for the start-up log. */
const SEEDERS: Seeder[] = [
  seedStores,
  seedAccounts,
  seedActiveShow,
  seedCatalogue,
  seedSales,
  seedAdminTools,
  seedFulfillment,
  seedFulfillmentAccounting,
  seedResources,
  seedBlog,
  seedCmsPages,
  seedQuotes,
  (kv) => seedSpecials(kv),
  seedOpenToBuy,
  seedHeadOffice,
  seedMarketing,
  (kv) => seedShows(kv),
];

/** How long a seeding instance holds the lease (others wait for the marker meanwhile). */
const SEED_LEASE_MS = 10 * 60 * 1000;

export async function seedIfEmpty(kv: Deno.Kv, config: Config): Promise<boolean> {
  if (config.PORTAL_SEED === "none") return false;
  const marker = await kv.get(["meta", "seeded"]);
  if (marker.value) return false;
  // Several instances may start on one empty store (edge hosting): one seeds, the others wait.
  const lease = await kv.atomic().check({ key: ["meta", "seeding"], versionstamp: null })
    .set(["meta", "seeding"], new Date().toISOString(), { expireIn: SEED_LEASE_MS }).commit();
  if (!lease.ok) {
    for (const started = Date.now(); Date.now() - started < SEED_LEASE_MS;) {
      if ((await kv.get(["meta", "seeded"])).value) return false;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("Another instance started seeding the demo data and did not finish");
  }
  for (const seeder of SEEDERS) {
    const summary = await seeder(kv, config);
    if (summary) console.log(summary);
  }
  await kv.atomic().set(["meta", "seeded"], new Date().toISOString())
    .delete(["meta", "seeding"]).commit();
  return true;
}
