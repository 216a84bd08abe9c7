// A show category's form: its id (when new), names in both languages and the catalogue classes it
// gathers; the edit form carries the version it was read at (lib/forms/version.ts).
import type { TFunction } from "i18next";
import { Field } from "../Field.tsx";
import { VersionField } from "../forms/VersionField.tsx";

export function CategoryForm(
  { values, errors, t, version }: {
    values: Record<string, string>;
    errors: Record<string, string>;
    t: TFunction;
    /** The edited category's version; absent: the form creates one. */
    version?: string;
  },
) {
  const isNew = version === undefined;
  const field = (name: string, label: string, max: number, required = true, hint?: string) => (
    <Field
      name={name}
      id={`cat-${name}`}
      label={label}
      hint={hint}
      value={values[name] ?? ""}
      error={errors[name]}
      required={required}
      maxLength={max}
    />
  );
  return (
    <form method="post" class="card" novalidate data-category-form>
      {isNew
        ? <input type="hidden" name="action" value="category" />
        : <VersionField version={version} />}
      {errors._ && <p class="error" role="alert">{errors._}</p>}
      {isNew && field("id", t("shows.categories.id"), 60)}
      {field("name_en", t("shows.form.name_en"), 80)}
      {field("name_fr", t("shows.form.name_fr"), 80)}
      {field(
        "classes",
        t("shows.categories.classes"),
        200,
        false,
        t("shows.categories.classes_hint"),
      )}
      <p>
        <button type="submit">{t(isNew ? "shows.categories.add" : "shows.form.save")}</button>
      </p>
    </form>
  );
}
