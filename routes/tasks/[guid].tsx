// /tasks/{guid}: a background task's page for whoever started it and site admins (lib/tasks/page.ts,
// the rule in lib/access/owners.ts): progress, result, errors, Cancel and Retry.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther, textValue } from "../../lib/forms/mod.ts";
import { loadTaskPage, taskAction, type TaskPage } from "../../lib/tasks/page.ts";
import { TASK_ERRORS, TaskView } from "../../components/tasks/TaskView.tsx";
import { csvOrRender } from "../../lib/forms/table.ts";

type Data = TaskPage & { refused: boolean };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const page = await loadTaskPage(ctx.state.kv, requireUser(ctx.state), ctx.params.guid);
    return csvOrRender(ctx, { ...page, refused: false }, TASK_ERRORS, page.task.errors);
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const values = await formValues(req);
    const done = await taskAction(ctx.state.kv, user, ctx.params.guid, textValue(values, "action"));
    if (done) return seeOther(ctx.url.pathname);
    const page = await loadTaskPage(ctx.state.kv, user, ctx.params.guid);
    return ctx.render({ ...page, refused: true }, { status: 409 });
  },
};

export default function TaskRoute({ data, state, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      {data.refused && <p class="notice" role="alert">{t("tasks.refused")}</p>}
      <TaskView
        task={data.task}
        startedBy={data.startedBy}
        action={url.pathname}
        listHref={state.user?.Site_Admin ? "/admin/tasks" : null}
        t={t}
        locale={state.locale}
        url={url}
      />
    </>
  );
}
