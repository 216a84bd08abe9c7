// Starts the task queue listener with every task runner registered (imported for their effect).
import "../sales/ingest.ts";
import "../sales/reports.ts";
import "../sales/repoint.ts";
import "../admin/locally.ts";
import "../quotes/task.ts";
import "../fulfillment/timers.ts";
import "../otb/report.ts";
import "../head_office/bundles.ts";
import "../marketing/price_task.ts";
import "../marketing/sync_task.ts";
import { listenForTasks } from "./queue.ts";
export { registeredKinds } from "./queue.ts";

export function startTaskListener(kv: Deno.Kv): void {
  listenForTasks(kv);
}
