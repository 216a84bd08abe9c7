// What the demo-sales tests share: the fixed demo they generate (five member stores, 40 days to
// 2026-01-10) and its sales entries read back in a form that compares as data.
import { generateDemoSales } from "../../../lib/sales/demo.ts";
import { decodeStoredValue } from "../../../lib/sales/codec.ts";
import { seedStores } from "../../../lib/stores/seed.ts";
import { seedCatalogue } from "../../../lib/catalogue/demo.ts";
import { loadConfig } from "../../../lib/config.ts";
import { isMemberStore, listStores } from "../../../lib/stores/mod.ts";

/** Seeds stores and catalogue into `kv`, then generates the fixed demo's sales with `workers`. */
export async function generateFixedDemo(kv: Deno.Kv, workers: number) {
  const config = loadConfig({ DENO_KV_PATH: ":memory:", PORTAL_SEED: "demo" });
  await seedStores(kv, config);
  await seedCatalogue(kv, config);
  const stores = (await listStores(kv)).filter((s) => isMemberStore(s.store_number) && s.active)
    .slice(0, 5);
  return await generateDemoSales(kv, { days: 40, end: "2026-01-10", stores, workers });
}

/** Every sales entry but the data version (a time), in key order, its value decoded and canonical. */
export async function salesOf(kv: Deno.Kv): Promise<[Deno.KvKey, unknown][]> {
  const out: [Deno.KvKey, unknown][] = [];
  for await (const e of kv.list({ prefix: ["sales"] })) {
    if (e.key[1] === "data_version") continue;
    out.push([e.key, canonical(decodeStoredValue(e.value))]);
  }
  return out;
}

/** The value with every object's keys sorted (insertion order is not data: a merged month pack may
 * list its days in another order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
