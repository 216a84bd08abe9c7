// A report run as a background task: the starter stores the definition and the stores it may see
// (so the run does not depend on who is signed in later); the runner computes the rows with
// progress on the task, keeps the result as a blob and says how many rows it found.
import { getBlob, putBlob, type Task, updateTask } from "./store.ts";

export type ReportProgress = (done: number, total: number) => Promise<void>;

export async function runReportTask<D, R extends { rows: unknown[] }>(
  kv: Deno.Kv,
  task: Task,
  parse: (raw: unknown) => D,
  compute: (kv: Deno.Kv, def: D, stores: number[], progress: ReportProgress) => Promise<R>,
  summaryKey: string,
): Promise<void> {
  const def = parse(JSON.parse((await getBlob(kv, task.guid, "definition"))!));
  const stores = JSON.parse((await getBlob(kv, task.guid, "stores"))!) as number[];
  const result = await compute(kv, def, stores, async (done, total) => {
    await updateTask(kv, task.guid, (t) => {
      t.done = done;
      t.total = total;
    });
  });
  await putBlob(kv, task.guid, "result", JSON.stringify(result));
  await updateTask(kv, task.guid, (t) => {
    t.status = "done";
    t.summary = { key: summaryKey, vars: { rows: result.rows.length } };
  });
}
