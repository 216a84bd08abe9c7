// The task queue: `enqueueTask` puts {task: guid} on Deno KV's queue; `listenForTasks` (started once
// by main.ts) runs the registered runner of the task's kind. A runner must be idempotent per chunk
// (KV queues deliver at least once): it marks each applied chunk in the same atomic operation.
import { getTask, requeueTask, type Task, TaskCancelled, updateTask } from "./store.ts";

export type TaskRunner = (kv: Deno.Kv, task: Task) => Promise<void>;

const runners = new Map<string, TaskRunner>();

export function registerRunner(kind: string, runner: TaskRunner) {
  runners.set(kind, runner);
}

/** The kinds of task a runner is registered for (after lib/tasks/listen.ts is imported). */
export function registeredKinds(): string[] {
  return [...runners.keys()];
}

interface TaskMessage {
  task: string;
}

function isTaskMessage(value: unknown): value is TaskMessage {
  return typeof value === "object" && value !== null &&
    typeof (value as TaskMessage).task === "string";
}

/** Puts a task on the queue, to run now or after `delayMs` (scheduled work). */
export async function enqueueTask(kv: Deno.Kv, guid: string, delayMs = 0): Promise<void> {
  await kv.enqueue({ task: guid } satisfies TaskMessage, delayMs > 0 ? { delay: delayMs } : {});
}

/** Queues a failed or cancelled task again (null when it is not in one of those states). */
export async function retryTask(kv: Deno.Kv, guid: string): Promise<Task | null> {
  const task = await requeueTask(kv, guid);
  if (task) await enqueueTask(kv, guid);
  return task;
}

/** Runs one task now (the queue listener calls this; tests may too). */
export async function runTask(kv: Deno.Kv, guid: string): Promise<Task | null> {
  const task = await getTask(kv, guid);
  if (!task || task.status === "done" || task.status === "failed" || task.status === "cancelled") {
    return task;
  }
  const runner = runners.get(task.kind);
  if (!runner) {
    return await updateTask(kv, guid, (t) => {
      t.status = "failed";
      t.errors = [{ message: `unknown task kind ${task.kind}` }];
    });
  }
  try {
    await updateTask(kv, guid, (t) => void (t.status = "running"));
    await runner(kv, { ...task, status: "running" });
  } catch (error) {
    if (error instanceof TaskCancelled) return await getTask(kv, guid);
    await updateTask(kv, guid, (t) => {
      t.status = "failed";
      t.errors = [...t.errors, { message: String((error as Error)?.message ?? error) }];
    }).catch((e) => {
      // cancelled while failing: it stays cancelled
      if (!(e instanceof TaskCancelled)) throw e;
    });
  }
  return await getTask(kv, guid);
}

/** Other queue messages (e.g. fulfillment offer timers): each handler says whether it took one. */
export type MessageHandler = (kv: Deno.Kv, message: unknown) => Promise<boolean>;
const handlers: MessageHandler[] = [];

export function registerMessageHandler(handler: MessageHandler) {
  handlers.push(handler);
}

/** A message that is not a task goes to the first handler that takes it. */
async function handleOther(kv: Deno.Kv, message: unknown): Promise<void> {
  for (const handler of handlers) if (await handler(kv, message)) return;
}

let listener: Promise<void> | null = null;
let alive = false;
let stopping = false;
const inFlight = new Set<Promise<unknown>>();

/**
 * Starts the queue listener (once per process). Every instance may run one: KV hands each message
 * to one listener and runners are idempotent per chunk, so a redelivery is harmless.
 */
export function listenForTasks(kv: Deno.Kv): void {
  if (listener) return;
  alive = true;
  stopping = false;
  listener = kv.listenQueue(async (message: unknown) => {
    // Shutting down: refuse, so that KV delivers the message again (to this or another instance).
    if (stopping) throw new Error("The task listener is stopping");
    const run = isTaskMessage(message) ? runTask(kv, message.task) : handleOther(kv, message);
    inFlight.add(run);
    try {
      await run;
    } finally {
      inFlight.delete(run);
    }
  }).catch((error) => console.error("The task queue listener failed", error))
    .finally(() => {
      alive = false;
      listener = null;
    });
}

/** True while the queue listener runs (/healthz). */
export function taskListenerAlive(): boolean {
  return alive && !stopping;
}

/**
 * Stops taking messages and waits (up to `timeoutMs`) for the tasks running; the listener itself
 * ends when the KV store is closed.
 */
export async function stopTaskListener(timeoutMs = 20_000): Promise<void> {
  stopping = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => timer = setTimeout(resolve, timeoutMs)),
  ]);
  clearTimeout(timer);
}
