// The resources area's demo data: the price-change schedule (after the sales catalogue is
// seeded) and the POS documentation.
import { seedPriceChanges } from "./prices.ts";
import { seedPosDocs } from "./pos_docs.ts";

export async function seedResources(kv: Deno.Kv): Promise<string> {
  const lines = [await seedPriceChanges(kv), await seedPosDocs(kv)];
  return lines.join("; ");
}
