// /resources/store-training — the courses with your progress; ?course=ID opens one (lessons, quiz);
// store admins see their staff's completion (?store=); head office adds courses, lessons and quiz
// questions (a file lesson's file is uploaded to lib/files, purpose "training", and served here with
// ?file=ID). Plain POST forms (field `action`), 303 back to the course.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { canReadFile, fileResponse, getFileMeta } from "../../../lib/files/mod.ts";
import {
  loadTrainingPage,
  postTraining,
  type TrainingPageData,
} from "../../../lib/resources/training_page.ts";
import { ToolPage } from "../../../components/resources/ToolPage.tsx";
import { CourseList, CourseView } from "../../../components/resources/TrainingCourse.tsx";
import {
  ManageCourse,
  NewCourseForm,
  STAFF,
  StaffTable,
} from "../../../components/resources/TrainingAdmin.tsx";
import { csvFor } from "../../../lib/forms/table.ts";

export const handler: Handlers<TrainingPageData, PortalState> = {
  async GET(req, ctx) {
    const { kv, user, config } = ctx.state;
    const fileId = ctx.url.searchParams.get("file");
    if (fileId) {
      const meta = await getFileMeta(kv, fileId);
      if (!meta || meta.purpose !== "training" || !canReadFile(user, meta)) {
        throw new HttpError(404, "files.errors.not_found");
      }
      return await fileResponse(req, kv, meta, { config });
    }
    const data = await loadTrainingPage(kv, user!, ctx.url.searchParams);
    const staff = data.staff;
    return (staff && csvFor(ctx.url, ctx.state, STAFF, staff.rows, `training-${staff.store}`)) ??
      ctx.render(data);
  },
  async POST(req, ctx) {
    const { kv, user, config, t } = ctx.state;
    const done = await postTraining(req, kv, user!, config, t);
    if (done instanceof Response) return done;
    const query = new URLSearchParams(ctx.url.searchParams);
    if (done.course) query.set("course", done.course);
    return ctx.render(await loadTrainingPage(kv, user!, query, done.form), { status: 400 });
  },
};

export default function StoreTrainingPage(
  { state, data, url }: PageProps<TrainingPageData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <ToolPage page="res_store_training" t={t} lead={t("resources.training.intro")}>
      {data.open
        ? (
          <>
            <CourseView t={t} locale={locale} row={data.open} form={data.form} />
            {data.manage && <ManageCourse t={t} course={data.open.course} form={data.form} />}
          </>
        )
        : <CourseList t={t} locale={locale} rows={data.rows} url={url} />}
      {data.staff && (
        <StaffTable
          url={url}
          t={t}
          locale={locale}
          store={data.staff.store}
          rows={data.staff.rows}
          anyStore={data.manage}
        />
      )}
      {data.manage && !data.open && <NewCourseForm t={t} form={data.form} />}
    </ToolPage>
  );
}
