// Visit metrics are group-committed (lib/metrics/store.ts): many requests, few KV commits, every
// visit written.
import assert from "node:assert/strict";
import {
  BATCH,
  histogramTenths,
  recentVisits,
  recordVisit,
  settled,
  timeId,
} from "../../../lib/metrics/store.ts";
import { responseTimes } from "../../../lib/metrics/response_times.ts";
import { kvTest } from "../memory_kv.ts";

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

kvTest("visits recorded together are written in a few atomics, none lost", async (kv) => {
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

/** Nearest-rank percentile of plain durations. */
function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1];
}

kvTest(
  "response times are a histogram of duration classes: percentiles within 4.5 %, few entries",
  async (kv) => {
    // 1,000 distinct durations from 0.5 ms to 370 ms in the first hour; 20 ms once in the next.
    const durations = Array.from({ length: 1000 }, (_, i) => 0.5 + i * 0.37);
    for (const ms of durations) recordVisit(kv, timed(NOON, ms));
    recordVisit(kv, timed(hoursLater(1), 20));
    await settled();
    const [times] = await responseTimes(kv, { now: hoursLater(1) });
    assert.equal(times.count, 1001);
    const all = [...durations, 20];
    for (const p of [50, 90, 99] as const) {
      const exact = exactPercentile(all, p);
      const shown = times[`p${p}`];
      assert.ok(Math.abs(shown - exact) / exact <= 0.045, `p${p}: ${shown} for ${exact}`);
    }
    assert.ok(Math.abs(times.max - 370.13) / 370.13 <= 0.045, `max ${times.max}`);
    assert.deepEqual(times.buckets.map((b) => [b.bucket, b.count]), [
      ["2026-11-25T12", 1000],
      ["2026-11-25T13", 1],
    ]);
    // 1,001 requests of 1,001 durations: a few dozen classes (and a total per hour) are stored.
    let entries = 0;
    for await (const _ of kv.list({ prefix: ["response_times"] })) entries++;
    assert.ok(entries < 80, `${entries} entries`);
    // The window: one hour back from 13:00 leaves the 12:00 bucket out.
    const [recent] = await responseTimes(kv, { hours: 1, now: hoursLater(1) });
    assert.equal(recent.count, 1);
  },
);

kvTest(
  "response times: what was read is reused until a write changes it, and only that is read",
  async (kv) => {
    recordVisit(kv, timed(NOON, 5));
    recordVisit(kv, timed(hoursLater(1), 6));
    recordVisit(kv, timed(hoursLater(1), 6, "/other"));
    await settled();
    const lists: string[] = [];
    const spy = new Proxy(kv, {
      get(target, name) {
        if (name === "list") {
          return (selector: { prefix: Deno.KvKey }, options?: Deno.KvListOptions) => {
            lists.push(selector.prefix.slice(1).join(" "));
            return target.list(selector, options);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const view = async () => {
      lists.length = 0;
      const times = await responseTimes(spy, { hours: 2, now: hoursLater(1) });
      return Object.fromEntries(times.map((r) => [r.route, r.count]));
    };
    assert.deepEqual(await view(), { "/page/:id": 2, "/other": 1 });
    assert.equal(lists.length, 5, "first view: two hours' totals and three route-hours");
    assert.deepEqual(await view(), { "/page/:id": 2, "/other": 1 });
    assert.deepEqual(lists, [], "nothing changed: nothing listed");
    // a write shows on the next view, which lists that hour's totals and that route only
    recordVisit(kv, timed(hoursLater(1), 7));
    await settled();
    assert.deepEqual(await view(), { "/page/:id": 3, "/other": 1 });
    assert.deepEqual(lists, ["2026-11-25T13 0", "2026-11-25T13 /page/:id"]);
  },
);

Deno.test("durations are to the tenth below 1 ms, then in log-spaced classes within 4.5 %", () => {
  assert.equal(histogramTenths(0.04), 0);
  assert.equal(histogramTenths(0.94), 9);
  let previous = 0;
  for (let ms = 1; ms < 60_000; ms *= 1.013) {
    const tenths = histogramTenths(ms);
    assert.ok(Math.abs(tenths / 10 - ms) / ms <= 0.045 + 0.05 / ms, `${ms} ms → ${tenths / 10}`);
    assert.ok(tenths >= previous, "classes keep the order of durations");
    previous = tenths;
  }
  const classes = new Set(Array.from({ length: 1000 }, (_, i) => histogramTenths(1 + i * 0.099)));
  assert.ok(classes.size < 60, `${classes.size} classes from 1 to 100 ms`);
});

kvTest("buckets older than 48 hours are deleted by the writer; newer ones stay", async (kv) => {
  recordVisit(kv, timed(NOON, 5));
  recordVisit(kv, timed(hoursLater(1), 6));
  await settled();
  recordVisit(kv, timed(hoursLater(49), 7));
  await settled();
  const buckets = new Set();
  for await (const e of kv.list({ prefix: ["response_times"] })) buckets.add(e.key[1]);
  assert.deepEqual([...buckets], ["2026-11-25T13", "2026-11-27T13"]);
});

Deno.test("visit ids sort by time, and in recording order within one millisecond", () => {
  const ids = Array.from({ length: 50 }, () => timeId(1_000));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, 50);
  assert.ok(timeId(999) < ids[0] && ids[49] < timeId(1_001));
});
