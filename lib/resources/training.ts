// Store training: courses of lessons (text, video link or file) ending in a short quiz; each
// person's progress; completion = every lesson done and the quiz passed. Head office writes the
// courses; staff record their own progress; store admins read their staff's.
//
// Keys (prefix "resources", registered in lib/db/keys.ts):
//   ["resources", "training", "courses", course_id]            → Course
//   ["resources", "training", "progress", user_id, course_id]  → Progress
import { z } from "zod";

const Text = z.object({
  en: z.string().trim().min(1, "resources.training.errors.required").max(4000),
  fr: z.string().trim().min(1, "resources.training.errors.required").max(4000),
});
const Link = z.string().trim().max(500).refine(
  (s) => s === "" || /^https:\/\/\S+$/.test(s) || /^\/[\w\-./?=&%]+$/.test(s),
  "resources.training.errors.link",
);

export const Lesson = z.object({
  id: z.string(),
  title: Text,
  kind: z.enum(["text", "video", "file"]),
  body: Text,
  /** The video or file address (https:// or a portal path); "" for text lessons. */
  url: Link,
});
export type Lesson = z.infer<typeof Lesson>;

export const Question = z.object({
  id: z.string(),
  prompt: Text,
  options: z.array(Text).min(2).max(6),
  /** Index of the right option. */
  answer: z.number().int().min(0),
});
export type Question = z.infer<typeof Question>;

export const Course = z.object({
  id: z.string(),
  title: Text,
  description: Text,
  lessons: z.array(Lesson),
  quiz: z.array(Question),
  /** Share of right answers needed, in percent. */
  pass_percent: z.number().int().min(1).max(100),
  updated_at: z.string(),
});
export type Course = z.infer<typeof Course>;

export interface Progress {
  user_id: string;
  course_id: string;
  lessons_done: string[];
  quiz: { right: number; total: number; passed: boolean; at: string } | null;
  completed_at: string | null;
}

const C = (id: string) => ["resources", "training", "courses", id];
const P = (user: string, course: string) => ["resources", "training", "progress", user, course];

export async function putCourse(kv: Deno.Kv, course: Course): Promise<void> {
  await kv.set(C(course.id), Course.parse(course));
}

export async function getCourse(kv: Deno.Kv, id: string): Promise<Course | null> {
  return (await kv.get<Course>(C(id))).value;
}

export async function listCourses(kv: Deno.Kv): Promise<Course[]> {
  const out: Course[] = [];
  for await (const e of kv.list<Course>({ prefix: ["resources", "training", "courses"] })) {
    out.push(e.value);
  }
  return out.sort((a, b) => a.title.en.localeCompare(b.title.en));
}

/** A person's progress, by course id. */
export async function progressOf(kv: Deno.Kv, userId: string): Promise<Map<string, Progress>> {
  const out = new Map<string, Progress>();
  for await (
    const e of kv.list<Progress>({ prefix: ["resources", "training", "progress", userId] })
  ) {
    out.set(e.value.course_id, e.value);
  }
  return out;
}

/** Right answers of a quiz attempt; `answers` maps question id → chosen option index. */
export function gradeQuiz(course: Course, answers: Record<string, number>) {
  const right = course.quiz.filter((q) => answers[q.id] === q.answer).length;
  const total = course.quiz.length;
  return { right, total, passed: total > 0 && right * 100 >= course.pass_percent * total };
}

/** Where a person stands in a course (pure). */
export function courseStatus(course: Course, p: Progress | undefined) {
  const done = course.lessons.filter((l) => p?.lessons_done.includes(l.id)).length;
  const steps = course.lessons.length + (course.quiz.length ? 1 : 0);
  const quizDone = course.quiz.length === 0 || p?.quiz?.passed === true;
  const finished = done + (course.quiz.length && quizDone ? 1 : 0);
  return {
    done,
    lessons: course.lessons.length,
    quiz: p?.quiz ?? null,
    complete: done === course.lessons.length && quizDone,
    percent: steps === 0 ? 100 : Math.round((finished * 100) / steps),
  };
}

/** Applies `change` to a person's progress in one atomic step (retried on a concurrent write). */
async function updateProgress(
  kv: Deno.Kv,
  userId: string,
  course: Course,
  change: (p: Progress) => void,
  now: Date,
): Promise<Progress> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await kv.get<Progress>(P(userId, course.id));
    const p: Progress = entry.value ?? {
      user_id: userId,
      course_id: course.id,
      lessons_done: [],
      quiz: null,
      completed_at: null,
    };
    change(p);
    if (!p.completed_at && courseStatus(course, p).complete) p.completed_at = now.toISOString();
    const res = await kv.atomic().check(entry).set(P(userId, course.id), p).commit();
    if (res.ok) return p;
  }
  throw new Error("training progress: too much contention");
}

export async function completeLesson(
  kv: Deno.Kv,
  userId: string,
  course: Course,
  lessonId: string,
  now = new Date(),
): Promise<Progress> {
  if (!course.lessons.some((l) => l.id === lessonId)) throw new RangeError("no such lesson");
  return await updateProgress(kv, userId, course, (p) => {
    if (!p.lessons_done.includes(lessonId)) p.lessons_done.push(lessonId);
  }, now);
}

