// Demo data of the admin tools: store shipping information and the POS fleet.
import type { Config } from "../config.ts";
import { seedShipping } from "./shipping.ts";
import { seedPos } from "./pos_demo.ts";

export async function seedAdminTools(kv: Deno.Kv, _config: Config): Promise<string> {
  await seedShipping(kv);
  const pos = await seedPos(kv);
  return `admin tools: shipping information of stores 1234, 1310, 2051; POS status of ${pos} stores`;
}
