// The store-master CSV import is all or nothing: when it takes several atomic operations and one
// fails, the ones already committed are rolled back, audit entries included.
import assert from "node:assert/strict";
import { applyStoreImport } from "../../../lib/head_office/store_csv.ts";
import { DEMO_STORES, listStores, type Store, storeKeys } from "../../../lib/stores/mod.ts";
import { listAllAudit } from "../../../lib/admin/audit.ts";

const ACTOR = { id: "u-buyer", email: "buyer@example.com" };

async function kvWithStores(): Promise<Deno.Kv> {
  const kv = await Deno.openKv(":memory:");
  for (const s of DEMO_STORES) await kv.set(storeKeys.store(s.store_number), s);
  return kv;
}

/** The same KV, except that its `failAt`-th commit fails as a conflicting write would. */
function failingCommit(kv: Deno.Kv, failAt: number): Deno.Kv {
  let commits = 0;
  return new Proxy(kv, {
    get(target, prop) {
      if (prop === "atomic") {
        return () => {
          const op = target.atomic();
          const commit = op.commit.bind(op);
          op.commit = () =>
            ++commits === failAt ? Promise.resolve({ ok: false } as Deno.KvCommitError) : commit();
          return op;
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Five changed stores and a new one (six writes: three operations of two). */
function edits(): Store[] {
  const changed = DEMO_STORES.filter((s) => s.store_number !== 1000).slice(0, 5)
    .map((s) => ({ ...s, name: `${s.name} (renamed)` }));
  return [...changed, { ...changed[0], store_number: 9876, name: "New store" }];
}

Deno.test("store import: a failure in the second operation leaves the store master unchanged", async () => {
  const kv = await kvWithStores();
  try {
    const before = await listStores(kv);
    const auditBefore = await listAllAudit(kv);
    const result = await applyStoreImport(failingCommit(kv, 2), ACTOR, edits(), 2);
    assert.deepEqual(result, { ok: false, reason: "conflict" });
    assert.deepEqual(await listStores(kv), before);
    assert.deepEqual(await listAllAudit(kv), auditBefore);
    assert.equal((await kv.get(storeKeys.store(9876))).value, null);
  } finally {
    kv.close();
  }
});

Deno.test("store import: a failure in the last operation rolls back every earlier one", async () => {
  const kv = await kvWithStores();
  try {
    const before = await listStores(kv);
    const result = await applyStoreImport(failingCommit(kv, 3), ACTOR, edits(), 2);
    assert.equal(result.ok, false);
    assert.deepEqual(await listStores(kv), before);
    assert.equal((await listAllAudit(kv)).length, 0);
  } finally {
    kv.close();
  }
});

Deno.test("store import: every write lands with its audit entry; unchanged stores are skipped", async () => {
  const kv = await kvWithStores();
  try {
    const same = DEMO_STORES.find((s) => s.store_number === 2051)!;
    const result = await applyStoreImport(kv, ACTOR, [...edits(), same], 2);
    assert.deepEqual(result, { ok: true, created: 1, updated: 5, unchanged: 1 });
    const stores = await listStores(kv);
    assert.equal(stores.filter((s) => s.name.endsWith("(renamed)")).length, 5);
    assert.equal(stores.find((s) => s.store_number === 9876)?.name, "New store");
    const audit = await listAllAudit(kv);
    assert.equal(audit.length, 6);
    assert.ok(audit.every((a) => a.action === "store_imported"));
  } finally {
    kv.close();
  }
});
