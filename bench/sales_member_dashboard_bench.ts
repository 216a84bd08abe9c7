// p50 render time of /dashboards/member-dashboard for owner@example.com over the FULL demo data
// (two years). The first run seeds a KV file (SALES_BENCH_KV, default /tmp/portal-sales-bench.kv),
// which takes a while; later runs reuse it. Also prints the page's gzipped HTML size and the
// JavaScript it ships (its island modules).
import { benchPortal, render, signIn, timings } from "./portal.ts";

const PAGE = "/dashboards/member-dashboard";
const app = await benchPortal({
  DENO_KV_PATH: Deno.env.get("SALES_BENCH_KV") ?? "/tmp/portal-sales-bench.kv",
  SALES_DEMO_DAYS: "730",
});
const cookie = await signIn(app, "owner@example.com");

const html = await render(app, PAGE, cookie);
const gz = await new Response(
  new Blob([html]).stream().pipeThrough(new CompressionStream("gzip")),
).arrayBuffer();
// JavaScript: every module the page preloads (shell islands + this page's island + shared chunks)
let js = 0;
for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) {
  js += (await (await app.fetch(m[1])).arrayBuffer()).byteLength;
}
const { p50 } = await timings(() => render(app, PAGE, cookie));
console.log(
  `member-dashboard: p50 ${p50} ms; HTML ${html.length} B, gzipped ${gz.byteLength} B; ` +
    `JS preloaded ${js} B in total`,
);

Deno.bench("GET /dashboards/member-dashboard (owner, full demo data)", async () => {
  await render(app, PAGE, cookie);
});
