// The CMS page form (admin): permalink, both languages, visibility and published. Plain HTML form;
// errors next to their fields, typed values kept.
import type { TFunction } from "i18next";
import { VersionField } from "../forms/VersionField.tsx";
import { Field } from "../Field.tsx";
import { VISIBILITIES } from "../../lib/cms/schema.ts";
import type { PageEditorValues } from "../../lib/cms/manage.ts";

export type { PageEditorValues };

export function PageEditor(
  { values, errors, t, action, submit, version }: {
    values: PageEditorValues;
    errors: Record<string, string>;
    t: TFunction;
    action: string;
    submit: string;
    /** An edit: the version the page was read at (lib/forms/version.ts). */
    version?: string;
  },
) {
  const field = (name: Exclude<keyof PageEditorValues, "published" | "visibility">) => ({
    name,
    label: t(`cms.form.${name}`),
    value: values[name],
    error: errors[name] ?? null,
  });
  return (
    <form method="post" action={action} class="card post-editor" novalidate>
      <input type="hidden" name="action" value="save" />
      {version !== undefined && <VersionField version={version} />}
      <Field {...field("permalink")} hint={t("cms.form.permalink_hint")} required />
      <div class="grid-2">
        <Field {...field("title_en")} required />
        <Field {...field("title_fr")} required />
      </div>
      <div class="grid-2">
        <Field {...field("body_en")} type="textarea" hint={t("blog.form.body_hint")} />
        <Field {...field("body_fr")} type="textarea" hint={t("blog.form.body_hint")} />
      </div>
      <fieldset>
        <legend>{t("cms.form.visibility")}</legend>
        {VISIBILITIES.map((v) => (
          <label key={v}>
            <input type="radio" name="visibility" value={v} checked={values.visibility === v} />
            {" "}
            {t(`cms.visibility.${v}`)}
          </label>
        ))}
        {errors.visibility && <p class="field-error">{errors.visibility}</p>}
      </fieldset>
      <label>
        <input type="checkbox" name="published" checked={values.published} />{" "}
        {t("cms.form.published")}
      </label>
      <p class="buttons">
        <button type="submit">{submit}</button>
      </p>
    </form>
  );
}
