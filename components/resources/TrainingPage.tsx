// The store training page: the courses (or one opened course), a store's staff and their
// completion, and head office's forms to manage courses.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { TrainingPageData } from "../../lib/resources/training_page.ts";
import { ToolPage } from "./ToolPage.tsx";
import { CourseList, CourseView } from "./TrainingCourse.tsx";
import { ManageCourse, NewCourseForm, StaffTable } from "./TrainingAdmin.tsx";

export function TrainingPage(
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
