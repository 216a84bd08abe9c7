// The resources area's demo data: the price-change schedule (after the sales catalogue is
// seeded), the POS documentation, the training courses with some progress and the marketing assets.
import { seedPriceChanges } from "./prices.ts";
import { seedPosDocs } from "./pos_docs.ts";
import { seedTraining } from "./training.ts";
import { COURSE_SEED } from "./training_data.ts";
import { getUserByEmail } from "../auth/store.ts";
import type { Config } from "../config.ts";
import { seedAssets } from "./assets_seed.ts";

export async function seedResources(kv: Deno.Kv, config: Config): Promise<string> {
  const staff = (await getUserByEmail(kv, "staff@example.com"))?.id;
  const owner = (await getUserByEmail(kv, "owner@example.com"))?.id;
  const admin = (await getUserByEmail(kv, "admin@example.com"))?.id ?? "seed";
  const lines = [
    await seedPriceChanges(kv),
    await seedPosDocs(kv),
    await seedTraining(kv, COURSE_SEED, { staff, owner }),
    await seedAssets(kv, config, admin),
  ];
  return lines.join("; ");
}
