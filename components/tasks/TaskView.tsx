// One background task: status, progress (the page refreshes itself while it runs, no JavaScript),
// its summary and result link, line errors, and Cancel / Retry for whoever may open it.
import { Head } from "$fresh/runtime.ts";
import type { TFunction } from "i18next";
import { PageHeader } from "../PageHeader.tsx";
import type { Task } from "../../lib/tasks/store.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";

export interface TaskViewProps {
  task: Task;
  /** Name or email of whoever started it (or the id when unknown). */
  startedBy: string;
  /** Where the buttons post (the page itself). */
  action: string;
  /** A breadcrumb back to the task list (site admins). */
  listHref: string | null;
  t: TFunction;
  locale: Locale;
  url: URL;
}

/** The task's line errors: sortable by line, downloadable as CSV to fix the file. */
export const TASK_ERRORS: TableSpec<Task["errors"][number]> = {
  id: "task-errors",
  columns: (t) => [
    {
      key: "line",
      label: t("tasks.line"),
      num: true,
      sortable: true,
      value: (e) => e.line,
      cell: (e) => e.line ?? "—",
    },
    { key: "message", label: t("tasks.message"), sortable: true, value: (e) => e.message },
  ],
};

export function TaskView(
  { task, startedBy, action, listHref, t, locale, url }: TaskViewProps,
) {
  const f = fmtFor(locale);
  const running = task.status === "queued" || task.status === "running";
  const progress = t("tasks.progress", { done: f.count(task.done), total: f.count(task.total) });
  const crumbs = [{ label: t("common.home"), href: "/" }];
  if (listHref) crumbs.push({ label: t("tasks.list_title"), href: listHref });
  return (
    <>
      {running && (
        <Head>
          <meta http-equiv="refresh" content="2" />
        </Head>
      )}
      <PageHeader title={t("tasks.title", { guid: task.guid })} crumbs={crumbs} />
      <p data-task-status={task.status}>
        <strong>{t(`tasks.status.${task.status}`)}</strong> ·{" "}
        {t(`tasks.kinds.${task.kind}`, { defaultValue: task.kind })}
      </p>
      <p class="hint">
        {t("tasks.started", {
          who: startedBy,
          when: formatDateTime(task.created, locale),
        })}
        {task.retries ? ` · ${t("tasks.retries", { count: task.retries })}` : ""}
      </p>
      <p>
        <progress class="progress" max={Math.max(1, task.total)} value={task.done}>
          {progress}
        </progress>
        {progress}
      </p>
      {running && <p class="hint">{t("tasks.refresh")}</p>}
      {task.summary && <p>{t(task.summary.key, task.summary.vars)}</p>}
      {task.status === "done" && task.resultUrl && (
        <p>
          <a href={task.resultUrl}>{t("tasks.result")}</a>
        </p>
      )}
      {task.status === "cancelled" && <p>{t("tasks.cancelled_note")}</p>}
      {task.errors.length > 0 && (
        <DataTable
          {...tableProps(TASK_ERRORS, t, locale)}
          url={url}
          caption={t("tasks.errors")}
          rows={task.errors}
        />
      )}
      {running && (
        <form method="post" action={action}>
          <button type="submit" name="action" value="cancel" class="button secondary">
            {t("tasks.cancel")}
          </button>
        </form>
      )}
      {(task.status === "failed" || task.status === "cancelled") && (
        <form method="post" action={action}>
          <button type="submit" name="action" value="retry" class="button">
            {t("tasks.retry")}
          </button>
        </form>
      )}
    </>
  );
}
