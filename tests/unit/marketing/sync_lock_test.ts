// One Shopify sync at a time: of two concurrent starts one runs and the other is refused with the
// running task; a lease left by a crashed run expires and can be taken; the holder renews it.
import assert from "node:assert/strict";
import { startSync, SYNC_TASK } from "../../../lib/marketing/sync_task.ts";
import {
  currentLock,
  LOCK_KEY,
  LOCK_MS,
  releaseLock,
  type SyncLock,
  takeLock,
} from "../../../lib/marketing/sync_lock.ts";

async function syncTasks(kv: Deno.Kv): Promise<string[]> {
  const out: string[] = [];
  for await (const e of kv.list<{ kind: string; guid: string }>({ prefix: ["tasks"] })) {
    if (e.key.length === 2 && e.value.kind === SYNC_TASK) out.push(e.value.guid);
  }
  return out;
}

Deno.test("sync lock: two concurrent starts → one runs, the other is refused with it", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const input = { only: null, by: "buyer@example.com" };
    const [a, b] = await Promise.all([
      startSync(kv, "u1", input, { enqueue: false }),
      startSync(kv, "u2", input, { enqueue: false }),
    ]);
    const started = [a, b].filter((s) => s.ok);
    const refused = [a, b].filter((s) => !s.ok);
    assert.equal(started.length, 1);
    assert.equal(refused.length, 1);
    const guid = started[0].ok ? started[0].task.guid : "";
    assert.equal(!refused[0].ok && refused[0].running.task, guid);
    // the refused start left no task behind
    assert.deepEqual(await syncTasks(kv), [guid]);
    assert.equal((await currentLock(kv))?.task, guid);
    // a third start is refused too, until the running one releases the lease
    assert.equal((await startSync(kv, "u3", input, { enqueue: false })).ok, false);
    await releaseLock(kv, guid);
    assert.equal(await currentLock(kv), null);
    assert.equal((await startSync(kv, "u3", input, { enqueue: false })).ok, true);
  } finally {
    kv.close();
  }
});

Deno.test("sync lock: an expired lease can be taken; the holder renews its own", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const t0 = 1_000_000;
    assert.equal(await takeLock(kv, "crashed", "a", { now: t0 }), null);
    // held: another task is refused, the holder renews (the expiry moves on)
    assert.equal((await takeLock(kv, "next", "b", { now: t0 + 1000 }))?.task, "crashed");
    assert.equal(await takeLock(kv, "crashed", "a", { now: t0 + 30_000 }), null);
    const renewed = (await kv.get<SyncLock>(LOCK_KEY)).value!;
    assert.equal(renewed.until, t0 + 30_000 + LOCK_MS);
    assert.equal((await takeLock(kv, "next", "b", { now: t0 + LOCK_MS + 1 }))?.task, "crashed");
    // the crashed run renews no more: once expired, the next one takes it
    assert.equal(await currentLock(kv, t0 + 30_000 + LOCK_MS + 1), null);
    assert.equal(await takeLock(kv, "next", "b", { now: t0 + 30_000 + LOCK_MS + 1 }), null);
    assert.equal((await kv.get<SyncLock>(LOCK_KEY)).value?.task, "next");
    // releasing by a task that no longer holds it changes nothing
    await releaseLock(kv, "crashed");
    assert.equal((await kv.get<SyncLock>(LOCK_KEY)).value?.task, "next");
  } finally {
    kv.close();
  }
});
