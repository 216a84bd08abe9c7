// The site admins' list of background tasks, newest first, filtered by status (links, no JavaScript).
import type { TFunction } from "i18next";
import { DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { type Task, TASK_STATUSES, type TaskStatus, taskUrl } from "../../lib/tasks/store.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

/** The tasks, their owners named by `owners` (id → name); the page and its CSV. */
export const tasksTable = (owners: Record<string, string>): TableSpec<Task> => ({
  id: "tasks",
  columns: (t, locale) => [
    {
      key: "created",
      label: t("tasks.columns.created"),
      sortable: true,
      value: (task) => task.created,
      cell: (task) => <a href={taskUrl(task.guid)}>{formatDateTime(task.created, locale)}</a>,
    },
    {
      key: "kind",
      label: t("tasks.columns.kind"),
      sortable: true,
      value: (task) => t(`tasks.kinds.${task.kind}`, { defaultValue: task.kind }),
    },
    {
      key: "status",
      label: t("tasks.columns.status"),
      sortable: true,
      value: (task) => t(`tasks.status.${task.status}`),
    },
    {
      key: "progress",
      label: t("tasks.columns.progress"),
      num: true,
      value: (task) => `${task.done}/${task.total}`,
    },
    {
      key: "owner",
      label: t("tasks.columns.owner"),
      sortable: true,
      value: (task) => owners[task.owner] ?? task.owner,
    },
    {
      key: "errors",
      label: t("tasks.columns.errors"),
      num: true,
      sortable: true,
      value: (task) => task.errors.length,
    },
  ],
});

export function TaskList(
  { tasks, owners, status, url, t, locale }: {
    tasks: Task[];
    owners: Record<string, string>;
    status: TaskStatus | null;
    url: URL;
    t: TFunction;
    locale: Locale;
  },
) {
  return (
    <>
      <nav class="filters" aria-label={t("tasks.filter_label")}>
        <ul class="inline-list">
          <li>
            {status === null
              ? <strong>{t("tasks.all")}</strong>
              : <a href="/admin/tasks">{t("tasks.all")}</a>}
          </li>
          {TASK_STATUSES.map((s) => (
            <li>
              {s === status
                ? <strong aria-current="true">{t(`tasks.status.${s}`)}</strong>
                : <a href={`/admin/tasks?status=${s}`}>{t(`tasks.status.${s}`)}</a>}
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        {...tableProps(tasksTable(owners), t, locale)}
        url={url}
        rows={tasks}
        empty={t("tasks.empty")}
        rowAttrs={(task) => ({ "data-task": task.guid, "data-status": task.status })}
      />
    </>
  );
}
