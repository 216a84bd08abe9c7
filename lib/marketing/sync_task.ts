// The sync as a task ("marketing-shopify-sync", progress at /admin/tasks/{guid}): a whole sync, or
// a retry of the styles listed at /marketing/sync-errors. The client is chosen at run time
// (lib/shopify/mod.ts), so a task started before the token was saved uses the shop of its run.
import { appContext } from "../app_context.ts";
import { shopifyClient } from "../shopify/mod.ts";
import { createTask, type Task, updateTask } from "../tasks/store.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { syncCatalogue } from "./sync.ts";

export const SYNC_TASK = "marketing-shopify-sync";

interface SyncInput {
  only: string[] | null;
  by: string;
}

export async function startSync(
  kv: Deno.Kv,
  owner: string,
  input: SyncInput,
  options: { enqueue?: boolean } = {},
): Promise<Task> {
  const task = await createTask(kv, {
    kind: SYNC_TASK,
    owner,
    resultUrl: () => "/marketing/shopify-sync",
  });
  await kv.set(["tasks", task.guid, "input", 0], JSON.stringify(input));
  if (options.enqueue !== false) await enqueueTask(kv, task.guid);
  return task;
}

export async function runSyncTask(kv: Deno.Kv, task: Task): Promise<void> {
  const raw = (await kv.get<string>(["tasks", task.guid, "input", 0])).value;
  const input: SyncInput = raw ? JSON.parse(raw) : { only: null, by: task.owner };
  const { config } = appContext();
  const run = await syncCatalogue(kv, await shopifyClient(kv, config), {
    only: input.only ?? undefined,
    by: input.by,
    taskGuid: task.guid,
    config,
    onProgress: (done, total) =>
      updateTask(kv, task.guid, (t) => {
        t.done = done;
        t.total = total;
      }).then(() => undefined),
  });
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
