// Head office's order-form editor (plain multipart form): the program's fields, the lines as CSV
// rows with two ways to fill them (catalogue codes, a CSV/XLSX import), rebate tiers, notes,
// attached files and publishing; above it a catalogue search that shows the codes to add, and
// "copy for next season" for a saved form.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { Field, type FieldType } from "../Field.tsx";
import type { FieldErrors, FormValues } from "../../lib/forms/mod.ts";
import { textValue } from "../../lib/forms/mod.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import type { Variant } from "../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { SpecialsStyles } from "./SpecialsStyles.tsx";

export interface EditorData {
  id: string;
  values: FormValues;
  errors: FieldErrors;
  notice: string | null;
  files: FileMeta[];
  /** Catalogue search (GET ?q=) and its results. */
  q: string;
  results: Variant[];
}

/** Search results grouped as the editor adds them: one row per style and colour. */
function byStyleColour(results: Variant[]) {
  const groups = new Map<string, { code: string; first: Variant; sizes: string[] }>();
  for (const v of results) {
    const code = `${v.style_id}/${v.colour}`;
    const group = groups.get(code) ?? { code, first: v, sizes: [] };
    if (!group.sizes.includes(v.size)) group.sizes.push(v.size);
    groups.set(code, group);
  }
  return [...groups.values()];
}

export function FormEditor(
  { data, t, locale }: { data: EditorData; t: TFunction; locale: Locale },
) {
  const { values, errors } = data;
  const v = (name: string) => textValue(values, name);
  // One field: its label (and hint) from specials.admin.<name> unless named, the value as typed
  // and its error.
  const field = (
    name: string,
    o: { type?: FieldType; label?: string; hint?: boolean } = {},
  ) => (
    <Field
      name={name}
      type={o.type}
      label={t(o.label ?? `specials.admin.${name}`)}
      hint={o.hint ? t(`specials.admin.${name}_hint`) : undefined}
      value={v(name)}
      error={errors[name]}
    />
  );
  const lang = locale === "fr-CA" ? "fr" : "en";
  const saved = data.id !== "new";
  return (
    <>
      <SpecialsStyles />
      {data.notice && <p class="notice" role="status">{t(`specials.notices.${data.notice}`)}</p>}
      {saved && (
        <form
          method="post"
          action={`/head-office/specials/edit/${data.id}?copy=1`}
          class="actions"
        >
          <a href={`/head-office/specials/preview/${data.id}`}>{t("specials.admin.preview")}</a>
          {" · "}
          <button type="submit" class="secondary">{t("specials.admin.copy")}</button>
        </form>
      )}
      <form method="get" class="card" role="search" data-catalogue-search>
        <Field
          name="q"
          type="search"
          label={t("specials.admin.search")}
          hint={t("specials.admin.search_hint")}
          value={data.q}
        />
        <button type="submit" class="secondary">{t("specials.admin.search_button")}</button>
        {data.q && data.results.length === 0 && <p>{t("specials.admin.no_results")}</p>}
        {/* Not a DataTable: a search's few results to copy codes from (the search limits them). */}
        {data.results.length > 0 && (
          <table class="data" data-search-results>
            <thead>
              <tr>
                <th>{t("specials.admin.code")}</th>
                <th>{t("specials.description")}</th>
                <th>{t("specials.admin.sizes")}</th>
                <th class="num">{t("specials.retail")}</th>
              </tr>
            </thead>
            <tbody>
              {byStyleColour(data.results).map(({ code, first, sizes }) => (
                <tr key={code}>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td>{first.description[lang]}</td>
                  <td>{sizes.join(" ")}</td>
                  <td class="num">{formatCurrency(first.retail / 100, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </form>
      <form method="post" class="card" enctype="multipart/form-data" novalidate data-form-editor>
        {/* The default button (Enter in a field) saves, not "add from the catalogue". */}
        <button
          type="submit"
          name="action"
          value="save"
          class="default-submit"
          tabIndex={-1}
          aria-hidden="true"
        >
          {t("specials.admin.save")}
        </button>
        {field("vendor", { label: "specials.vendor" })}
        {field("name_en")}
        {field("name_fr")}
        {field("opens_date", { type: "date" })}
        {field("opens_time")}
        {field("deadline_date", { type: "date" })}
        {field("deadline_time")}
        {field("windows", { type: "textarea", hint: true })}
        {field("lines", { type: "textarea", hint: true })}
        <fieldset>
          <legend>{t("specials.admin.fill_lines")}</legend>
          {field("codes", { type: "textarea", hint: true })}
          <button type="submit" name="action" value="add_codes" class="secondary">
            {t("specials.admin.add_codes")}
          </button>
          <Field
            name="import_file"
            type="file"
            label={t("specials.admin.import_file")}
            hint={t("specials.admin.import_hint")}
            error={errors.import_file}
            accept=".csv,.xlsx,text/csv"
          />
          <button type="submit" name="action" value="import" class="secondary">
            {t("specials.admin.import")}
          </button>
        </fieldset>
        {field("min_order_value", { type: "float", label: "specials.min_order_value" })}
        <div class="field">
          <label for="field-rebate_kind">{t("specials.admin.rebate_kind")}</label>
          <select id="field-rebate_kind" name="rebate_kind">
            {["retroactive", "incremental"].map((k) => (
              <option value={k} selected={v("rebate_kind") === k}>
                {t(`specials.admin.rebate_kinds.${k}`)}
              </option>
            ))}
          </select>
          {errors.rebate_kind && <p class="field-error">{errors.rebate_kind}</p>}
        </div>
        {field("rebate_tiers", { type: "textarea", hint: true })}
        {field("notes", { type: "textarea" })}
        <fieldset>
          <legend>{t("specials.admin.files")}</legend>
          {data.files.map((f) => (
            <p>
              <label>
                <input type="checkbox" name="keep_file" value={f.id} checked />{" "}
                <a href={`/files/${f.id}`}>{f.name}</a>
              </label>
            </p>
          ))}
          <div class="field">
            <label for="field-attachment">{t("specials.admin.attach")}</label>
            <input id="field-attachment" type="file" name="attachment" />
            {errors.attachment && <p class="field-error">{errors.attachment}</p>}
          </div>
        </fieldset>
        <p>
          <label>
            <input type="checkbox" name="published" checked={values.published === true} />{" "}
            {t("specials.admin.publish")}
          </label>
        </p>
        <p>
          <button type="submit" name="action" value="save">{t("specials.admin.save")}</button>
        </p>
      </form>
    </>
  );
}
