// /resources/store-training/users/{id} — one person's training progress: their own, a store
// admin's staff, or anyone's for head office (lib/resources/access.ts canSeeTrainee).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { getUser } from "../../../../lib/auth/store.ts";
import { canSeeTrainee } from "../../../../lib/resources/access.ts";
import { type CourseRow, coursesFor } from "../../../../lib/resources/training_view.ts";
import { ResourcesStyles } from "../../../../components/resources/ResourcesStyles.tsx";
import { ProgressBar, statusText } from "../../../../components/resources/TrainingCourse.tsx";
import { formatDateTime } from "../../../../lib/i18n/format.ts";

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

export default function TraineePage({ state, data, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const l = locale === "fr-CA" ? "fr" : "en";
  return (
    <>
      <ResourcesStyles />
      <PageHeader
        title={pageTitle("res_store_training_user", t, params)}
        crumbs={crumbsFor("res_store_training_user", t, params)}
        appName={t("common.app_name")}
      />
      <p class="lead" data-trainee={data.email}>
        {t("resources.training.person_intro", { name: data.name, stores: data.stores.join(", ") })}
      </p>
      <div class="table-wrap">
        <table data-courses>
          <thead>
            <tr>
              <th scope="col">{t("resources.training.course")}</th>
              <th scope="col">{t("resources.training.progress")}</th>
              <th scope="col">{t("resources.training.status")}</th>
              <th scope="col">{t("resources.training.quiz")}</th>
              <th scope="col">{t("resources.training.completed_on")}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.course.id} data-course={r.course.id}>
                <td>{r.course.title[l]}</td>
                <td>
                  <ProgressBar percent={r.status.percent} label={`${r.status.percent} %`} />{" "}
                  {r.status.percent} %
                </td>
                <td data-status>{statusText(t, r)}</td>
                <td>
                  {r.status.quiz
                    ? t("resources.training.score", {
                      right: r.status.quiz.right,
                      total: r.status.quiz.total,
                    })
                    : "—"}
                </td>
                <td>{r.completed_at ? formatDateTime(r.completed_at, locale) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href="/resources/store-training">{t("resources.training.all_courses")}</a>
      </p>
    </>
  );
}
