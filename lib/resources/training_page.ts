// The store training page (/resources/store-training): the courses with the user's progress, one
// course opened (?course=), a store's staff for store admins (?store=), and every form of the page
// (lesson done, quiz, head office's new course, lesson and question) read through lib/forms: a bad
// field is a translated message beside it, everything typed kept.
import type { TFunction } from "i18next";
import type { User } from "../auth/types.ts";
import type { Config } from "../config.ts";
import {
  type FieldErrors,
  FORM_ERROR,
  type FormValues,
  formWithFiles,
  seeOther,
  textValue,
  validateForm,
} from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { canReadFile, fileResponse, getFileMeta, saveUpload } from "../files/mod.ts";
import {
  completeLesson,
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
} from "./training.ts";
import {
  type CourseRow,
  coursesFor,
  staffProgress,
  type StaffRow,
  staffStore,
} from "./training_view.ts";
import { isHeadOffice } from "./access.ts";

/** A refused form of the page: which one (`action`), what was typed, the messages by field. */
export interface TrainingForm {
  action: string;
  values: FormValues;
  errors: FieldErrors;
}

export interface TrainingPageData {
  rows: CourseRow[];
  open: CourseRow | null;
  staff: { store: number; rows: StaffRow[] } | null;
  manage: boolean;
  form: TrainingForm;
}

/** A file lesson's file (?file=ID) for whoever may read it; 404 for anything else. */
export async function trainingFile(
  req: Request,
  { kv, user, config }: { kv: Deno.Kv; user: User | null; config: Config },
  id: string,
): Promise<Response> {
  const meta = await getFileMeta(kv, id);
  if (!meta || meta.purpose !== "training" || !canReadFile(user, meta)) {
    throw new HttpError(404, "files.errors.not_found");
  }
  return await fileResponse(req, kv, meta, { config });
}

export async function loadTrainingPage(
  kv: Deno.Kv,
  user: User,
  query: URLSearchParams,
  form: TrainingForm = { action: "", values: {}, errors: {} },
): Promise<TrainingPageData> {
  const rows = await coursesFor(kv, user.id);
  const id = query.get("course");
  const open = id ? rows.find((r) => r.course.id === id) ?? null : null;
  if (id && !open) throw new HttpError(404, "resources.training.errors.no_course");
  const store = staffStore(user, query.get("store"));
  const staff = store === null ? null : { store, rows: await staffProgress(kv, store) };
  return { rows, open, staff, manage: isHeadOffice(user), form };
}

/** A refused post: the form and the course the page should open with it. */
export interface TrainingRefusal {
  form: TrainingForm;
  course: string | null;
}

/** Handles one of the page's forms: a 303 back to the course, or the refusal to show. */
export async function postTraining(
  req: Request,
  kv: Deno.Kv,
  user: User,
  config: Config,
  t: TFunction,
): Promise<Response | TrainingRefusal> {
  const { values, form } = await formWithFiles(req);
  const action = textValue(values, "action");
  const courseId = textValue(values, "course_id");
  const course = courseId ? await getCourse(kv, courseId) : null;
  const refuse = (errors: FieldErrors, opened = course?.id ?? null): TrainingRefusal => ({
    form: { action, values, errors },
    course: opened,
  });
  const back = (id: string, hash = "") =>
    seeOther(`/resources/store-training?course=${encodeURIComponent(id)}${hash}`);

  if (action === "lesson" || action === "quiz") {
    if (!course) throw new HttpError(404, "resources.training.errors.no_course");
    if (action === "lesson") {
      const lesson = textValue(values, "lesson_id");
      if (!course.lessons.some((l) => l.id === lesson)) {
        throw new HttpError(404, "resources.training.errors.no_lesson");
      }
      await completeLesson(kv, user.id, course, lesson);
      return back(course.id, `#lesson-${lesson}`);
    }
    const answers: Record<string, number> = {};
    for (const q of course.quiz) {
      const v = textValue(values, `q_${q.id}`);
      if (/^\d$/.test(v)) answers[q.id] = Number(v);
    }
    if (Object.keys(answers).length < course.quiz.length) {
      return refuse({ quiz: t("resources.training.errors.answer_all") });
    }
    await submitQuiz(kv, user.id, course, answers);
    return back(course.id, "#quiz");
  }

  if (!isHeadOffice(user)) throw new HttpError(403, "resources.training.errors.head_office");
  if (action === "new_course") {
    const read = validateForm(values, CourseInput, t);
    if (!read.ok) return refuse(read.errors, null);
    const created = newCourse(read.data);
    await putCourse(kv, created);
    return back(created.id);
  }
  if (!course) throw new HttpError(404, "resources.training.errors.no_course");
  const schema = action === "add_lesson"
    ? LessonInput
    : action === "add_question"
    ? QuestionInput
    : null;
  if (!schema) throw new HttpError(400, "resources.training.errors.action");
  const upload = form.get("file");
  const fields = { ...values };
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
        created_by: user.id,
      }, { config });
      fields.url = `/resources/store-training?file=${meta.id}`;
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        return refuse({ file: t(error.key, error.vars) });
      }
      throw error;
    }
  }
  const read = validateForm(fields, schema, t);
  if (!read.ok) return refuse(read.errors);
  const updated = await extendCourse(
    kv,
    course.id,
    action === "add_lesson"
      ? { lesson: read.data as LessonData }
      : { question: read.data as QuestionData },
  );
  if (!updated) return refuse({ [FORM_ERROR]: t("resources.training.errors.changed") });
  return back(course.id, action === "add_lesson" ? "#lessons" : "#quiz");
}
