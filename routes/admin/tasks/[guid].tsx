import type { Handlers, PageProps } from "$fresh/server.ts";
import { Head } from "$fresh/runtime.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { getTask, type Task } from "../../../lib/tasks/store.ts";
import type { PortalState } from "../../../lib/state.ts";
import { fmtFor } from "../../../lib/sales/format.ts";

export const handler: Handlers<Task, PortalState> = {
  async GET(_req, ctx) {
    const task = await getTask(ctx.state.kv, ctx.params.guid);
    return task ? ctx.render(task) : ctx.renderNotFound();
  },
};

/** A task's progress; refreshes itself (meta refresh, no JavaScript) while it runs. */
export default function TaskPage({ data: task, state }: PageProps<Task, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  const running = task.status === "queued" || task.status === "running";
  return (
    <>
      {running && (
        <Head>
          <meta http-equiv="refresh" content="2" />
        </Head>
      )}
      <PageHeader
        title={t("tasks.title", { guid: task.guid })}
        crumbs={[{ label: t("common.home"), href: "/" }]}
      />
      <p>
        <strong>{t(`tasks.status.${task.status}`)}</strong> · {task.kind}
      </p>
      <p>
        <progress class="progress" max={Math.max(1, task.total)} value={task.done}>
          {t("tasks.progress", { done: f.count(task.done), total: f.count(task.total) })}
        </progress>
        {t("tasks.progress", { done: f.count(task.done), total: f.count(task.total) })}
      </p>
      {running && <p class="hint">{t("tasks.refresh")}</p>}
      {task.summary && <p>{t(task.summary.key, task.summary.vars)}</p>}
      {task.status === "done" && task.resultUrl && (
        <p>
          <a href={task.resultUrl}>{t("tasks.result")}</a>
        </p>
      )}
      {task.errors.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption>{t("tasks.errors")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("tasks.line")}</th>
                <th scope="col">{t("tasks.message")}</th>
              </tr>
            </thead>
            <tbody>
              {task.errors.map((e) => (
                <tr>
                  <td>{e.line ?? "—"}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
