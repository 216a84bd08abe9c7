// /head-office/specials/edit/{form_id} ("new" creates): the order form editor as a plain form —
// vendor, names in both languages, open and deadline times in Toronto, delivery windows, lines
// typed or pasted as CSV rows (errors per row), minimum order value, notes, published.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { Field } from "../../../../components/Field.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import {
  type FieldErrors,
  type FormValues,
  formValues,
  seeOther,
  textValue,
} from "../../../../lib/forms/mod.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { getForm, saveForm } from "../../../../lib/specials/mod.ts";
import { editorValues, parseEditor } from "../../../../lib/specials/form_input.ts";

interface Data {
  id: string;
  values: FormValues;
  errors: FieldErrors;
  notice: string | null;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const id = ctx.params.form_id;
    const form = id === "new" ? null : await getForm(ctx.state.kv, id);
    if (id !== "new" && !form) throw new HttpError(404, "specials.errors.form_not_found");
    const saved = ctx.url.searchParams.get("saved");
    return ctx.render({ id, values: editorValues(form), errors: {}, notice: saved });
  },
  async POST(req, ctx) {
    const id = ctx.params.form_id;
    if (id !== "new" && !(await getForm(ctx.state.kv, id))) {
      throw new HttpError(404, "specials.errors.form_not_found");
    }
    const values = await formValues(req, { booleans: ["published"] });
    const parsed = parseEditor(values, ctx.state.t);
    if (!parsed.ok) {
      return ctx.render({ id, values, errors: parsed.errors, notice: null }, { status: 400 });
    }
    const form = await saveForm(ctx.state.kv, id === "new" ? null : id, parsed.data);
    return seeOther(`/head-office/specials/edit/${form.id}?saved=created`);
  },
};

export default function EditSpecialForm({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  const { values, errors } = data;
  const v = (name: string) => textValue(values, name);
  const title = data.id === "new" ? t("specials.admin.new_form") : v("name_en");
  return (
    <>
      <PageHeader
        title={pageTitle("ho_specials_edit", t, { form_id: title })}
        crumbs={crumbsFor("ho_specials_edit", t)}
        appName={t("common.app_name")}
      />
      {data.notice && <p class="notice" role="status">{t(`specials.notices.${data.notice}`)}</p>}
      {data.id !== "new" && (
        <p>
          <a href={`/head-office/specials/preview/${data.id}`}>{t("specials.admin.preview")}</a>
        </p>
      )}
      <form method="post" class="card" novalidate>
        <Field
          name="vendor"
          label={t("specials.vendor")}
          value={v("vendor")}
          error={errors.vendor}
          required
        />
        <Field
          name="name_en"
          label={t("specials.admin.name_en")}
          value={v("name_en")}
          error={errors.name_en}
          required
        />
        <Field
          name="name_fr"
          label={t("specials.admin.name_fr")}
          value={v("name_fr")}
          error={errors.name_fr}
          required
        />
        <Field
          name="opens_date"
          type="date"
          label={t("specials.admin.opens_date")}
          value={v("opens_date")}
          error={errors.opens_date}
          required
        />
        <Field
          name="opens_time"
          label={t("specials.admin.opens_time")}
          value={v("opens_time")}
          error={errors.opens_time}
        />
        <Field
          name="deadline_date"
          type="date"
          label={t("specials.admin.deadline_date")}
          value={v("deadline_date")}
          error={errors.deadline_date}
          required
        />
        <Field
          name="deadline_time"
          label={t("specials.admin.deadline_time")}
          value={v("deadline_time")}
          error={errors.deadline_time}
        />
        <Field
          name="windows"
          type="textarea"
          label={t("specials.admin.windows")}
          hint={t("specials.admin.windows_hint")}
          value={v("windows")}
          error={errors.windows}
        />
        <Field
          name="lines"
          type="textarea"
          label={t("specials.admin.lines")}
          hint={t("specials.admin.lines_hint")}
          value={v("lines")}
          error={errors.lines}
        />
        <Field
          name="min_order_value"
          type="float"
          label={t("specials.min_order_value")}
          value={v("min_order_value")}
          error={errors.min_order_value}
        />
        <Field
          name="notes"
          type="textarea"
          label={t("specials.admin.notes")}
          value={v("notes")}
          error={errors.notes}
        />
        <p>
          <label>
            <input type="checkbox" name="published" checked={values.published === true} />{" "}
            {t("specials.admin.publish")}
          </label>
        </p>
        <p>
          <button type="submit">{t("specials.admin.save")}</button>
        </p>
      </form>
    </>
  );
}
