// Edge and self-hosting pieces: configuration defaults on Deno Deploy, the prebuilt-only island
// build, /healthz, request ids with JSON logs, and the graceful stop that drains requests.
import assert from "node:assert/strict";
import { HOST_KV, kvLocation, loadConfig } from "../../lib/config.ts";
import { buildIslands, inputHash } from "../../lib/fresh/build.ts";
import { cpSync } from "node:fs";
import { join } from "node:path";
import { listenForTasks } from "../../lib/tasks/queue.ts";
import { configureLogging, logLine, withRequestIds } from "../../lib/ops/log.ts";
import { servePortal } from "../../lib/ops/serve.ts";
import { seedIfEmpty } from "../../lib/db/seed.ts";
import { createTestApp } from "../helpers/app.ts";

Deno.test("on Deno Deploy the KV is the host's and the island build must be prebuilt", () => {
  const edge = loadConfig({ DENO_DEPLOYMENT_ID: "abc123", PUBLIC_URL: "https://p.example.com" });
  assert.equal(kvLocation(edge), HOST_KV);
  assert.equal(edge.ISLAND_BUILD, "prebuilt");
  const local = loadConfig({});
  assert.equal(kvLocation(local), "data/portal.kv");
  assert.equal(local.ISLAND_BUILD, "auto");
  assert.equal(local.LOG_FORMAT, "text");
  // Explicit settings win over the edge defaults.
  const url = loadConfig({
    DENO_DEPLOYMENT_ID: "x",
    DENO_KV_URL: "https://kv.example.com/db",
    PUBLIC_URL: "https://p.example.com",
  });
  assert.equal(kvLocation(url), "https://kv.example.com/db");
  assert.throws(() => loadConfig({ ISLAND_BUILD: "sometimes" }), /ISLAND_BUILD/);
});

Deno.test("a prebuilt-only start without an up-to-date build fails clearly instead of bundling", async () => {
  const buildDir = await Deno.makeTempDir({ prefix: "portal-build-" });
  try {
    await assert.rejects(
      buildIslands({
        root: Deno.cwd(),
        buildDir,
        entries: ["lib/fresh/runtime/main.ts"],
        minify: true,
        prebuilt: true,
      }),
      /No up-to-date island build .* run `deno task build`/,
    );
    assert.deepEqual([...Deno.readDirSync(buildDir)], [], "nothing written");
  } finally {
    await Deno.remove(buildDir, { recursive: true });
  }
});

