// Starts the task queue listener with every task runner registered (imported for their effect).
import "../sales/ingest.ts";
import "../sales/reports.ts";
import "../admin/locally.ts";
import "../quotes/task.ts";
import "../fulfillment/timers.ts";
import "../otb/report.ts";
import { listenForTasks } from "./queue.ts";

export function startTaskListener(kv: Deno.Kv): void {
  listenForTasks(kv);
}
