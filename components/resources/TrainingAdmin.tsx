// Store training for managers: a store's staff with their completion (store admins, head office)
// and head office's forms to add a course, a lesson or a quiz question.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { Course } from "../../lib/resources/training.ts";
import type { StaffRow } from "../../lib/resources/training_view.ts";
import { Field } from "../Field.tsx";
import { SelectField } from "../forms/SelectField.tsx";
import { sortable } from "./columns.ts";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { TrainingForm } from "../../lib/resources/training_page.ts";
import { FORM_ERROR, textValue } from "../../lib/forms/mod.ts";

type Form = TrainingForm;

/** A store's staff and their completion (sortable; the CSV gives the same rows to a manager). */
function staffColumns(t: TFunction): Column<StaffRow>[] {
  const label = (key: string) => t(`resources.training.${key}`);
  return [
    sortable("person", label("person"), (r) => r.name, {
      cell: (r) => (
        <>
          <a href={`/resources/store-training/users/${encodeURIComponent(r.id)}`}>{r.name}</a>
          <div class="muted">{r.email}</div>
        </>
      ),
    }),
    { key: "email", label: label("email"), csv: (r) => r.email },
    sortable("completed", label("completed"), (r) => r.complete, {
      num: true,
      cell: (r) => t("resources.training.of", { count: r.complete, total: r.courses }),
    }),
    sortable("started", label("in_progress"), (r) => r.started, { num: true }),
  ];
}

export const STAFF: TableSpec<StaffRow> = { id: "staff", columns: staffColumns };

export function StaffTable(
  { t, locale, store, rows, anyStore, url }: {
    url: URL;
    t: TFunction;
    locale: Locale;
    store: number;
    rows: StaffRow[];
    anyStore: boolean;
  },
) {
  return (
    <section aria-labelledby="staff-progress" data-staff-progress={store}>
      <h2 id="staff-progress">{t("resources.training.staff_title", { store })}</h2>
      {anyStore && (
        <form method="get" class="filters">
          <Field
            id="staff-store"
            name="store"
            label={t("resources.training.store")}
            inputMode="numeric"
            value={store}
          />
          <p>
            <button type="submit">{t("resources.training.show_staff")}</button>
          </p>
        </form>
      )}
      <DataTable
        {...tableProps(STAFF, t, locale)}
        url={url}
        rows={rows}
        empty={t("resources.training.no_staff")}
        rowAttrs={(r) => ({ "data-staff": r.email })}
      />
    </section>
  );
}

function err(form: Form, action: string, name: string) {
  return form.action === action ? form.errors[name] ?? null : null;
}

function val(form: Form, action: string, name: string, fallback = "") {
  return form.action === action ? textValue(form.values, name) || fallback : fallback;
}

export function NewCourseForm({ t, form }: { t: TFunction; form: Form }) {
  const a = "new_course";
  const f = (name: string, type: "text" | "textarea" = "text") => (
    <Field
      name={name}
      type={type}
      label={t(`resources.training.fields.${name}`)}
      value={val(form, a, name, name === "pass_percent" ? "80" : "")}
      error={err(form, a, name)}
    />
  );
  return (
    <section class="card" data-new-course>
      <h2>{t("resources.training.new_course")}</h2>
      <form method="post" novalidate>
        <input type="hidden" name="action" value={a} />
        {f("title_en")}
        {f("title_fr")}
        {f("description_en", "textarea")}
        {f("description_fr", "textarea")}
        {f("pass_percent")}
        <button type="submit">{t("resources.training.create_course")}</button>
      </form>
    </section>
  );
}

export function ManageCourse({ t, course, form }: { t: TFunction; course: Course; form: Form }) {
  const field = (a: string, name: string, type: "text" | "textarea" = "text", hint?: string) => (
    <Field
      id={`${a}-${name}`}
      name={name}
      type={type}
      label={t(`resources.training.fields.${name}`)}
      hint={hint}
      value={val(form, a, name)}
      error={err(form, a, name)}
    />
  );
  return (
    <section class="card" data-manage-course>
      <h2>{t("resources.training.manage")}</h2>
      {form.errors[FORM_ERROR] && <p class="field-error" role="alert">{form.errors[FORM_ERROR]}</p>}
      <form method="post" encType="multipart/form-data" novalidate data-add-lesson>
        <h3>{t("resources.training.add_lesson")}</h3>
        <input type="hidden" name="action" value="add_lesson" />
        <input type="hidden" name="course_id" value={course.id} />
        {field("add_lesson", "title_en")}
        {field("add_lesson", "title_fr")}
        <SelectField
          id="add_lesson-kind"
          name="kind"
          label={t("resources.training.fields.kind")}
          value={val(form, "add_lesson", "kind")}
          options={(["text", "video", "file"] as const).map((k) => ({
            value: k,
            label: t(`resources.training.kinds.${k}`),
          }))}
        />
        {field("add_lesson", "body_en", "textarea")}
        {field("add_lesson", "body_fr", "textarea")}
        {field("add_lesson", "url", "text", t("resources.training.url_hint"))}
        <Field
          id="add_lesson-file"
          type="file"
          name="file"
          label={t("resources.training.fields.file")}
          accept=".pdf,.docx,.pptx,.mp4"
          hint={t("resources.training.file_hint")}
          error={err(form, "add_lesson", "file")}
        />
        <button type="submit">{t("resources.training.add_lesson")}</button>
      </form>
      <form method="post" novalidate data-add-question>
        <h3>{t("resources.training.add_question")}</h3>
        <input type="hidden" name="action" value="add_question" />
        <input type="hidden" name="course_id" value={course.id} />
        {field("add_question", "prompt_en")}
        {field("add_question", "prompt_fr")}
        {field("add_question", "options_en", "textarea", t("resources.training.options_hint"))}
        {field("add_question", "options_fr", "textarea")}
        {field("add_question", "answer", "text", t("resources.training.answer_hint"))}
        <button type="submit">{t("resources.training.add_question")}</button>
      </form>
    </section>
  );
}
