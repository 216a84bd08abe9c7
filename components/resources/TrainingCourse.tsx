// Store training for the learner: the course list with progress, and one course (lessons with
// "mark as done", the quiz as radio buttons; the right answers never leave the server).
import type { TrainingForm } from "../../lib/resources/training_page.ts";
import { textValue } from "../../lib/forms/mod.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { CourseRow } from "../../lib/resources/training_view.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";
import { sortable } from "./columns.ts";

const lang = (locale: Locale) => (locale === "fr-CA" ? "fr" : "en");

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <span class="progress-bar" role="img" aria-label={label}>
      <span style={`width:${percent}%`} />
    </span>
  );
}

export function statusText(t: TFunction, row: CourseRow): string {
  const s = row.status;
  if (s.complete) return t("resources.training.complete");
  return t("resources.training.lessons_done", { done: s.done, total: s.lessons });
}

/**
 * The columns of a course list with progress: the learner's own (`link`: each course opens) and a
 * person's page for their manager (`detail`: quiz score and completion date too).
 */
export function courseColumns(
  t: TFunction,
  locale: Locale,
  options: { link?: boolean; detail?: boolean } = {},
): Column<CourseRow>[] {
  const l = lang(locale);
  const columns: Column<CourseRow>[] = [
    sortable("course", t("resources.training.course"), (r) => r.course.title[l], {
      cell: (r) =>
        options.link
          ? (
            <>
              <a href={`/resources/store-training?course=${encodeURIComponent(r.course.id)}`}>
                {r.course.title[l]}
              </a>
              <div class="muted">{r.course.description[l]}</div>
            </>
          )
          : r.course.title[l],
    }),
    sortable("progress", t("resources.training.progress"), (r) => r.status.percent, {
      num: true,
      cell: (r) => (
        <>
          <ProgressBar percent={r.status.percent} label={`${r.status.percent} %`} />{" "}
          {formatNumber(r.status.percent, locale)} %
        </>
      ),
    }),
    sortable("status", t("resources.training.status"), (r) => statusText(t, r)),
  ];
  if (!options.detail) return columns;
  return [
    ...columns,
    {
      key: "quiz",
      label: t("resources.training.quiz"),
      value: (r) =>
        r.status.quiz
          ? t("resources.training.score", {
            right: r.status.quiz.right,
            total: r.status.quiz.total,
          })
          : "—",
    },
    {
      key: "completed",
      label: t("resources.training.completed_on"),
      sortable: true,
      value: (r) => r.completed_at ?? "",
      cell: (r) => (r.completed_at ? formatDateTime(r.completed_at, locale) : "—"),
    },
  ];
}

/** The learner's courses: a few rows, no paging or CSV. */
export function CourseList(
  { t, locale, rows, url }: { t: TFunction; locale: Locale; rows: CourseRow[]; url: URL },
) {
  return (
    <DataTable
      id="courses"
      t={t}
      url={url}
      columns={courseColumns(t, locale, { link: true })}
      rows={rows}
      csv={false}
      empty={t("resources.training.no_courses")}
      tableAttrs={{ "data-courses": "" }}
      rowAttrs={(r) => ({ "data-course": r.course.id })}
    />
  );
}

export function CourseView(
  { t, locale, row, form }: {
    t: TFunction;
    locale: Locale;
    row: CourseRow;
    form: TrainingForm;
  },
) {
  const l = lang(locale);
  const { course, status } = row;
  return (
    <article data-course-view={course.id}>
      <h2>{course.title[l]}</h2>
      <p>{course.description[l]}</p>
      <p data-status>
        <ProgressBar percent={status.percent} label={`${status.percent} %`} /> {statusText(t, row)}
      </p>
      <h3 id="lessons">{t("resources.training.lessons")}</h3>
      <ol>
        {course.lessons.map((lesson) => {
          const done = row.done.includes(lesson.id);
          return (
            <li key={lesson.id} id={`lesson-${lesson.id}`} class="card" data-lesson={lesson.id}>
              <h4>
                {lesson.title[l]}{" "}
                <span class="muted">({t(`resources.training.kinds.${lesson.kind}`)})</span>
              </h4>
              <p>{lesson.body[l]}</p>
              {lesson.url && (
                <p>
                  <a
                    href={lesson.url}
                    rel="noopener"
                    target={lesson.kind === "video" ? "_blank" : undefined}
                  >
                    {t(`resources.training.open.${lesson.kind}`)}
                  </a>
                </p>
              )}
              {done ? <p data-done>✓ {t("resources.training.done")}</p> : (
                <form method="post">
                  <input type="hidden" name="action" value="lesson" />
                  <input type="hidden" name="course_id" value={course.id} />
                  <input type="hidden" name="lesson_id" value={lesson.id} />
                  <button type="submit">{t("resources.training.mark_done")}</button>
                </form>
              )}
            </li>
          );
        })}
      </ol>
      {course.quiz.length > 0 && (
        <section id="quiz" class="card" data-quiz>
          <h3>{t("resources.training.quiz")}</h3>
          {status.quiz && (
            <p data-quiz-result>
              {t(status.quiz.passed ? "resources.training.passed" : "resources.training.failed", {
                right: status.quiz.right,
                total: status.quiz.total,
                when: formatDateTime(status.quiz.at, locale),
              })}
            </p>
          )}
          <p class="muted">{t("resources.training.pass_mark", { percent: course.pass_percent })}</p>
          <form method="post" novalidate>
            <input type="hidden" name="action" value="quiz" />
            <input type="hidden" name="course_id" value={course.id} />
            {course.quiz.map((q, qi) => (
              <fieldset key={q.id}>
                <legend>{qi + 1}. {q.prompt[l]}</legend>
                {q.options.map((o, oi) => (
                  <label key={oi} class="option">
                    <input
                      type="radio"
                      name={`q_${q.id}`}
                      value={oi}
                      checked={textValue(form.values, `q_${q.id}`) === String(oi)}
                    />{" "}
                    {o[l]}
                  </label>
                ))}
              </fieldset>
            ))}
            {form.errors.quiz && <p class="field-error" role="alert">{form.errors.quiz}</p>}
            <button type="submit">{t("resources.training.submit_quiz")}</button>
          </form>
        </section>
      )}
      <p>
        <a href="/resources/store-training">{t("resources.training.all_courses")}</a>
      </p>
    </article>
  );
}
