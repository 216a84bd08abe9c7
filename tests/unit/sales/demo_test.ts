// The demo sales generator writes the same data whether its stores are generated here or in
// workers (lib/sales/demo_worker.ts), which a first start with two years of history uses.
import assert from "node:assert/strict";
import { generateDemoSales } from "../../../lib/sales/demo.ts";
import { decodeStoredValue } from "../../../lib/sales/codec.ts";
import { seedStores } from "../../../lib/stores/seed.ts";
import { seedCatalogue } from "../../../lib/catalogue/demo.ts";
import { loadConfig } from "../../../lib/config.ts";
import { isMemberStore, listStores } from "../../../lib/stores/mod.ts";

/** Every sales entry but the data version (a time), decoded, with keys in order. */
async function salesOf(kv: Deno.Kv) {
  const out: [string, unknown][] = [];
  for await (const e of kv.list({ prefix: ["sales"] })) {
    if (e.key[1] === "data_version") continue;
    out.push([JSON.stringify(e.key), canonical(decodeStoredValue(e.value))]);
  }
  return out;
}

/** Objects with their keys sorted (a merged month pack may list its days in another order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

async function demo(workers: number) {
  const kv = await Deno.openKv(":memory:");
  const config = loadConfig({ DENO_KV_PATH: ":memory:", PORTAL_SEED: "demo" });
  await seedStores(kv, config);
  await seedCatalogue(kv, config);
  const stores = (await listStores(kv)).filter((s) => isMemberStore(s.store_number) && s.active)
    .slice(0, 5);
  const summary = await generateDemoSales(kv, { days: 40, end: "2026-01-10", stores, workers });
  return { kv, summary };
}

Deno.test("demo sales from two workers equal the sales generated in one thread", async () => {
  const here = await demo(0);
  const parallel = await demo(2);
  try {
    assert.equal(parallel.summary.values, here.summary.values);
    const [a, b] = [await salesOf(here.kv), await salesOf(parallel.kv)];
    assert.ok(a.length > 1000, `${a.length} entries`);
    assert.equal(b.length, a.length);
    assert.deepEqual(b, a);
  } finally {
    here.kv.close();
    parallel.kv.close();
  }
});
