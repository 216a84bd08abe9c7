// Request size limits (lib/http/limits.ts): an over-long path is 414, a body declared over its
// route's limit is 413 before a byte is read, a chunked body is cut at the limit with 413.
import assert from "node:assert/strict";
import { BODY_LIMITS, bodyLimit, MAX_PATH_LENGTH, ROUTE_BODIES } from "../../../lib/http/limits.ts";
import { loadConfig } from "../../../lib/config.ts";
import manifest from "../../../fresh.gen.ts";
import { pathToPattern, routeId } from "../../../lib/fresh/router.ts";
import { appTest } from "../with_app.ts";

const CHUNK = 64 * 1024;

/** A body of `total` bytes produced on demand; `pulled()` says how many were read. */
function lazyBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(CHUNK, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => sent };
}

const HUGE = 100 * 1024 * 1024;

appTest(
  "a body declared over its route's limit is refused with 413 before it is read",
  async (app) => {
    for (
      const path of [
        "/api/account/register",
        "/api/account/login",
        "/api/account/request-password-reset",
        "/api/fulfillment/orders",
      ]
    ) {
      const body = lazyBody(HUGE);
      const res = await app.fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(HUGE) },
        body: body.stream,
      });
      assert.equal(res.status, 413, path);
      assert.match((await res.json()).error, /too large/, path);
      // The stream fills its queue with one chunk when made; the smallest limit here is 4 chunks.
      assert.ok(body.pulled() <= CHUNK, `${path}: ${body.pulled()} bytes read`);
    }
  },
  { seed: false },
);

appTest("a chunked body is cut at the limit with 413 (JSON, webhook, form)", async (app) => {
  const cases: [string, string, number][] = [
    ["/api/account/register", "application/json", BODY_LIMITS.json],
    ["/api/fulfillment/carrier-events", "application/json", BODY_LIMITS.webhook],
    ["/api/easypost/webhook", "application/json", BODY_LIMITS.webhook],
    [
      "/account/change-password/some-token",
      "application/x-www-form-urlencoded",
      BODY_LIMITS.form,
    ],
  ];
  for (const [path, type, limit] of cases) {
    const body = lazyBody(HUGE);
    const res = await app.fetch(path, {
      method: "POST",
      headers: { "content-type": type, origin: "http://localhost" },
      body: body.stream,
    });
    assert.equal(res.status, 413, path);
    await res.body?.cancel();
    assert.ok(body.pulled() <= limit + 3 * CHUNK, `${path}: ${body.pulled()} bytes read`);
  }
}, { seed: false });

appTest("a body under the limit is read as before", async (app) => {
  const res = await app.fetch("/api/account/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: new Blob([JSON.stringify({ email: "nobody@example.com", password: "x".repeat(50) })])
      .stream(),
  });
  assert.equal(res.status, 401);
  await res.body?.cancel();
}, { seed: false });

/** The tables of the store read through `kv` from now on (the metrics' own bookkeeping left out). */
function watchReads(kv: Deno.Kv): Set<string> {
  const tables = new Set<string>();
  const methods = kv as unknown as Record<string, (...args: unknown[]) => unknown>;
  const firstPart: Record<string, (arg: never) => unknown> = {
    get: (key: Deno.KvKey) => key[0],
    getMany: (keys: Deno.KvKey[]) => keys[0]?.[0],
    list: (selector: { prefix?: Deno.KvKey; start?: Deno.KvKey }) =>
      (selector.prefix ?? selector.start)?.[0],
  };
  for (const [name, table] of Object.entries(firstPart)) {
    const real = methods[name];
    methods[name] = (...args: unknown[]) => {
      const read = String(table(args[0] as never));
      if (read !== "response_times") tables.add(read);
      return real.apply(kv, args);
    };
  }
  return tables;
}

appTest("a path over the length limit answers 414 before the store is read", async (app) => {
  const reads = watchReads(app.kv);
  for (const path of ["/" + "a".repeat(10_000), "/blog/" + "b".repeat(MAX_PATH_LENGTH)]) {
    reads.clear();
    const res = await app.fetch(path);
    assert.equal(res.status, 414);
    assert.match(await res.text(), /too long/);
    assert.deepEqual([...reads], [], `${path.slice(0, 10)}…: the store was read`);
  }
  // Up to the limit the path is looked up as usual (the redirect table's KV key fits).
  reads.clear();
  const longest = await app.fetch("/" + "d".repeat(MAX_PATH_LENGTH - 1));
  assert.equal(longest.status, 404);
  assert.ok(reads.size > 0, "a path within the limit is looked up in the store");
  await longest.body?.cancel();
  const api = await app.fetch("/api/" + "c".repeat(10_000));
  assert.equal(api.status, 414);
  assert.match((await api.json()).error, /too long/);
}, { seed: false });

Deno.test("the limits table names real routes; uploads get their purpose's limit", () => {
  const patterns = new Set(
    Object.keys(manifest.routes).map((file) => pathToPattern(routeId(file))),
  );
  for (const pattern of Object.keys(ROUTE_BODIES)) {
    assert.ok(patterns.has(pattern), `${pattern} is not a route`);
  }
  const config = loadConfig({ DENO_KV_PATH: ":memory:" });
  assert.equal(bodyLimit("/api/account/login", "/api/account/login", config), BODY_LIMITS.json);
  assert.equal(bodyLimit("/account", "/account", config), BODY_LIMITS.form);
  const image = bodyLimit("/marketing/master-items/:id", "/marketing/master-items/1", config);
  assert.ok(image > 10 * 1024 * 1024 && image < 11 * 1024 * 1024);
  const lowered = loadConfig({ DENO_KV_PATH: ":memory:", FILES_LIMITS: '{"product_image":1000}' });
  assert.ok(bodyLimit("/marketing/master-items/:id", "/x", lowered) < 1024 * 1024);
});
