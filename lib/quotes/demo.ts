// Demo quote parser data: reading settings for three vendors (pasted text, a semicolon CSV with
// decimal commas, a spreadsheet layout) and one quote already read, so the pages show real work.
import { getUserByEmail } from "../auth/store.ts";
import { runTask } from "../tasks/queue.ts";
import { DEFAULT_CONFIG } from "./schema.ts";
import { saveConfig } from "./store.ts";
import { startQuoteParse } from "./task.ts";

const DEMO_QUOTE = `Polar Hockey Supply — Quote Q-2026-118          Valid until 2026-12-31
Code           Description              Qty     Unit        Total
1000001        Polar Skate Pro Black 4   12     85.08    1,020.96
7541000000025  Polar Skate Pro White 4    6     85.08      510.48
PSP-B5         Polar Skate Pro blk sz 5  10     85.08      850.80
X-99           Pallet wrap and strapping  1     15.00       15.00

TOTAL                                                    2,397.24`;

export async function seedQuotes(kv: Deno.Kv): Promise<string> {
  const now = new Date().toISOString();
  const by = "admin@example.com";
  await saveConfig(kv, {
    vendor: "V100",
    ...DEFAULT_CONFIG,
    delimiter: "spaces",
    header_rows: 2,
    updated_at: now,
    updated_by: by,
  });
  await saveConfig(kv, {
    vendor: "V200",
    ...DEFAULT_CONFIG,
    delimiter: ";",
    decimal_comma: true,
    updated_at: now,
    updated_by: by,
  });
  await saveConfig(kv, {
    vendor: "V300",
    ...DEFAULT_CONFIG,
    header_rows: 3,
    columns: { code: 3, description: 1, quantity: 4, unit_price: 5, total: 6 },
    updated_at: now,
    updated_by: by,
  });
  const admin = await getUserByEmail(kv, by);
  const task = await startQuoteParse(kv, admin?.id ?? by, {
    vendor: "V100",
    name: "Q-2026-118",
    text: DEMO_QUOTE,
    tabular: false,
  }, { enqueue: false });
  await runTask(kv, task.guid);
  return "Quote parser: 3 vendor settings, 1 quote read";
}
