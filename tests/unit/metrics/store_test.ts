// Visit metrics are group-committed (lib/metrics/store.ts): many requests, few KV commits, every
// visit written.
import assert from "node:assert/strict";
import {
  BATCH,
  histogramTenths,
  recentVisits,
  recordVisit,
  responseTimes,
  settled,
  timeId,
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

const timed = (at: Date, ms: number, route = "/page/:id") => ({
  ...visit(0),
  at: at.toISOString(),
  route,
  ms,
});
const NOON = new Date(Date.UTC(2026, 10, 25, 12));
const hoursLater = (h: number) => new Date(NOON.getTime() + h * 60 * 60 * 1000);

Deno.test("response times are a histogram: exact nearest-rank percentiles, one entry per duration", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // 1.0 … 10.0 ms in the first hour, ten times each; 20 ms once in the next hour.
    for (let round = 0; round < 10; round++) {
      for (let ms = 1; ms <= 10; ms++) recordVisit(kv, timed(NOON, ms));
    }
    recordVisit(kv, timed(hoursLater(1), 20));
    await settled();
    const [times] = await responseTimes(kv, { now: hoursLater(1) });
    assert.deepEqual(
      { count: times.count, p50: times.p50, p90: times.p90, p99: times.p99, max: times.max },
      { count: 101, p50: 6, p90: 10, p99: 10, max: 20 },
    );
    assert.deepEqual(times.buckets, [
      { bucket: "2026-11-25T12", count: 100, p50: 5 },
      { bucket: "2026-11-25T13", count: 1, p50: 20 },
    ]);
    // 101 requests, 11 distinct durations: the page reads 11 entries, not 101.
    let entries = 0;
    for await (const _ of kv.list({ prefix: ["response_times"] })) entries++;
    assert.equal(entries, 11);
    // The window: one hour back from 13:00 leaves the 12:00 bucket out.
    const [recent] = await responseTimes(kv, { hours: 1, now: hoursLater(1) });
    assert.equal(recent.count, 1);
  } finally {
    kv.close();
  }
});

Deno.test("durations keep a tenth of a ms below 100 ms, then 3 significant digits", () => {
  assert.equal(histogramTenths(0.04), 0);
  assert.equal(histogramTenths(99.94), 999);
  assert.equal(histogramTenths(123.4), 1230);
  assert.equal(histogramTenths(1234.5), 12300);
  assert.equal(histogramTenths(98765), 988000);
});

Deno.test("buckets older than 48 hours are deleted by the writer; newer ones stay", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    recordVisit(kv, timed(NOON, 5));
    recordVisit(kv, timed(hoursLater(1), 6));
    await settled();
    recordVisit(kv, timed(hoursLater(49), 7));
    await settled();
    const buckets = [];
    for await (const e of kv.list({ prefix: ["response_times"] })) buckets.push(e.key[1]);
    assert.deepEqual(buckets, ["2026-11-25T13", "2026-11-27T13"]);
  } finally {
    kv.close();
  }
});

Deno.test("visit ids sort by time, and in recording order within one millisecond", () => {
  const ids = Array.from({ length: 50 }, () => timeId(1_000));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, 50);
  assert.ok(timeId(999) < ids[0] && ids[49] < timeId(1_001));
});
