// The portal's load benchmark (`deno task bench:http`): starts the real portal handler in a child
// process on 127.0.0.1 (demo data, in memory unless --kv=path), signs the personas in, and runs wrk
// on each page in one run, printing requests/s, p50, p99, errors and the share of the public home:
//   public home (visitor), signed-in home, member dashboard, report builder, account and get-user
//   (owner@example.com), group dashboard (buyer@example.com).
// Options: --seconds=N per page (10), --connections=N (50), --threads=N (2), --kv=path (an
// embedded KV file, seeded when empty; default :memory:), --days=N (demo sales days, in memory: 14),
// --only=name,name (page names as printed), --profile=name (CPU-profile that page through the
// inspector while wrk runs, and print the functions with the most self time), --top=N (how many
// functions a profile lists: 5).
// --all: every GET route of the manifest as a persona allowed to open it, with ids from the demo
// data (bench/routes.ts), sorted slowest first. Each row also has the single-request p50 (up to 50
// sequential requests, at most --budget=N seconds a page: 5), the HTML bytes on the wire with and
// without compression, and the page's JS requests (module scripts and modulepreload links).
// --p50-only: the single-request columns only, no wrk (quick, and fair on a busy machine).
// With --all, --only takes page names or paths.
import { createPortalHandler } from "../lib/app.ts";
import { loadConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { seedIfEmpty } from "../lib/db/seed.ts";
import { signIn } from "../tests/helpers/auth.ts";
import { discoverPages, personaOrder } from "./routes.ts";

const args = Object.fromEntries(
  Deno.args.map((arg) => arg.replace(/^--/, "").split("=", 2) as [string, string]),
);

interface Page {
  name: string;
  path: string;
  persona: string | null;
  /** --all: HTML bytes without and with compression, and JS requests of the page. */
  bytes?: number;
  wire?: number;
  scripts?: number;
}

const PAGES: Page[] = [
  { name: "public home", path: "/", persona: null },
  { name: "signed-in home", path: "/", persona: "owner@example.com" },
  { name: "member dashboard", path: "/dashboards/member-dashboard", persona: "owner@example.com" },
  { name: "group dashboard", path: "/dashboards/group-dashboard", persona: "buyer@example.com" },
  { name: "report builder", path: "/reporting/report-builder", persona: "owner@example.com" },
  { name: "account", path: "/account", persona: "owner@example.com" },
  { name: "get-user", path: "/api/account/get-user", persona: "owner@example.com" },
];

// ---------------------------------------------------------------------------------------------
// Child: the server. Prints `listening {url, cookies}` once it answers (seeding prints other lines).
if ("serve" in args) {
  const config = loadConfig({
    DENO_KV_PATH: args.kv ?? ":memory:",
    PORTAL_SEED: "demo",
    LOG_LEVEL: "warn",
    ...(args.days ? { SALES_DEMO_DAYS: args.days } : {}),
  });
  const kv = await openKv(config.DENO_KV_PATH);
  await seedIfEmpty(kv, config);
  const handler = await createPortalHandler({ kv, config });
  const app = {
    kv,
    handler,
    fetch: async (path: string, init?: RequestInit) =>
      await handler(new Request(new URL(path, "http://localhost"), init)),
    close: () => kv.close(),
  };
  const cookies: Record<string, string> = {};
  const personas = "all" in args ? personaOrder() : PAGES.map((page) => page.persona);
  for (const persona of new Set(personas)) {
    if (persona) cookies[persona] = await signIn(app, persona);
  }
  let pages: Page[] = PAGES;
  if ("all" in args) {
    const found = await discoverPages(app.fetch, kv, cookies);
    for (const reason of found.skipped) console.error(`skipped ${reason}`);
    pages = [...PAGES.slice(0, 2), ...found.pages.filter((page) => page.path !== "/")];
    for (const page of pages) Object.assign(page, await weigh(app.fetch, page, cookies));
  }
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  const url = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
  console.log(`listening ${JSON.stringify({ url, cookies, pages })}`);
  Deno.addSignalListener("SIGTERM", () => Deno.exit(0));
  await server.finished;
  Deno.exit(0);
}

/** A page's body size without and with compression, and its JS requests (HTML pages). */
async function weigh(
  fetch: (path: string, init?: RequestInit) => Promise<Response>,
  page: Page,
  cookies: Record<string, string>,
) {
  const cookie: Record<string, string> = page.persona ? { cookie: cookies[page.persona] } : {};
  const plain = await fetch(page.path, { headers: { ...cookie, "accept-encoding": "identity" } });
  const html = await plain.text();
  const packed = await fetch(page.path, { headers: { ...cookie, "accept-encoding": "br, gzip" } });
  const wire = (await packed.arrayBuffer()).byteLength;
  const scripts = (html.match(/<script[^>]*\ssrc=|rel="modulepreload"|import\("/g) ?? []).length;
  return { bytes: new TextEncoder().encode(html).byteLength, wire, scripts };
}

// ---------------------------------------------------------------------------------------------
// Parent: wrk against the child.
const seconds = Math.min(Number(args.seconds ?? 10), 120);
const connections = Number(args.connections ?? 50);
const threads = Number(args.threads ?? 2);

const p50Only = "p50-only" in args;
if (!p50Only) {
  try {
    await new Deno.Command("wrk", { args: ["--version"], stdout: "null", stderr: "null" })
      .output();
  } catch {
    console.error("wrk is needed: apt-get install -y wrk (or --p50-only)");
    Deno.exit(1);
  }
}

interface Result {
  rps: number;
  p50: string;
  p99: string;
  errors: number;
}

async function wrk(url: string, cookie: string | null, duration: number): Promise<Result> {
  const out = await new Deno.Command("wrk", {
    args: [
      `-t${threads}`,
      `-c${connections}`,
      `-d${duration}s`,
      "--timeout=5s",
      "--latency",
      ...(cookie ? ["-H", `Cookie: ${cookie}`] : []),
      url,
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stdout);
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
  const distribution = text.slice(text.indexOf("Latency Distribution"));
  const socket = text.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  return {
    rps: Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    p50: distribution.match(/50%\s+(\S+)/)?.[1] ?? "?",
    p99: distribution.match(/99%\s+(\S+)/)?.[1] ?? "?",
    errors: Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
      (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

// --profile=name of a page above, or --profile=/path with --as=email (a visitor without).
const profiled = PAGES.find((page) => page.name === args.profile) ??
  (args.profile?.startsWith("/")
    ? { name: args.profile, path: args.profile, persona: args.as ?? null }
    : undefined);
const child = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "-A",
    ...(profiled ? ["--inspect=127.0.0.1:9239"] : []),
    new URL(import.meta.url).pathname,
    "--serve",
    ...["kv", "days"].filter((name) => args[name]).map((name) => `--${name}=${args[name]}`),
    ...("all" in args ? ["--all"] : []),
  ],
  stdout: "piped",
  stderr: "inherit",
}).spawn();
async function listening(): Promise<
  { url: string; cookies: Record<string, string>; pages: Page[] }
> {
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const line = buffer.split("\n").find((l) => l.startsWith("listening "));
    if (line) {
      // Keep draining the child's output so it never blocks on a full pipe.
      (async () => {
        while (!(await reader.read()).done);
      })();
      return JSON.parse(line.slice("listening ".length));
    }
    const { value, done } = await reader.read();
    if (done) throw new Error("the server stopped before answering");
    buffer += value;
  }
}

let url = "";
let cookies: Record<string, string> = {};
let pages: Page[] = PAGES;
try {
  ({ url, cookies, pages } = await listening());
  if (profiled) {
    await profile(profiled);
  } else if ("all" in args) {
    await all(pages);
  } else {
    const only = args.only?.split(",");
    const rows: (Page & Result)[] = [];
    for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
      const cookie = page.persona ? cookies[page.persona] : null;
      await wrk(url + page.path, cookie, 2); // warm-up
      await drained();
      rows.push({ ...page, ...await wrk(url + page.path, cookie, seconds) });
      await drained();
    }
    const home = rows.find((row) => row.name === "public home")?.rps;
    console.log(`\nwrk -t${threads} -c${connections} -d${seconds}s on 127.0.0.1, demo data\n`);
    console.log("| page | as | requests/s | share of public home | p50 | p99 | errors |");
    console.log("|---|---|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      const share = home ? `${(r.rps / home * 100).toFixed(1)} %` : "—";
      console.log(
        `| ${r.name} (${r.path}) | ${r.persona ?? "visitor"} | ${r.rps.toFixed(0)} | ${share} | ` +
          `${r.p50} | ${r.p99} | ${r.errors} |`,
      );
    }
  }
} finally {
  child.kill("SIGTERM");
  await child.status;
}

/** CPU time (user + system) the server process has used, in ms (Linux; NaN elsewhere). */
function serverCpuMs(): number {
  try {
    const stat = Deno.readTextFileSync(`/proc/${child.pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s
  } catch {
    return NaN;
  }
}

/**
 * Single-request timings: sequential requests (up to 50, at most `budget` seconds), in ms, and
 * the server's CPU time per request (10 ms clock ticks over the measured requests: unlike the
 * wall time, it hardly changes when other processes load the machine).
 */
async function sequential(page: Page, budget = Number(args.budget ?? 5)) {
  const headers: Record<string, string> = page.persona ? { cookie: cookies[page.persona] } : {};
  const times: number[] = [];
  const started = performance.now();
  let status = 0;
  let cpuFrom = NaN;
  for (let i = 0; i < 52 && (i < 4 || performance.now() - started < budget * 1000); i++) {
    if (i === 2) cpuFrom = serverCpuMs();
    const t = performance.now();
    const res = await fetch(url + page.path, { headers, redirect: "manual" });
    await res.arrayBuffer();
    status = res.status;
    if (i >= 2) times.push(performance.now() - t); // the first two warm caches up
  }
  const cpuMs = (serverCpuMs() - cpuFrom) / times.length;
  times.sort((a, b) => a - b);
  return { p50ms: times[Math.floor((times.length - 1) / 2)], cpuMs, samples: times.length, status };
}

/** --all: every page, slowest single-request p50 first (and wrk unless --p50-only). */
async function all(pages: Page[]) {
  const only = args.only?.split(",");
  if (only) pages = pages.filter((p) => only.includes(p.name) || only.includes(p.path));
  const rows: (Page & Partial<Result> & Awaited<ReturnType<typeof sequential>>)[] = [];
  for (const page of pages) {
    const single = await sequential(page);
    let loaded: Result | undefined;
    if (!p50Only) {
      const cookie = page.persona ? cookies[page.persona] : null;
      await wrk(url + page.path, cookie, 2); // warm-up
      await drained();
      loaded = await wrk(url + page.path, cookie, seconds);
      await drained();
    }
    rows.push({ ...page, ...single, ...loaded });
    console.error(`${single.p50ms.toFixed(1)} ms ${page.path}`);
  }
  const home = rows.find((row) => row.name === "public home")?.rps;
  rows.sort((a, b) => p50Only ? b.p50ms - a.p50ms : (a.rps ?? 0) - (b.rps ?? 0));
  console.log(
    `\n${rows.length} pages, demo data, single-request p50 over up to 50 sequential requests` +
      (p50Only ? "" : `; wrk -t${threads} -c${connections} -d${seconds}s on 127.0.0.1`) + "\n",
  );
  const kb = (n?: number) => n === undefined ? "—" : (n / 1024).toFixed(1);
  console.log(
    "| page | as | p50 ms | CPU ms | status |" +
      (p50Only ? "" : " requests/s | share | p99 | errors |") +
      " KB | KB on the wire | JS requests |",
  );
  console.log(
    "|---|---|---:|---:|---:|" + (p50Only ? "" : "---:|---:|---:|---:|") + "---:|---:|---:|",
  );
  for (const r of rows) {
    const share = home && r.rps !== undefined ? `${(r.rps / home * 100).toFixed(1)} %` : "—";
    console.log(
      `| ${r.path} | ${r.persona ?? "visitor"} | ${r.p50ms.toFixed(1)} | ${r.cpuMs.toFixed(1)} | ` +
        `${r.status} |` +
        (p50Only ? "" : ` ${r.rps?.toFixed(0)} | ${share} | ${r.p99} | ${r.errors} |`) +
        ` ${kb(r.bytes)} | ${kb(r.wire)} | ${r.scripts ?? "—"} |`,
    );
  }
}

/**
 * Waits until the server has answered what wrk left queued (wrk closes its connections, the server
 * still renders every request it accepted), so one page's backlog is not counted against the next.
 */
async function drained() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${url}/builds/latest.json`)).body?.cancel();
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Profiles the server through its inspector while wrk loads one page; prints the top five. */
async function profile(page: Page) {
  const targets = await (await fetch("http://127.0.0.1:9239/json")).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve) => socket.onopen = resolve);
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message.result);
  };
  const send = (method: string, params = {}) =>
    new Promise<unknown>((resolve) => {
      pending.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  const cookie = page.persona ? cookies[page.persona] : null;
  if (!p50Only) {
    await wrk(url + page.path, cookie, 2);
    await drained();
  }
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 100 });
  await send("Profiler.start");
  const result = p50Only
    ? { rps: NaN, ...await sequential(page, seconds) }
    : await wrk(url + page.path, cookie, seconds);
  const { profile } = await send("Profiler.stop") as { profile: CpuProfile };
  socket.close();
  // Self time per function, and total time (self + callees) per project function, as shares of
  // the samples in which the process was not idle.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const label = (node: CpuProfile["nodes"][number]) => {
    const { functionName, url: file } = node.callFrame;
    const where = file.replace(/^.*\/(lib|routes|components|islands|node_modules)\//, "$1/");
    return `${functionName || "(anonymous)"}${where ? ` ${where}` : ""}`;
  };
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  const walk = (nodeId: number, onStack: Set<string>): number => {
    const node = nodes.get(nodeId)!;
    const name = label(node);
    const hits = name === "(idle)" ? 0 : node.hitCount ?? 0;
    self.set(name, (self.get(name) ?? 0) + hits);
    busy += hits;
    const inner = new Set(onStack).add(name);
    let subtree = hits;
    for (const child of node.children ?? []) subtree += walk(child, inner);
    const ours = /^\S+ (lib|routes|components)\//.test(name);
    if (ours && !onStack.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + subtree);
    return subtree;
  };
  walk(profile.nodes[0].id, new Set());
  const top = (map: Map<string, number>, title: string) => {
    console.log(`\n| ${title} | function |\n|---:|---|`);
    for (
      const [name, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top ?? 5))
    ) {
      console.log(`| ${(hits / busy * 100).toFixed(1)} % | ${name} |`);
    }
  };
  console.log(`\n${page.name} (${page.path}): ${result.rps.toFixed(0)} requests/s while profiled`);
  top(self, "self time");
  top(inclusive, "total time (portal code)");
}

interface CpuProfile {
  nodes: {
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
}
