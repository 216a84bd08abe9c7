// The metrics revision (["visits"], lib/metrics/store.ts): a reader applies what this process
// wrote since its last read without reading the rest again, and reads afresh after any other write.
import assert from "node:assert/strict";
import { recentVisits, recordVisit, settled } from "../../../lib/metrics/store.ts";
import { responseTimes } from "../../../lib/metrics/response_times.ts";

const NOON = Date.UTC(2026, 10, 25, 12);
const at = (minutes: number) => new Date(NOON + minutes * 60_000).toISOString();
const visit = (minutes: number, route: string, ms: number) => ({
  at: at(minutes),
  method: "GET",
  path: route,
  route,
  status: 200,
  ms,
  user_id: null,
  email: null,
});

/** The store, counting the KV reads made through it. */
function counted(kv: Deno.Kv) {
  const reads: string[] = [];
  const spy = new Proxy(kv, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (typeof value !== "function") return value;
      if (name === "list" || name === "get" || name === "getMany") {
        return (...args: unknown[]) => {
          reads.push(String(name));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
  return { spy, reads };
}

Deno.test("metrics views apply this process's writes, and read afresh after another writer", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { spy, reads } = counted(kv);
    const now = new Date(NOON + 30 * 60_000);
    const view = async () => {
      reads.length = 0;
      const times = await responseTimes(spy, { hours: 24, now });
      const visits = await recentVisits(spy, 3);
      return {
        counts: Object.fromEntries(times.map((r) => [r.route, r.count])),
        paths: visits.map((v) => `${v.path}@${v.at.slice(11, 16)}`),
      };
    };
    // the process writes through the same store object the views read
    const write = async (minutes: number, route: string, ms = 5) => {
      recordVisit(spy, visit(minutes, route, ms));
      await settled();
    };
    await write(1, "/a");
    await write(2, "/b");
    assert.deepEqual(await view(), {
      counts: { "/a": 1, "/b": 1 },
      paths: ["/b@12:02", "/a@12:01"],
    });
    const firstReads = reads.length;
    assert.ok(firstReads > 24, `the first view reads every hour (${firstReads} reads)`);

    await write(3, "/a", 9);
    assert.deepEqual(await view(), {
      counts: { "/a": 2, "/b": 1 },
      paths: ["/a@12:03", "/b@12:02", "/a@12:01"],
    }, "a visit shows on the next view");
    // response times: the revision, the hour's total, the route's total and histogram;
    // recent visits: the revision
    assert.equal(reads.length, 5, `a view after a write of this process: ${reads.join(" ")}`);

    // another instance writes (straight to the store): the counts differ, both read afresh
    await kv.atomic()
      .set(
        ["visits", `${String(NOON + 5 * 60_000).padStart(15, "0")}-other0000001`],
        visit(5, "/c", 7),
      )
      .sum(["response_times", at(5).slice(0, 13)], 1n)
      .sum(["response_times", at(5).slice(0, 13), 0, "/c"], 1n)
      .sum(["response_times", at(5).slice(0, 13), "/c", 70], 1n)
      .sum(["visits"], 1n)
      .commit();
    assert.deepEqual(await view(), {
      counts: { "/a": 2, "/b": 1, "/c": 1 },
      paths: ["/c@12:05", "/a@12:03", "/b@12:02"],
    }, "another writer's visit shows on the next view");
    assert.ok(reads.length > 5, "read afresh");
  } finally {
    kv.close();
  }
});