Deno.test("a build made in one folder matches the same sources deployed in another", async () => {
  // CI builds in its checkout; the host runs the code from another path. The hash of the inputs
  // must not depend on where they are, or a prebuilt start would refuse the deployed build.
  const copy = await Deno.makeTempDir({ prefix: "portal-deployed-" });
  try {
    for (const part of ["lib", "components", "islands", "deno.json", "deno.lock"]) {
      cpSync(part, join(copy, part), { recursive: true });
    }
    const entries = ["lib/fresh/runtime/main.ts", "islands/Toasts.tsx"];
    const script = `import { inputHash } from "./lib/fresh/build.ts";
      console.log(inputHash(Deno.cwd(), ${JSON.stringify(entries)}, true));`;
    const there = await new Deno.Command(Deno.execPath(), {
      args: ["eval", script],
      cwd: copy,
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.ok(there.success, new TextDecoder().decode(there.stderr));
    const here = inputHash(Deno.cwd(), entries, true);
    assert.equal(new TextDecoder().decode(there.stdout).trim(), here);
  } finally {
    await Deno.remove(copy, { recursive: true });
  }
});

Deno.test("/healthz answers 503 until the queue listener runs, then 200; it is public and not logged as a visit", async () => {
  const app = await createTestApp({ seed: false });
  try {
    const before = await app.fetch("/healthz");
    assert.equal(before.status, 503);
    assert.deepEqual((await before.json()).checks, { kv: true, build: true, queue: false });
    listenForTasks(app.kv);
    const after = await app.fetch("/healthz");
    assert.equal(after.status, 200);
    const body = await after.json();
    assert.equal(body.ok, true);
    assert.match(body.build_id, /^[0-9a-f]{16}$/);
    for await (const _ of app.kv.list({ prefix: ["visits"] })) assert.fail("a probe was logged");
  } finally {
    app.close();
  }
});

Deno.test("JSON log lines carry the request id through awaits, and the id is answered", async () => {
  const lines: string[] = [];
  const write = console.log;
  const writeError = console.error;
  console.log = (line: string) => void lines.push(line);
  console.error = (line: string) => void lines.push(line);
  try {
    configureLogging({ LOG_LEVEL: "info", LOG_FORMAT: "json" });
    const handler = withRequestIds(async (req) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      console.error("lost order", new Error("boom"));
      return new Response(new URL(req.url).pathname);
    });
    const info = { remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 } } as const;
    const res = await handler(
      new Request("http://x/account/change-password/s3cr3t-token", {
        headers: { "x-request-id": "lb-req-0001" },
      }),
      info as unknown as Deno.ServeHandlerInfo,
    );
    assert.equal(res.headers.get("x-request-id"), "lb-req-0001");
    const generated = await handler(new Request("http://x/"), info as never);
    assert.match(generated.headers.get("x-request-id")!, /^[0-9a-f-]{36}$/);
  } finally {
    configureLogging({ LOG_LEVEL: "info", LOG_FORMAT: "text" });
    console.log = write;
    console.error = writeError;
  }
  const parsed = lines.map((line) => JSON.parse(line));
  const error = parsed.find((l) => l.level === "error");
  assert.equal(error.msg, "lost order");
  assert.equal(error.request_id, "lb-req-0001");
  assert.match(error.error, /Error: boom/);
  const access = parsed.filter((l) => l.msg === "request");
  assert.equal(access.length, 2);
  assert.equal(access[0].path, "/account/change-password/:token", "tokens never reach the log");
  assert.equal(access[0].status, 200);
  assert.equal(typeof logLine("info", ["x"]), "string");
});

Deno.test("shutdown waits for the request in flight, then closes KV", async () => {
  const kv = await Deno.openKv(":memory:");
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => entered = resolve);
  const { server, shutdown } = servePortal(kv, async () => {
    entered();
    await held;
    return new Response("finished");
  }, { port: 0, hostname: "127.0.0.1", exitOnSignal: false, onListen() {} });
  const pending = fetch(`http://127.0.0.1:${server.addr.port}/slow`);
  await inside;
  const stopped = shutdown();
  let done = false;
  stopped.then(() => done = true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(done, false, "still draining while a request is in flight");
  release();
  const res = await pending;
  assert.equal(await res.text(), "finished");
  await stopped;
  await assert.rejects(kv.get(["x"]), /Bad resource|closed/i);
  await assert.rejects(fetch(`http://127.0.0.1:${server.addr.port}/`));
});

Deno.test("instances starting together on one empty store seed it once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const config = loadConfig({ DENO_KV_PATH: ":memory:", SALES_DEMO_DAYS: "1" });
    const results = await Promise.all([seedIfEmpty(kv, config), seedIfEmpty(kv, config)]);
    assert.deepEqual(results.sort(), [false, true]);
    assert.equal((await kv.get(["meta", "seeding"])).value, null);
    assert.ok((await kv.get(["meta", "seeded"])).value);
  } finally {
    kv.close();
  }
});

Deno.test("LOG_LEVEL drops the console calls below it", () => {
  const lines: string[] = [];
  const saved = { info: console.info, warn: console.warn };
  console.info = (line: string) => void lines.push(`info ${line}`);
  console.warn = (line: string) => void lines.push(`warn ${line}`);
  try {
    configureLogging({ LOG_LEVEL: "warn", LOG_FORMAT: "text" });
    console.info("quiet");
    console.warn("heard");
  } finally {
    configureLogging({ LOG_LEVEL: "info", LOG_FORMAT: "text" });
    Object.assign(console, saved);
  }
  assert.deepEqual(lines, ["warn heard"]);
});