/** Records a quiz attempt; a pass is kept even if a later attempt fails. */
export function submitQuiz(
  kv: Deno.Kv,
  userId: string,
  course: Course,
  answers: Record<string, number>,
  now = new Date(),
): Promise<Progress> {
  const grade = gradeQuiz(course, answers);
  return updateProgress(kv, userId, course, (p) => {
    if (!p.quiz?.passed || grade.passed) p.quiz = { ...grade, at: now.toISOString() };
  }, now);
}

/** Head office's forms: a new course, a lesson, a quiz question (options one per line). */
export const CourseInput = z.object({
  title_en: z.string().trim().min(1, "resources.training.errors.required").max(200),
  title_fr: z.string().trim().min(1, "resources.training.errors.required").max(200),
  description_en: z.string().trim().min(1, "resources.training.errors.required").max(2000),
  description_fr: z.string().trim().min(1, "resources.training.errors.required").max(2000),
  pass_percent: z.coerce.number({ message: "resources.training.errors.percent" }).int(
    "resources.training.errors.percent",
  ).min(1, "resources.training.errors.percent").max(100, "resources.training.errors.percent"),
});

export const LessonInput = z.object({
  title_en: z.string().trim().min(1, "resources.training.errors.required").max(200),
  title_fr: z.string().trim().min(1, "resources.training.errors.required").max(200),
  kind: z.enum(["text", "video", "file"]),
  body_en: z.string().trim().min(1, "resources.training.errors.required").max(4000),
  body_fr: z.string().trim().min(1, "resources.training.errors.required").max(4000),
  url: Link,
}).refine((l) => l.kind === "text" || l.url !== "", {
  path: ["url"],
  message: "resources.training.errors.url_needed",
});

const lines = (s: string) => s.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

export const QuestionInput = z.object({
  prompt_en: z.string().trim().min(1, "resources.training.errors.required").max(500),
  prompt_fr: z.string().trim().min(1, "resources.training.errors.required").max(500),
  options_en: z.string().max(2000),
  options_fr: z.string().max(2000),
  answer: z.coerce.number().int().min(1, "resources.training.errors.answer"),
}).superRefine((q, ctx) => {
  const en = lines(q.options_en);
  const fr = lines(q.options_fr);
  if (en.length < 2 || en.length > 6) {
    ctx.addIssue({
      code: "custom",
      path: ["options_en"],
      message: "resources.training.errors.options",
    });
  }
  if (fr.length !== en.length) {
    ctx.addIssue({
      code: "custom",
      path: ["options_fr"],
      message: "resources.training.errors.options_match",
    });
  }
  if (q.answer > en.length) {
    ctx.addIssue({ code: "custom", path: ["answer"], message: "resources.training.errors.answer" });
  }
});

export type LessonData = z.infer<typeof LessonInput>;
export type QuestionData = z.infer<typeof QuestionInput>;

export function newCourse(input: z.infer<typeof CourseInput>, now = new Date()): Course {
  return {
    id: crypto.randomUUID(),
    title: { en: input.title_en, fr: input.title_fr },
    description: { en: input.description_en, fr: input.description_fr },
    lessons: [],
    quiz: [],
    pass_percent: input.pass_percent,
    updated_at: now.toISOString(),
  };
}

/** Adds a lesson or a question to a course, refusing if it changed meanwhile. */
export async function extendCourse(
  kv: Deno.Kv,
  courseId: string,
  add: { lesson?: LessonData; question?: QuestionData },
  now = new Date(),
): Promise<Course | null> {
  const entry = await kv.get<Course>(C(courseId));
  if (!entry.value) return null;
  const course = structuredClone(entry.value);
  if (add.lesson) {
    const l = add.lesson;
    course.lessons.push({
      id: crypto.randomUUID().slice(0, 8),
      title: { en: l.title_en, fr: l.title_fr },
      kind: l.kind,
      body: { en: l.body_en, fr: l.body_fr },
      url: l.kind === "text" ? "" : l.url,
    });
  }
  if (add.question) {
    const q = add.question;
    const fr = lines(q.options_fr);
    course.quiz.push({
      id: crypto.randomUUID().slice(0, 8),
      prompt: { en: q.prompt_en, fr: q.prompt_fr },
      options: lines(q.options_en).map((en, i) => ({ en, fr: fr[i] })),
      answer: q.answer - 1,
    });
  }
  course.updated_at = now.toISOString();
  const res = await kv.atomic().check(entry).set(C(courseId), Course.parse(course)).commit();
  return res.ok ? course : null;
}

/** Demo courses, with staff@ half-way through one course and owner@ done with another. */
export async function seedTraining(
  kv: Deno.Kv,
  courses: Omit<Course, "updated_at">[],
  people: { staff?: string; owner?: string },
  now = new Date(),
): Promise<string> {
  for (const c of courses) await putCourse(kv, { ...c, updated_at: now.toISOString() });
  const [skates, prices] = [
    await getCourse(kv, "skate-fitting"),
    await getCourse(kv, "price-accuracy"),
  ];
  if (skates && people.staff) await completeLesson(kv, people.staff, skates, "measure", now);
  if (prices && people.owner) {
    for (const l of prices.lessons) await completeLesson(kv, people.owner, prices, l.id, now);
    await submitQuiz(kv, people.owner, prices, { q1: 1 }, now);
  }
  return `${courses.length} training courses`;
}
