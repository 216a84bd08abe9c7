// /resources/store-training — the courses with your progress; ?course=ID opens one (lessons, quiz);
// store admins see their staff's completion (?store=); head office adds courses, lessons and quiz
// questions (a file lesson's file is uploaded to lib/files, purpose "training", and served here with
// ?file=ID). Plain POST forms (field `action`), 303 back to the course.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { canReadFile, fileResponse, getFileMeta, saveUpload } from "../../../lib/files/mod.ts";
import {
  completeLesson,
  type Course,
  CourseInput,
  extendCourse,
  getCourse,
  type LessonData,
  LessonInput,
  newCourse,
  putCourse,
  type QuestionData,
  QuestionInput,
  submitQuiz,
} from "../../../lib/resources/training.ts";
import {
  type CourseRow,
  coursesFor,
  staffProgress,
  type StaffRow,
  staffStore,
} from "../../../lib/resources/training_view.ts";
import { isHeadOffice } from "../../../lib/resources/access.ts";
import { ResourcesStyles } from "../../../components/resources/ResourcesStyles.tsx";
import { CourseList, CourseView } from "../../../components/resources/TrainingCourse.tsx";
import {
  ManageCourse,
  NewCourseForm,
  StaffTable,
} from "../../../components/resources/TrainingAdmin.tsx";

interface Data {
  rows: CourseRow[];
  open: CourseRow | null;
  staff: { store: number; rows: StaffRow[] } | null;
  manage: boolean;
  form: {
    action: string;
    values: Record<string, string>;
    errors: Record<string, string>;
    /** Values for the error messages (a file's type or size limit). */
    params: Record<string, string>;
  };
}

const EMPTY = { action: "", values: {}, errors: {}, params: {} };

async function load(ctx: { state: PortalState; url: URL }, form: Data["form"] = EMPTY) {
  const { kv, user } = ctx.state;
  const rows = await coursesFor(kv, user!.id);
  const id = ctx.url.searchParams.get("course");
  const open = id ? rows.find((r) => r.course.id === id) ?? null : null;
  if (id && !open) throw new HttpError(404, "resources.training.errors.no_course");
  const store = staffStore(user!, ctx.url.searchParams.get("store"));
  const staff = store === null ? null : { store, rows: await staffProgress(kv, store) };
  return { rows, open, staff, manage: isHeadOffice(user!), form };
}

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const out: Record<string, string> = {};
  for (const i of error.issues) out[String(i.path[0] ?? "form")] ??= i.message;
  return out;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(req, ctx) {
    const fileId = ctx.url.searchParams.get("file");
    if (fileId) {
      const meta = await getFileMeta(ctx.state.kv, fileId);
      if (!meta || meta.purpose !== "training" || !canReadFile(ctx.state.user, meta)) {
        throw new HttpError(404, "files.errors.not_found");
      }
      return await fileResponse(req, ctx.state.kv, meta, { config: ctx.state.config });
    }
    return ctx.render(await load(ctx));
  },
  async POST(req, ctx) {
    const { kv, user } = ctx.state;
    const data = await req.formData();
    const values = Object.fromEntries(
      [...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    const action = values.action ?? "";
    const fail = async (
      errors: Record<string, string>,
      url = ctx.url,
      params: Record<string, string> = {},
    ) =>
      ctx.render(await load({ ...ctx, url }, { action, values, errors, params }), { status: 400 });
    const back = (course: string, hash = "") =>
      new Response(null, {
        status: 303,
        headers: {
          location: `/resources/store-training?course=${encodeURIComponent(course)}${hash}`,
        },
      });
    const course: Course | null = values.course_id ? await getCourse(kv, values.course_id) : null;
    const courseUrl = new URL(ctx.url);
    if (course) courseUrl.searchParams.set("course", course.id);

    if (action === "lesson" || action === "quiz") {
      if (!course) throw new HttpError(404, "resources.training.errors.no_course");
      if (action === "lesson") {
        if (!course.lessons.some((l) => l.id === values.lesson_id)) {
          throw new HttpError(404, "resources.training.errors.no_lesson");
        }
        await completeLesson(kv, user!.id, course, values.lesson_id);
        return back(course.id, `#lesson-${values.lesson_id}`);
      }
      const answers: Record<string, number> = {};
      for (const q of course.quiz) {
        const v = values[`q_${q.id}`];
        if (v !== undefined && /^\d$/.test(v)) answers[q.id] = Number(v);
      }
      if (Object.keys(answers).length < course.quiz.length) {
        return fail({ quiz: "resources.training.errors.answer_all" }, courseUrl);
      }
      await submitQuiz(kv, user!.id, course, answers);
      return back(course.id, "#quiz");
    }

    if (!isHeadOffice(user!)) throw new HttpError(403, "resources.training.errors.head_office");
    if (action === "new_course") {
      const parsed = CourseInput.safeParse(values);
      if (!parsed.success) return fail(issues(parsed.error));
      const created = newCourse(parsed.data);
      await putCourse(kv, created);
      return back(created.id);
    }
    if (!course) throw new HttpError(404, "resources.training.errors.no_course");
    const upload = data.get("file");
    if (
      action === "add_lesson" && values.kind === "file" && upload instanceof File && upload.size > 0
    ) {
      try {
        const meta = await saveUpload(kv, {
          name: upload.name,
          type: upload.type,
          body: upload,
          purpose: "training",
          owner: "group",
          created_by: user!.id,
        }, { config: ctx.state.config });
        values.url = `/resources/store-training?file=${meta.id}`;
      } catch (error) {
        if (error instanceof HttpError && error.status < 500) {
          const params = Object.fromEntries(
            Object.entries(error.vars).map(([k, v]) => [k, String(v)]),
          );
          return fail({ file: error.key }, courseUrl, params);
        }
        throw error;
      }
    }
    const parsed = action === "add_lesson"
      ? LessonInput.safeParse(values)
      : action === "add_question"
      ? QuestionInput.safeParse(values)
      : null;
    if (!parsed) throw new HttpError(400, "resources.training.errors.action");
    if (!parsed.success) return fail(issues(parsed.error), courseUrl);
    const updated = await extendCourse(
      kv,
      course.id,
      action === "add_lesson"
        ? { lesson: parsed.data as LessonData }
        : { question: parsed.data as QuestionData },
    );
    if (!updated) return fail({ form: "resources.training.errors.changed" }, courseUrl);
    return back(course.id, action === "add_lesson" ? "#lessons" : "#quiz");
  },
};

export default function StoreTrainingPage({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <ResourcesStyles />
      <PageHeader
        title={pageTitle("res_store_training", t)}
        crumbs={crumbsFor("res_store_training", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("resources.training.intro")}</p>
      {data.open
        ? (
          <>
            <CourseView t={t} locale={locale} row={data.open} form={data.form} />
            {data.manage && <ManageCourse t={t} course={data.open.course} form={data.form} />}
          </>
        )
        : <CourseList t={t} locale={locale} rows={data.rows} />}
      {data.staff && (
        <StaffTable
          t={t}
          store={data.staff.store}
          rows={data.staff.rows}
          total={data.rows.length}
          anyStore={data.manage}
        />
      )}
      {data.manage && !data.open && <NewCourseForm t={t} form={data.form} />}
    </>
  );
}
