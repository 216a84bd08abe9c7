// What /tasks/{guid} and /admin/tasks/{guid} do: load a task the user may open (whoever started it
// and site admins: lib/access/owners.ts), and cancel or retry it.
import { HttpError } from "../http/errors.ts";
import { mayOpenTask } from "../access/owners.ts";
import { getUser } from "../auth/store.ts";
import type { User } from "../auth/types.ts";
import { retryTask } from "./queue.ts";
import { cancelTask, getTask, type Task } from "./store.ts";

export interface TaskPage {
  task: Task;
  startedBy: string;
}

/** The task and who started it; 404 when unknown, 401 when the user may not open it. */
export async function loadTaskPage(kv: Deno.Kv, user: User, guid: string): Promise<TaskPage> {
  const task = await getTask(kv, guid);
  if (!task) throw new HttpError(404, "errors.not_found");
  if (!mayOpenTask(user, task)) throw new HttpError(401, "access.insufficient_permissions");
  const starter = task.owner === user.id ? user : await getUser(kv, task.owner);
  return { task, startedBy: starter ? starter.name || starter.email : task.owner };
}

/** Cancel or retry; false when the task is not in a state that allows it. */
export async function taskAction(
  kv: Deno.Kv,
  user: User,
  guid: string,
  action: string,
): Promise<boolean> {
  await loadTaskPage(kv, user, guid);
  if (action === "cancel") return (await cancelTask(kv, guid)) !== null;
  if (action === "retry") return (await retryTask(kv, guid)) !== null;
  throw new HttpError(400, "validation.invalid_form");
}

/** Email of each task's starter (scheduled work has a name, not a user id). */
export async function ownerNames(kv: Deno.Kv, tasks: Task[]): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const id of new Set(tasks.map((task) => task.owner))) {
    const user = await getUser(kv, id);
    names[id] = user ? user.email : id;
  }
  return names;
}
