// p50 render time of /marketing/items for buyer@example.com over the demo catalogue (about 1,500
// variants), unfiltered and with filters (vendor + missing French; words). In-memory demo data
// (14 days of sales, which the page does not read). Target: under 50 ms at p50 with a filter.
import { createPortalHandler } from "../lib/app.ts";
import { loadConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { seedIfEmpty } from "../lib/db/seed.ts";
import { catalogueMap } from "../lib/catalogue/mod.ts";

const config = loadConfig({ DENO_KV_PATH: ":memory:" });
const kv = await openKv(":memory:");
await seedIfEmpty(kv, config);
const handler = await createPortalHandler({ kv, config });
const fetchPage = (path: string, init?: RequestInit) =>
  handler(new Request(new URL(path, "http://localhost"), init), {
    remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 },
  });
const login = await fetchPage("/api/account/login", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "buyer@example.com", password: "portal-demo-2026" }),
});
const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
await login.body?.cancel();

const PAGES = {
  unfiltered: "/marketing/items",
  "vendor + missing French": "/marketing/items?vendor=V100&missing=web_fr",
  words: "/marketing/items?q=helmet+pro",
  "sorted by web FR, page 3": "/marketing/items?table=items&sort=web_fr&dir=asc&page=3",
};

for (const [name, path] of Object.entries(PAGES)) {
  const first = await fetchPage(path, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  await first.text();
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    await (await fetchPage(path, { headers: { cookie } })).text();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `/marketing/items (${name}), ${(await catalogueMap(kv)).size} variants: p50 ${
      times[30].toFixed(1)
    } ms, p90 ${times[54].toFixed(1)} ms`,
  );
}

Deno.bench("GET /marketing/items?vendor=V100&missing=web_fr (buyer)", async () => {
  await (await fetchPage(PAGES["vendor + missing French"], { headers: { cookie } })).text();
});
