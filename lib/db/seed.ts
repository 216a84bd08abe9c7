// First-start seeding: when the store is empty (and PORTAL_SEED is not `none`) each area's demo
// seeder runs once, and a marker records it.
import type { Config } from "../config.ts";
import { seedAccounts } from "../auth/seed.ts";
import { seedActiveShow } from "../nav/show.ts";
import { seedSales } from "../sales/demo.ts";
import { seedAdminTools } from "../admin/seed.ts";

export type Seeder = (kv: Deno.Kv, config: Config) => Promise<string | void>;

/** Area seeders, run in order; each returns a line for the start-up log. */
const SEEDERS: Seeder[] = [seedAccounts, seedActiveShow, seedSales, seedAdminTools];

export async function seedIfEmpty(kv: Deno.Kv, config: Config): Promise<boolean> {
  if (config.PORTAL_SEED === "none") return false;
  const marker = await kv.get(["meta", "seeded"]);
  if (marker.value) return false;
  for (const seeder of SEEDERS) {
    const summary = await seeder(kv, config);
    if (summary) console.log(summary);
  }
  await kv.set(["meta", "seeded"], new Date().toISOString());
  return true;
}
