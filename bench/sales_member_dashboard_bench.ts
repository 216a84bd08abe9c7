// p50 render time of /dashboards/member-dashboard for owner@example.com over the FULL demo data
// (two years). The first run seeds a KV file (SALES_BENCH_KV, default /tmp/portal-sales-bench.kv),
// which takes a while; later runs reuse it. Also prints the page's gzipped HTML size and the
// JavaScript it ships (its island modules).
import { createPortalHandler } from "../lib/app.ts";
import { loadConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { seedIfEmpty } from "../lib/db/seed.ts";

const path = Deno.env.get("SALES_BENCH_KV") ?? "/tmp/portal-sales-bench.kv";
const config = loadConfig({ DENO_KV_PATH: path, SALES_DEMO_DAYS: "730" });
const kv = await openKv(path);
await seedIfEmpty(kv, config);
const handler = await createPortalHandler({ kv, config });
const fetchPage = (path: string, init?: RequestInit) =>
  handler(new Request(new URL(path, "http://localhost"), init), {
    remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 },
  });
const login = await fetchPage("/api/account/login", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "owner@example.com", password: "portal-demo-2026" }),
});
const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
await login.body?.cancel();

const page = await fetchPage("/dashboards/member-dashboard", { headers: { cookie } });
const html = await page.text();
if (page.status !== 200) throw new Error(`member dashboard answered ${page.status}`);
const gz = await new Response(
  new Blob([html]).stream().pipeThrough(new CompressionStream("gzip")),
).arrayBuffer();
// JavaScript: every module the page preloads (shell islands + this page's island + shared chunks)
let js = 0;
let own = 0;
for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) {
  const body = await (await fetchPage(m[1])).arrayBuffer();
  js += body.byteLength;
  if (m[1].includes("/islands/SalesRangeMemory.js")) own = body.byteLength;
}
// p50 of 60 sequential renders (deno bench reports avg/p75/p99, not p50)
const times: number[] = [];
for (let i = 0; i < 60; i++) {
  const t0 = performance.now();
  await (await fetchPage("/dashboards/member-dashboard", { headers: { cookie } })).text();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(
  `member-dashboard: p50 ${
    times[30].toFixed(1)
  } ms; HTML ${html.length} B, gzipped ${gz.byteLength} B; ` +
    `JS preloaded ${js} B in total, of which the page's own island SalesRangeMemory.js ${own} B`,
);

Deno.bench("GET /dashboards/member-dashboard (owner, full demo data)", async () => {
  const res = await fetchPage("/dashboards/member-dashboard", { headers: { cookie } });
  await res.text();
});
