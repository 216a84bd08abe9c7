// The resources area's demo data: the price-change schedule (after the sales catalogue is seeded).
import { seedPriceChanges } from "./prices.ts";

export async function seedResources(kv: Deno.Kv): Promise<string> {
  const lines = [await seedPriceChanges(kv)];
  return lines.join("; ");
}
