// The demo sales are the same data however fast they are made: the entries a fixed demo writes
// (five stores, 40 days to 2026-01-10), decoded and in key order, hash to the figure the generator
// gave before it was made faster. A change to the demo's data on purpose changes this figure.
import assert from "node:assert/strict";
import { generateDemoSales } from "../../../lib/sales/demo.ts";
import { decodeStoredValue } from "../../../lib/sales/codec.ts";
import { seedStores } from "../../../lib/stores/seed.ts";
import { seedCatalogue } from "../../../lib/catalogue/demo.ts";
import { loadConfig } from "../../../lib/config.ts";
import { isMemberStore, listStores } from "../../../lib/stores/mod.ts";
import { kvTest } from "../memory_kv.ts";

/** The value with every object's keys sorted (insertion order is not data). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !ArrayBuffer.isView(value)) {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const EXPECTED = "8895 746fa4669482e54e4c267d7e3ad1e6e0ce671f948500be7c199ae7e7a25ef079";

kvTest("the demo sales generator writes the same data as before", async (kv) => {
  const config = loadConfig({ DENO_KV_PATH: ":memory:", PORTAL_SEED: "demo" });
  await seedStores(kv, config);
  await seedCatalogue(kv, config);
  const stores = (await listStores(kv)).filter((s) => isMemberStore(s.store_number) && s.active)
    .slice(0, 5);
  await generateDemoSales(kv, { days: 40, end: "2026-01-10", stores, workers: 0 });
  const lines: string[] = [];
  for await (const e of kv.list({ prefix: ["sales"] })) {
    if (e.key[1] === "data_version") continue;
    lines.push(JSON.stringify([e.key, canonical(decodeStoredValue(e.value))]));
  }
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(lines.join("\n")),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  assert.equal(`${lines.length} ${hex}`, EXPECTED);
});
