// HTTP load script (`deno task bench:http`): wrk against servers on 127.0.0.1 only, bounded in time.
//   1. a static-content page through the runtime (fixture app /blog: _app, layout, middleware);
//   2. the same markup rendered by plain Deno.serve + preact-render-to-string, as the baseline;
//   3. a portal page through the full middleware chain (default `/`; `--path=/x` to choose, and
//      `--cookie=…` to send a session).
// Prints requests/s and p50/p99 latency for each, and the runtime's share of the baseline.
// Options: --seconds=N per run (default 5; three alternating rounds), --connections=N (default 32).
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { createHandler } from "$fresh/server.ts";
import fixture from "../tests/fresh/app/fresh.gen.ts";
import App from "../tests/fresh/app/routes/_app.tsx";
import RootLayout from "../tests/fresh/app/routes/_layout.tsx";
import BlogIndex from "../tests/fresh/app/routes/blog/index.tsx";
import { createTestApp } from "../tests/helpers/app.ts";

const args = Object.fromEntries(
  Deno.args.map((arg) => arg.replace(/^--/, "").split("=", 2) as [string, string]),
);
const seconds = Math.min(Number(args.seconds ?? 5), 60);
const connections = Number(args.connections ?? 32);
const portalPath = args.path ?? "/";

interface Result {
  name: string;
  rps: number;
  p50: string;
  p99: string;
}

async function wrk(name: string, url: string, headers: string[] = []): Promise<Result> {
  const out = await new Deno.Command("wrk", {
    args: [
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "--latency",
      ...headers.flatMap((header) => ["-H", header]),
      url,
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout);
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
  const rps = Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const distribution = text.slice(text.indexOf("Latency Distribution"));
  const p50 = distribution.match(/50%\s+(\S+)/)?.[1] ?? "?";
  const p99 = distribution.match(/99%\s+(\S+)/)?.[1] ?? "?";
  if (/Non-2xx/.test(text)) console.warn(`${name}: some responses were not 2xx`);
  return { name, rps, p50, p99 };
}

function listen(handler: (req: Request) => Response | Promise<Response>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  return { url: `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`, server };
}

try {
  await new Deno.Command("wrk", { args: ["--version"], stdout: "null", stderr: "null" }).output();
} catch {
  console.error("wrk is needed: apt-get install -y wrk");
  Deno.exit(1);
}

const results: Result[] = [];

// The runtime with the fixture's _app, root layout and /blog page, but not its demo middleware,
// so both servers do the same rendering work and the difference is the runtime's own.
const pageFiles = ["./routes/_app.tsx", "./routes/_layout.tsx", "./routes/blog/index.tsx"];
const routes = Object.fromEntries(
  Object.entries(fixture.routes).filter(([file]) => pageFiles.includes(file)),
);
const runtimeHandler = await createHandler({ routes, islands: {}, baseUrl: fixture.baseUrl });
const runtime = listen(runtimeHandler);
const plain = listen(() => {
  const Component = () => h(BlogIndex, {});
  const Layout = () => h(RootLayout, { Component } as never);
  const html = "<!DOCTYPE html>" + renderToString(h(App, { Component: Layout } as never));
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
});
// Alternate the two servers and keep each one's best round, so a busy moment on the machine does
// not decide the comparison.
const best = (a: Result | undefined, b: Result) => (!a || b.rps > a.rps ? b : a);
let runtimeBest: Result | undefined;
let plainBest: Result | undefined;
for (let round = 0; round < 3; round++) {
  runtimeBest = best(runtimeBest, await wrk("runtime: fixture /blog", `${runtime.url}/blog`));
  plainBest = best(
    plainBest,
    await wrk("plain Deno.serve + preact-render-to-string", `${plain.url}/blog`),
  );
}
results.push(runtimeBest!, plainBest!);
await runtime.server.shutdown();
await plain.server.shutdown();

const app = await createTestApp();
const portal = listen((req) => app.handler(req));
results.push(
  await wrk(
    `portal: ${portalPath}`,
    portal.url + portalPath,
    args.cookie ? [`Cookie: ${args.cookie}`] : [],
  ),
);
await portal.server.shutdown();
app.close();

console.log(
  `\nwrk -t1 -c${connections} -d${seconds}s on 127.0.0.1, best of 3 alternating rounds\n`,
);
console.log("| server | requests/s | p50 | p99 |\n|---|---|---|---|");
for (const r of results) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
const share = results[0].rps / results[1].rps;
console.log(`\nruntime / plain = ${(share * 100).toFixed(1)}% (target ≥ 85%)`);
