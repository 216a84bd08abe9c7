// The show form (create on /head-office/show, edit on /head-office/show/{show}); plain HTML.
import type { TFunction } from "i18next";
import { Field } from "../Field.tsx";
import { VersionField } from "../forms/VersionField.tsx";
import { SHOW_STATES } from "../../lib/shows/schema.ts";

export function ShowForm(
  { values, errors, t, isNew, version = "" }: {
    values: Record<string, string>;
    errors: Record<string, string>;
    t: TFunction;
    isNew: boolean;
    /** The edited show's version (lib/forms/version.ts); "" for a new one. */
    version?: string;
  },
) {
  const f = (name: string, type: "text" | "date" | "textarea" = "text", max = 120) => (
    <Field
      name={name}
      label={t(`shows.form.${name}`)}
      type={type}
      value={values[name] ?? ""}
      error={errors[name]}
      required={!name.startsWith("terms")}
      maxLength={type === "date" ? undefined : max}
    />
  );
  return (
    <form method="post" class="card" novalidate data-show-form>
      <input type="hidden" name="action" value={isNew ? "create" : "save"} />
      {!isNew && <VersionField version={version} />}
      {errors._ && <p class="error" role="alert">{errors._}</p>}
      {isNew ? f("key", "text", 60) : <input type="hidden" name="key" value={values.key} />}
      {f("name_en")}
      {f("name_fr")}
      {f("starts", "date")}
      {f("ends", "date")}
      {f("venue", "text", 200)}
      <label for="field-state">{t("shows.form.state")}</label>
      <select id="field-state" name="state">
        {SHOW_STATES.map((s) => (
          <option key={s} value={s} selected={values.state === s}>
            {t(`shows.show_states.${s}`)}
          </option>
        ))}
      </select>
      {f("deadline_date", "date")}
      {f("terms_en", "textarea", 2000)}
      {f("terms_fr", "textarea", 2000)}
      <p>
        <button type="submit">{t(isNew ? "shows.form.create" : "shows.form.save")}</button>
      </p>
    </form>
  );
}
