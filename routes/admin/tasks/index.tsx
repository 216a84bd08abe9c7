// /admin/tasks (site admins): every background task, newest first, filtered by status.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { listTasks, type Task, TASK_STATUSES, type TaskStatus } from "../../../lib/tasks/store.ts";
import { ownerNames } from "../../../lib/tasks/page.ts";
import { TaskList, tasksTable } from "../../../components/tasks/TaskList.tsx";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

interface Data {
  tasks: Task[];
  owners: Record<string, string>;
  status: TaskStatus | null;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const asked = ctx.url.searchParams.get("status");
    const status = TASK_STATUSES.find((s) => s === asked) ?? null;
    const tasks = await listTasks(ctx.state.kv, { status: status ?? undefined, limit: 500 });
    const owners = await ownerNames(ctx.state.kv, tasks);
    return csvOrRender(ctx, { tasks, owners, status }, tasksTable(owners), tasks);
  },
};

export default function AdminTasksPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminHeader t={t} page="admin_tasks" />
      <TaskList {...data} url={url} t={t} locale={state.locale} />
    </>
  );
}
