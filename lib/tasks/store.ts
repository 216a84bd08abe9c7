// Background tasks: long work (CSV imports, report runs) is enqueued on Deno KV's queue and run by
// whichever instance listens; progress lives in KV so /tasks/{guid} (its starter and site admins,
// lib/access/owners.ts), /admin/tasks (the list) and the report pages can show it from any instance.
// A task can be cancelled (the runner stops at its next progress update) and a failed or cancelled
// one retried (queued again under the same guid; chunk markers make it resume, not redo).
//   ["tasks", guid]              → Task
//   ["tasks", RECENT, ms, guid]  → guid (newest first by a descending time, for the admin list)
//   ["tasks", guid, "chunk", n]  → true once chunk n of the task has been applied (idempotence)
//   ["tasks", guid, "input"|"result", part] → the task's input / result, split in ≤ 60 KB parts
import { z } from "zod";

export const TASK_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type TaskStatus = typeof TASK_STATUSES[number];

export interface TaskError {
  /** 1-based line number of the input, when the error belongs to a line. */
  line?: number;
  message: string;
}

export interface Task {
  guid: string;
  kind: string;
  status: TaskStatus;
  /** Units of work done and in total (lines, rows …). */
  done: number;
  total: number;
  /** User id of whoever started it. */
  owner: string;
  created: string;
  updated: string;
  errors: TaskError[];
  /** A short summary when done (i18n key + vars). */
  summary?: { key: string; vars: Record<string, unknown> };
  /** Where the result can be seen (e.g. /reporting/sales/{guid}). */
  resultUrl?: string;
  /** How many times it was retried. */
  retries?: number;
}

/** The page of a task, for whoever started it and site admins. */
export function taskUrl(guid: string): string {
  return `/tasks/${guid}`;
}

/** Thrown by updateTask once a task was cancelled, so its runner stops where it is. */
export class TaskCancelled extends Error {
  constructor(guid: string) {
    super(`Task ${guid} was cancelled`);
  }
}

// Not a guid, so getTask never mistakes it for a task; "~" sorts after every hex digit.
const RECENT = "~recent";
// A descending time: newer tasks list first.
const recentKey = (task: Task) => ["tasks", RECENT, 9e15 - Date.parse(task.created), task.guid];

export const GuidSchema = z.uuid();

export function taskKey(guid: string): Deno.KvKey {
  return ["tasks", guid];
}

export async function getTask(kv: Deno.Kv, guid: string): Promise<Task | null> {
  if (!GuidSchema.safeParse(guid).success) return null;
  return (await kv.get<Task>(taskKey(guid))).value;
}

export async function createTask(
  kv: Deno.Kv,
  init: { kind: string; owner: string; total?: number; resultUrl?: (guid: string) => string },
): Promise<Task> {
  const guid = crypto.randomUUID();
  const now = new Date().toISOString();
  const task: Task = {
    guid,
    kind: init.kind,
    status: "queued",
    done: 0,
    total: init.total ?? 0,
    owner: init.owner,
    created: now,
    updated: now,
    errors: [],
    resultUrl: init.resultUrl?.(guid),
  };
  await kv.atomic().set(taskKey(guid), task).set(recentKey(task), guid).commit();
  return task;
}

/** The newest tasks (of one status, when given), at most `limit`, reading at most `scan`. */
export async function listTasks(
  kv: Deno.Kv,
  options: { status?: TaskStatus; limit?: number; scan?: number } = {},
): Promise<Task[]> {
  const limit = options.limit ?? 100;
  const guids: string[] = [];
  for await (
    const e of kv.list<string>({ prefix: ["tasks", RECENT] }, { limit: options.scan ?? 2000 })
  ) guids.push(e.value);
  const out: Task[] = [];
  for (let i = 0; i < guids.length && out.length < limit; i += 10) {
    const entries = await kv.getMany<Task[]>(guids.slice(i, i + 10).map(taskKey));
    for (const { value } of entries) {
      if (value && (!options.status || value.status === options.status)) out.push(value);
    }
  }
  return out.slice(0, limit);
}

/** Updates a task with a read-modify-write under a version check (retries on conflict). */
export async function updateTask(
  kv: Deno.Kv,
  guid: string,
  change: (task: Task) => void,
): Promise<Task> {
  for (let i = 0; i < 10; i++) {
    const entry = await kv.get<Task>(taskKey(guid));
    if (!entry.value) throw new Error(`No task ${guid}`);
    if (entry.value.status === "cancelled") throw new TaskCancelled(guid);
    const task = { ...entry.value };
    change(task);
    task.updated = new Date().toISOString();
    const res = await kv.atomic().check(entry).set(taskKey(guid), task).commit();
    if (res.ok) return task;
  }
  throw new Error(`Could not update task ${guid}`);
}

/**
 * Cancels a queued or running task (null when it already ended). A running one stops at its next
 * progress update; what it already committed stays (each chunk is applied whole or not at all).
 */
export async function cancelTask(kv: Deno.Kv, guid: string): Promise<Task | null> {
  return await setStatus(kv, guid, ["queued", "running"], (task) => {
    task.status = "cancelled";
  });
}

/**
 * Puts a failed or cancelled task back to queued (null otherwise); the caller enqueues it
 * (queue.ts retryTask). Its errors start afresh; applied chunks are skipped on the rerun.
 */
export async function requeueTask(kv: Deno.Kv, guid: string): Promise<Task | null> {
  return await setStatus(kv, guid, ["failed", "cancelled"], (task) => {
    task.status = "queued";
    task.errors = [];
    delete task.summary;
    task.retries = (task.retries ?? 0) + 1;
  });
}

async function setStatus(
  kv: Deno.Kv,
  guid: string,
  from: TaskStatus[],
  change: (task: Task) => void,
): Promise<Task | null> {
  for (let i = 0; i < 10; i++) {
    const entry = await kv.get<Task>(taskKey(guid));
    if (!entry.value || !from.includes(entry.value.status)) return null;
    const task = { ...entry.value, updated: new Date().toISOString() };
    change(task);
    if ((await kv.atomic().check(entry).set(taskKey(guid), task).commit()).ok) return task;
  }
  return null;
}

// A KV value holds at most 64 KiB, and a string with any character beyond Latin-1 (a dash, a
// curly quote) is stored as two bytes a character: 30,000 characters a part stays under it whatever
// the text. Ten parts go in one atomic write (under its total size limit).
const PART = 30_000;

/** Stores a large text of a task in parts; a shorter text replacing a longer one drops the rest. */
export async function putBlob(kv: Deno.Kv, guid: string, name: string, text: string) {
  const count = Math.max(1, Math.ceil(text.length / PART));
  for (let i = 0; i < count; i += 10) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(count, i + 10); j++) {
      op.set(["tasks", guid, name, j], text.slice(j * PART, (j + 1) * PART));
    }
    if (!(await op.commit()).ok) throw new Error(`Could not store ${name} of task ${guid}`);
  }
  for await (const e of kv.list({ prefix: ["tasks", guid, name] })) {
    if ((e.key[3] as number) >= count) await kv.delete(e.key);
  }
}

export async function getBlob(kv: Deno.Kv, guid: string, name: string): Promise<string | null> {
  const parts: string[] = [];
  for await (const e of kv.list<string>({ prefix: ["tasks", guid, name] })) parts.push(e.value);
  return parts.length ? parts.join("") : null;
}
