// Seeds the full demo (accounts, stores, two years of sales) into a fresh temporary KV file and
// reports the seed time, the KV file size and the number of sales keys per kind, e.g.
//   deno run -A scripts/sales-demo-size.ts            (SALES_DEMO_DAYS, default 730)
import { loadConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { seedIfEmpty } from "../lib/db/seed.ts";

const days = Deno.env.get("SALES_DEMO_DAYS") ?? "730";
const dir = await Deno.makeTempDir({ prefix: "portal-sales-size-" });
const path = `${dir}/portal.kv`;
const config = loadConfig({ DENO_KV_PATH: path, SALES_DEMO_DAYS: days });
const kv = await openKv(path);
const t0 = performance.now();
await seedIfEmpty(kv, config);
const seconds = (performance.now() - t0) / 1000;
const kinds = new Map<string, { keys: number; grains: Record<string, number> }>();
for await (const e of kv.list({ prefix: ["sales"] })) {
  const kind = String(e.key[1]);
  const k = kinds.get(kind) ?? { keys: 0, grains: {} };
  k.keys++;
  const grain = e.key.find((p) => p === "d" || p === "w" || p === "m" || p === "dm");
  if (typeof grain === "string") k.grains[grain] = (k.grains[grain] ?? 0) + 1;
  kinds.set(kind, k);
}
kv.close();
let bytes = 0;
for await (const f of Deno.readDir(dir)) bytes += (await Deno.stat(`${dir}/${f.name}`)).size;
console.log(`seed (accounts + ${days} days of sales): ${seconds.toFixed(1)} s`);
console.log(`KV files: ${(bytes / 1e6).toFixed(1)} MB`);
for (const [kind, k] of [...kinds].sort((a, b) => b[1].keys - a[1].keys)) {
  console.log(
    `  ${kind.padEnd(10)} ${String(k.keys).padStart(8)} keys ${JSON.stringify(k.grains)}`,
  );
}
await Deno.remove(dir, { recursive: true });
