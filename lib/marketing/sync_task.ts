// The sync as a task ("marketing-shopify-sync", progress at /tasks/{guid}): a whole sync, or
// a retry of the styles listed at /marketing/sync-errors. The client is chosen at run time
// (lib/shopify/mod.ts), so a task started before the token was saved uses the shop of its run.
// One sync at a time (sync_lock.ts): a start while another sync holds the lease is refused with
// that sync's task, and the running task renews the lease until it ends.
import { appContext } from "../app_context.ts";
import { shopifyClient } from "../shopify/mod.ts";
import { createTask, type Task, updateTask } from "../tasks/store.ts";
import { registerRunner } from "../tasks/queue.ts";
import { syncCatalogue } from "./sync.ts";
import { currentLock, type SyncLock, takeLock, whileHolding } from "./sync_lock.ts";

export const SYNC_TASK = "marketing-shopify-sync";

interface SyncInput {
  only: string[] | null;
  by: string;
}

export type SyncStart = { ok: true; task: Task } | { ok: false; running: SyncLock };

/** Starts a sync task, unless another sync holds the lock (then: that sync's lease). */
export async function startSync(
  kv: Deno.Kv,
  owner: string,
  input: SyncInput,
  options: { enqueue?: boolean } = {},
): Promise<SyncStart> {
  const busy = await currentLock(kv);
  if (busy) return { ok: false, running: busy };
  const task = await createTask(kv, {
    kind: SYNC_TASK,
    owner,
    resultUrl: () => "/marketing/shopify-sync",
  });
  const inputKey = ["tasks", task.guid, "input", 0];
  await kv.set(inputKey, JSON.stringify(input));
  // the lease and the enqueue land together: of two concurrent starts, one commits
  const running = await takeLock(kv, task.guid, input.by, {
    extra: (op) => void (options.enqueue !== false && op.enqueue({ task: task.guid })),
  });
  if (running) {
    await kv.atomic().delete(inputKey).delete(["tasks", task.guid]).commit();
    return { ok: false, running };
  }
  return { ok: true, task };
}

export async function runSyncTask(kv: Deno.Kv, task: Task): Promise<void> {
  const raw = (await kv.get<string>(["tasks", task.guid, "input", 0])).value;
  const input: SyncInput = raw ? JSON.parse(raw) : { only: null, by: task.owner };
  const { config } = appContext();
  const run = await whileHolding(
    kv,
    task.guid,
    input.by,
    async (signal) =>
      syncCatalogue(kv, await shopifyClient(kv, config), {
        only: input.only ?? undefined,
        by: input.by,
        taskGuid: task.guid,
        config,
        signal,
        onProgress: (done, total) =>
          updateTask(kv, task.guid, (t) => {
            t.done = done;
            t.total = total;
          }).then(() => undefined),
      }),
  );
  await updateTask(kv, task.guid, (t) => {
    t.status = "done";
    t.summary = {
      key: "marketing.sync.summary",
      vars: {
        created: run.created,
        updated: run.updated,
        deleted: run.deleted,
        failed: run.failed,
      },
    };
  });
}

registerRunner(SYNC_TASK, runSyncTask);
