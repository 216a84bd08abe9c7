import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import {
  CACHE_DEFAULT_EXPIRY_S,
  cached,
  clearCache,
  deleteCached,
  getCached,
  listCache,
  LOCATION_CACHE_MAX_S,
  setCached,
} from "../../../lib/db/cache.ts";

async function withKv(
  fn: (kv: Deno.Kv, clock: ReturnType<typeof FakeTimers.install>) => Promise<void>,
) {
  const kv = await Deno.openKv(":memory:");
  const clock = FakeTimers.install({ now: Date.UTC(2026, 0, 1), toFake: ["Date"] });
  try {
    await fn(kv, clock);
  } finally {
    clock.uninstall();
    kv.close();
  }
}

Deno.test("constants: default expiry 300 s, location cached up to one hour", () => {
  assert.equal(CACHE_DEFAULT_EXPIRY_S, 300);
  assert.equal(LOCATION_CACHE_MAX_S, 3600);
});

Deno.test("a cached item lives for 300 s by default, then reads as absent and is deleted", () =>
  withKv(async (kv, clock) => {
    const item = await setCached(kv, "store-info", { n: 1 });
    assert.equal(item.expiry - item.timestamp, 300_000);
    clock.tick(299_000);
    assert.deepEqual(await getCached(kv, "store-info"), { n: 1 });
    clock.tick(1_000);
    assert.equal(await getCached(kv, "store-info"), null);
    assert.equal((await kv.get(["cache", "store-info"])).value, null);
  }));

Deno.test("cached() calls the loader once until the item expires", () =>
  withKv(async (kv, clock) => {
    let calls = 0;
    const loader = () => ++calls;
    assert.equal(await cached(kv, "k", loader, 60), 1);
    assert.equal(await cached(kv, "k", loader, 60), 1);
    clock.tick(60_000);
    assert.equal(await cached(kv, "k", loader, 60), 2);
    assert.equal(calls, 2);
  }));

Deno.test("a value too large for KV is returned uncached", () =>
  withKv(async (kv) => {
    const big = "x".repeat(70_000);
    assert.equal(await cached(kv, "big", () => big), big);
    assert.equal(await getCached(kv, "big"), null);
  }));

Deno.test("listCache reports key, size, age and expiry; delete and clear", () =>
  withKv(async (kv, clock) => {
    await setCached(kv, "a", "hello");
    clock.tick(10_000);
    await setCached(kv, "b", [1, 2, 3], 3600);
    await setCached(kv, "c", 1, 5);
    clock.tick(5_000);
    const list = await listCache(kv);
    assert.deepEqual(
      list.map((e) => [e.key, e.size, e.ageSeconds, e.expiresInSeconds]),
      [["a", 7, 15, 285], ["b", 7, 5, 3595]],
    );
    await deleteCached(kv, "a");
    assert.deepEqual((await listCache(kv)).map((e) => e.key), ["b"]);
    assert.equal(await clearCache(kv), 2); // b and the expired c
    assert.deepEqual(await listCache(kv), []);
  }));

Deno.test("bad keys and expiries are refused", () =>
  withKv(async (kv) => {
    await assert.rejects(() => setCached(kv, "", 1), RangeError);
    await assert.rejects(() => setCached(kv, "k", 1, 0), RangeError);
  }));
