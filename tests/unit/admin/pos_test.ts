// The POS attention rules and the lag wording, with exact figures.
import assert from "node:assert/strict";
import {
  type AttentionReason,
  bySeverity,
  compareVersions,
  fleet,
  isProblem,
  lagParts,
  listPosStatuses,
  listReleases,
  needsAttention,
  type PosStatus,
  recordPosData,
  recordPosError,
} from "../../../lib/admin/pos.ts";
import { DEMO_RELEASES, seedPos } from "../../../lib/admin/pos_demo.ts";
import type { Connection } from "../../../lib/auth/lightspeed.ts";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const HOUR = 3_600_000;

function status(over: Partial<PosStatus> = {}): PosStatus {
  return {
    store_number: 1234,
    system: "ascend",
    version: "7.2.0",
    last_data_at: new Date(NOW - 3 * HOUR).toISOString(),
    errors: [],
    ...over,
  };
}

Deno.test("versions compare numerically", () => {
  assert.ok(compareVersions("2.10.0", "2.9.3") > 0);
  assert.equal(compareVersions("3.5", "3.5.0"), 0);
  assert.ok(compareVersions("3.4.0", "3.5.1") < 0);
});

Deno.test("a healthy store needs no attention; each problem gives its reason", () => {
  assert.deepEqual(needsAttention(status(), "7.2.0", null, NOW), []);
  assert.deepEqual(needsAttention(status({ last_data_at: null }), "7.2.0", null, NOW), [
    "no_data",
  ]);
  const late = new Date(NOW - 25 * HOUR).toISOString();
  assert.deepEqual(needsAttention(status({ last_data_at: late }), "7.2.0", null, NOW), ["stale"]);
  const oldError = { at: new Date(NOW - 8 * 24 * HOUR).toISOString(), message: "x" };
  assert.deepEqual(needsAttention(status({ errors: [oldError] }), "7.2.0", null, NOW), []);
  const newError = { at: new Date(NOW - 6 * 24 * HOUR).toISOString(), message: "x" };
  assert.deepEqual(needsAttention(status({ errors: [newError] }), "7.2.0", null, NOW), [
    "errors",
  ]);
  assert.deepEqual(needsAttention(status({ version: "7.1.9" }), "7.2.0", null, NOW), [
    "outdated",
  ]);
  const ls = status({ system: "lightspeed_r", version: "3.5.1" });
  assert.deepEqual(needsAttention(ls, "3.5.1", null, NOW), ["lightspeed_missing"]);
  const failing = {
    last_test: { ok: false },
    last_sync: { status: "ok", at: null },
  } as unknown as Connection;
  assert.deepEqual(needsAttention(ls, "3.5.1", failing, NOW), ["lightspeed_failing"]);
});

Deno.test("lag reads in minutes, hours or days", () => {
  assert.deepEqual(lagParts(119 * 60_000), { key: "minutes", count: 119 });
  assert.deepEqual(lagParts(120 * 60_000), { key: "hours", count: 2 });
  assert.deepEqual(lagParts(47 * HOUR + 59 * 60_000), { key: "hours", count: 47 });
  assert.deepEqual(lagParts(50 * HOUR), { key: "days", count: 2 });
});

Deno.test("real problems sort first, by severity; older versions and unconnected Lightspeed are notices", () => {
  const row = (store_number: number, reasons: AttentionReason[], lag_ms: number | null = 0) => ({
    status: { store_number },
    reasons,
    lag_ms,
  });
  const rows = [
    row(1, ["lightspeed_missing"]),
    row(2, ["outdated", "lightspeed_missing"]),
    row(3, ["errors"]),
    row(4, ["stale"], 3 * 24 * HOUR),
    row(5, ["stale"], 30 * HOUR),
    row(6, ["no_data"], null),
    row(7, ["errors", "outdated"]),
    row(8, ["lightspeed_failing"]),
  ];
  assert.deepEqual(bySeverity(rows).map((r) => r.status.store_number), [4, 5, 8, 6, 7, 3, 2, 1]);
  assert.deepEqual(
    rows.filter((r) => isProblem(r.reasons)).map((r) => r.status.store_number),
    [3, 4, 5, 6, 7, 8],
  );
});

Deno.test("the fleet reads every Lightspeed connection in one listing, and a new one on the next view", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const at = new Date(NOW - HOUR);
    await recordPosData(kv, 1234, { system: "lightspeed_x", version: "3.1.0", at });
    await recordPosData(kv, 1310, { system: "lightspeed_x", version: "3.1.0", at });
    await recordPosData(kv, 2051, { system: "ascend", version: "7.2.0", at });
    const connection = (store: number) => ({
      store_number: store,
      account_id: `A${store}`,
      api_key_sealed: "sealed",
      api_key_hint: "abcd",
      saved_at: at.toISOString(),
      saved_by: "admin@example.com",
      last_test: null,
      last_sync: { status: "never", at: null },
    });
    await kv.set(["lightspeed", 1310], connection(1310));
    await kv.set(["lightspeed", 2051], connection(2051)); // not a Lightspeed store: not shown
    const accounts = async () =>
      (await fleet(kv, NOW)).map((r) => [r.status.store_number, r.connection?.account_id ?? null]);
    assert.deepEqual(await accounts(), [[1234, null], [1310, "A1310"], [2051, null]]);
    const [row] = await fleet(kv, NOW);
    assert.ok(!("api_key_sealed" in (await fleet(kv, NOW))[1].connection!), "never the key");
    assert.ok(row.reasons.length > 0);
    await kv.set(["lightspeed", 1234], connection(1234));
    assert.deepEqual(await accounts(), [[1234, "A1234"], [1310, "A1310"], [2051, null]]);
  } finally {
    kv.close();
  }
});

Deno.test("the fleet's lists are cached under its revision: every write shows on the next view", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const stores = async () =>
      (await fleet(kv, NOW)).map((r) =>
        `${r.status.store_number} ${r.status.version} ${r.reasons}`
      );
    await seedPos(kv, NOW); // no stores yet: the releases only
    const lists: string[] = [];
    const spy = new Proxy(kv, {
      get(target, name) {
        const value = Reflect.get(target, name);
        if (name !== "list") return typeof value === "function" ? value.bind(target) : value;
        return (selector: { prefix: Deno.KvKey }) => {
          lists.push(selector.prefix.join(" "));
          return target.list(selector);
        };
      },
    });
    assert.deepEqual((await listReleases(spy)).length, DEMO_RELEASES.length);
    assert.deepEqual(await listPosStatuses(spy), []);
    lists.length = 0;
    await listReleases(spy);
    await listPosStatuses(spy);
    assert.deepEqual(lists, [], "nothing written: nothing listed");

    const at = new Date(NOW - HOUR);
    await recordPosData(kv, 1234, { system: "lightspeed_r", version: "3.5.1", at });
    assert.deepEqual(await stores(), ["1234 3.5.1 lightspeed_missing"]);
    await recordPosError(kv, 1234, "Line 1: unknown item", at);
    assert.deepEqual(await stores(), ["1234 3.5.1 errors,lightspeed_missing"]);
    await recordPosData(kv, 1234, { system: "lightspeed_r", version: "3.4.0", at });
    assert.deepEqual(await stores(), ["1234 3.4.0 errors,outdated,lightspeed_missing"]);
  } finally {
    kv.close();
  }
});
