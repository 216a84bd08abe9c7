// Visit metrics are group-committed (lib/metrics/store.ts): many requests, few KV commits, every
// visit written.
import assert from "node:assert/strict";
import {
  BATCH,
  recentVisits,
  recordVisit,
  responseTimes,
  settled,
} from "../../../lib/metrics/store.ts";

/** The store with its commits counted. */
function counting(kv: Deno.Kv) {
  const counter = { commits: 0 };
  const spy = new Proxy(kv, {
    get(target, name) {
      if (name === "atomic") {
        return () => {
          const atomic = target.atomic();
          const commit = atomic.commit.bind(atomic);
          atomic.commit = () => {
            counter.commits++;
            return commit();
          };
          return atomic;
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { spy, counter };
}

const visit = (i: number) => ({
  at: new Date(Date.UTC(2026, 10, 25, 12, 0, 0, i)).toISOString(),
  method: "GET",
  path: `/page/${i}`,
  route: "/page/:id",
  status: 200,
  ms: i % 10,
  user_id: null,
  email: null,
});

Deno.test("visits recorded together are written in a few atomics, none lost", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { spy, counter } = counting(kv);
    const count = 3 * BATCH + 7;
    for (let i = 0; i < count; i++) recordVisit(spy, visit(i));
    await settled();
    // The first visit goes at once; the rest queue behind it and go BATCH at a time.
    assert.equal(counter.commits, 1 + Math.ceil((count - 1) / BATCH));
    const visits = await recentVisits(kv, 1000);
    assert.equal(visits.length, count);
    assert.equal(visits[0].path, `/page/${count - 1}`);
    const [times] = await responseTimes(kv, { now: new Date(Date.UTC(2026, 10, 25, 12)) });
    assert.equal(times.route, "/page/:id");
    assert.equal(times.count, count);
  } finally {
    kv.close();
  }
});

Deno.test("visits of two stores go to their own store", async () => {
  const [a, b] = [await Deno.openKv(":memory:"), await Deno.openKv(":memory:")];
  try {
    recordVisit(a, visit(1));
    recordVisit(b, visit(2));
    recordVisit(a, visit(3));
    await settled();
    assert.deepEqual((await recentVisits(a)).map((v) => v.path), ["/page/3", "/page/1"]);
    assert.deepEqual((await recentVisits(b)).map((v) => v.path), ["/page/2"]);
  } finally {
    a.close();
    b.close();
  }
});
