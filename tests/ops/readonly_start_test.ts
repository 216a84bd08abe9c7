// Edge hosting: after `deno task build` the real server (main.ts) starts and serves with a
// read-only file system (writes allowed only in a temporary KV folder) and no subprocesses, so it
// neither bundles islands, nor writes the manifest, nor creates a KV file in the project. Then a
// SIGTERM drains it and it exits cleanly.
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD } from "../helpers/auth.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

async function build() {
  const result = await new Deno.Command(Deno.execPath(), {
    args: ["task", "build"],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.ok(result.success, new TextDecoder().decode(result.stderr));
}

/** Starts main.ts read-only; resolves with its origin once it listens. */
async function startReadOnly(kvDir: string) {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-prompt",
      "--allow-read",
      "--allow-net",
      "--allow-env",
      `--allow-write=${kvDir}`,
      `--deny-write=${ROOT}`,
      "--deny-run",
      "--deny-ffi",
      "main.ts",
    ],
    cwd: ROOT,
    env: {
      PORT: "0",
      DENO_KV_PATH: join(kvDir, "portal.kv"),
      ISLAND_BUILD: "prebuilt",
      PORTAL_SEED: "demo",
      SALES_DEMO_DAYS: "14",
      LOG_FORMAT: "json",
      NO_COLOR: "1",
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines: string[] = [];
  const stderr = new Response(child.stderr).text();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let origin: string | null = null;
  while (!origin) {
    const { value, done } = await reader.read();
    if (done) {
      throw new Error(`main.ts ended before listening:\n${lines.join("\n")}\n${await stderr}`);
    }
    buffer += value;
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    for (const line of parts) {
      lines.push(line);
      const port = line.match(/listening on http:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) origin = `http://127.0.0.1:${port}`;
    }
  }
  // Keep reading, so the server never blocks on a full pipe.
  const rest = (async () => {
    for (let r = await reader.read(); !r.done; r = await reader.read()) buffer += r.value;
    return `${lines.join("\n")}\n${buffer}`;
  })();
  return { child, origin, output: rest, stderr };
}

Deno.test("after `deno task build` the server starts and serves read-only, without subprocesses", async () => {
  const started = performance.now();
  await build();
  const kvDir = await Deno.makeTempDir({ prefix: "portal-readonly-" });
  const server = await startReadOnly(kvDir);
  try {
    const home = await fetch(`${server.origin}/`);
    assert.equal(home.status, 200);
    assert.match(home.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
    const html = await home.text();
    assert.match(html, /<html lang="en-US"/);

    // An island bundle of that page, from the prebuilt `_fresh` folder.
    const script = html.match(/\/_frsh\/js\/[0-9a-f]+\/[^"']+\.js/)?.[0];
    assert.ok(script, "the home page loads its islands");
    const bundle = await fetch(`${server.origin}${script}`);
    assert.equal(bundle.status, 200);
    assert.match(bundle.headers.get("content-type") ?? "", /javascript/);
    assert.ok((await bundle.text()).length > 100);

    const login = await fetch(`${server.origin}/api/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify({ email: "owner@example.com", password: DEMO_PASSWORD }),
    });
    assert.equal(login.status, 200);
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    await login.body?.cancel();

    const dashboard = await fetch(`${server.origin}/dashboards/member-dashboard`, {
      headers: { cookie },
    });
    assert.equal(dashboard.status, 200);
    const page = await dashboard.text();
    assert.match(page, /<h1>Sales Dashboard<\/h1>/);
    assert.match(page, /<p class="kpi-value">\$[\d,]+<\/p>/);

    const health = await fetch(`${server.origin}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual((await health.json()).checks, { kv: true, build: true, queue: true });
  } finally {
    server.child.kill("SIGTERM");
    await server.child.status;
    await Deno.remove(kvDir, { recursive: true });
  }
  const status = await server.child.status;
  const output = await server.output;
  assert.equal(status.code, 0, `${output}\n${await server.stderr}`);
  // JSON logs: one object per line, the access lines carry the request id; then the drain.
  const json = output.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l));
  assert.ok(json.some((l) => l.msg === "request" && l.path === "/healthz" && l.request_id));
  assert.ok(json.some((l) => /^Member portal stopped/.test(l.msg)));
  console.log(`read-only start test: ${Math.round(performance.now() - started)} ms`);
});
