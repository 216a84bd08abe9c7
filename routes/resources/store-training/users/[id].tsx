// /resources/store-training/users/{id} — one person's training progress: their own, a store
// admin's staff, or anyone's for head office (lib/resources/access.ts canSeeTrainee).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { getUser } from "../../../../lib/auth/store.ts";
import { canSeeTrainee } from "../../../../lib/resources/access.ts";
import { type CourseRow, coursesFor } from "../../../../lib/resources/training_view.ts";
import { ToolPage } from "../../../../components/resources/ToolPage.tsx";
import { courseColumns } from "../../../../components/resources/TrainingCourse.tsx";
import { DataTable } from "../../../../components/DataTable.tsx";

interface Data {
  name: string;
  email: string;
  stores: number[];
  rows: CourseRow[];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, user } = ctx.state;
    const target = await getUser(kv, ctx.params.id);
    if (!target) throw new HttpError(404, "resources.training.errors.no_person");
    if (!canSeeTrainee(user!, target)) {
      throw new HttpError(403, "resources.training.errors.not_your_staff");
    }
    const rows = await coursesFor(kv, target.id);
    return ctx.render({
      name: target.name,
      email: target.email,
      stores: target.Stores.map(([s]) => s),
      rows,
    });
  },
};

export default function TraineePage({ state, data, params, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <ToolPage page="res_store_training_user" params={params} t={t}>
      <p class="lead" data-trainee={data.email}>
        {t("resources.training.person_intro", { name: data.name, stores: data.stores.join(", ") })}
      </p>
      <DataTable
        id="courses"
        t={t}
        url={url}
        columns={courseColumns(t, locale, { detail: true })}
        rows={data.rows}
        csv={false}
        tableAttrs={{ "data-courses": "" }}
        rowAttrs={(r) => ({ "data-course": r.course.id })}
      />
      <p>
        <a href="/resources/store-training">{t("resources.training.all_courses")}</a>
      </p>
    </ToolPage>
  );
}
