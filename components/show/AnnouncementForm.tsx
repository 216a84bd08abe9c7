// An announcement's form (both languages, dated, pinned); plain HTML, errors next to fields.
import type { TFunction } from "i18next";
import type { FormValues } from "../../lib/forms/mod.ts";
import { Field } from "../Field.tsx";
import { VersionField } from "../forms/VersionField.tsx";

export function AnnouncementForm(
  { values, errors, t, submit, version }: {
    values: FormValues;
    errors: Record<string, string>;
    t: TFunction;
    submit: string;
    /** The edited announcement's version (lib/forms/version.ts); absent for a new one. */
    version?: string;
  },
) {
  const text = (name: string, type: "text" | "textarea" = "text", max = 160) => (
    <Field
      name={name}
      label={t(`shows.notes.${name}`)}
      type={type}
      value={String(values[name] ?? "")}
      error={errors[name]}
      required
      maxLength={max}
    />
  );
  return (
    <form method="post" class="card" novalidate data-announcement-form>
      <input type="hidden" name="action" value="save" />
      {version !== undefined && <VersionField version={version} />}
      {errors._ && <p class="error" role="alert">{errors._}</p>}
      {text("title_en")}
      {text("title_fr")}
      {text("body_en", "textarea", 4000)}
      {text("body_fr", "textarea", 4000)}
      <Field
        name="date"
        label={t("shows.notes.date")}
        type="date"
        value={String(values.date ?? "")}
        error={errors.date}
        required
      />
      <label>
        <input type="checkbox" name="pinned" checked={values.pinned === true} style="width:auto" />
        {" "}
        {t("shows.notes.pin")}
      </label>
      <p>
        <button type="submit">{submit}</button>
      </p>
    </form>
  );
}
