// The resources area's demo data: the price-change schedule (after the sales catalogue is
// seeded), the POS documentation and the training courses with some progress.
import { seedPriceChanges } from "./prices.ts";
import { seedPosDocs } from "./pos_docs.ts";
import { seedTraining } from "./training.ts";
import { COURSE_SEED } from "./training_data.ts";
import { getUserByEmail } from "../auth/store.ts";

export async function seedResources(kv: Deno.Kv): Promise<string> {
  const staff = (await getUserByEmail(kv, "staff@example.com"))?.id;
  const owner = (await getUserByEmail(kv, "owner@example.com"))?.id;
  const lines = [
    await seedPriceChanges(kv),
    await seedPosDocs(kv),
    await seedTraining(kv, COURSE_SEED, { staff, owner }),
  ];
  return lines.join("; ");
}
