// The column mapping of a price file (each column → a field, with a sample value from the first
// line), a name to save it under, and the saved mappings with their delete buttons.
import type { TFunction } from "i18next";
import { DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { Field } from "../Field.tsx";
import type { FieldErrors, FormValues } from "../../lib/forms/mod.ts";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import { MAPPING_FIELDS, type PriceMapping } from "../../lib/marketing/price_mapping.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { FormError } from "./ui.tsx";
import { DeleteForm } from "../forms/DeleteForm.tsx";
import { Person } from "../../components/Person.tsx";

export interface MappingFormProps {
  t: TFunction;
  upload: { id: string; name: string; headers: string[]; sample: string[] };
  values: FormValues;
  errors: FieldErrors;
}

export function MappingForm({ t, upload, values, errors }: MappingFormProps) {
  const text = (name: string) => (typeof values[name] === "string" ? values[name] as string : "");
  return (
    <section aria-labelledby="mapping">
      <h2 id="mapping">{t("marketing.mapping.title", { name: upload.name })}</h2>
      <p>{t("marketing.mapping.intro")}</p>
      <FormError text={errors[FORM_ERROR]} />
      <form method="post" class="admin-form" data-form="price-mapping">
        <input type="hidden" name="action" value="map" />
        <input type="hidden" name="upload" value={upload.id} />
        {/* not a DataTable: a form whose rows are inputs (a field chosen per column of the file) */}
        <div class="table-wrap">
          <table class="data-table" data-columns={upload.headers.length}>
            <thead>
              <tr>
                {["column", "sample", "field"].map((k) => (
                  <th scope="col">{t(`marketing.mapping.${k}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {upload.headers.map((header, i) => {
                const name = `col_${i}`;
                return (
                  <tr>
                    <th scope="row">
                      <label for={`field-${name}`}>
                        {header || t("marketing.mapping.untitled")}
                      </label>
                    </th>
                    <td>{upload.sample[i] ?? ""}</td>
                    <td>
                      <select
                        id={`field-${name}`}
                        name={name}
                        aria-invalid={errors[name] ? "true" : undefined}
                        aria-describedby={errors[name] ? `error-${name}` : undefined}
                      >
                        <option value="">{t("marketing.mapping.ignore")}</option>
                        {MAPPING_FIELDS.map((f) => (
                          <option value={f} selected={text(name) === f}>
                            {t(`marketing.mapping.fields.${f}`)}
                          </option>
                        ))}
                      </select>
                      {errors[name] && (
                        <p class="field-error" id={`error-${name}`}>{errors[name]}</p>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Field
          name="name"
          label={t("marketing.mapping.name")}
          hint={t("marketing.mapping.name_hint")}
          value={text("name")}
          error={errors.name}
        />
        <label class="check">
          <input type="checkbox" name="save" checked={values.save === true} />{" "}
          {t("marketing.mapping.save")}
        </label>
        <button type="submit">{t("marketing.import.dry_run")}</button>
      </form>
    </section>
  );
}

/** The saved mappings (their CSV, without the delete buttons, answers on /marketing/price-import). */
export const MAPPINGS: TableSpec<PriceMapping> = {
  id: "mappings",
  columns: (t, locale) => [
    { key: "name", label: t("marketing.mapping.name"), sortable: true, value: (m) => m.name },
    {
      key: "headers",
      label: t("marketing.mapping.headers"),
      value: (m) =>
        m.headers.map((h, i) =>
          m.columns[i] ? `${h} → ${t(`marketing.mapping.fields.${m.columns[i]}`)}` : null
        ).filter(Boolean).join(" · "),
    },
    {
      key: "saved",
      label: t("marketing.mapping.saved_by"),
      sortable: true,
      value: (m) => m.at,
      csv: (m) => `${m.by} ${m.at}`,
      cell: (m) => (
        <>
          <Person email={m.by} />, {formatDateTime(m.at, locale)}
        </>
      ),
    },
    {
      key: "delete",
      label: t("marketing.mapping.delete"),
      cell: (m) => (
        <DeleteForm
          t={t}
          action="delete_mapping"
          what={m.name}
          fields={{ mapping: m.id }}
          label={t("marketing.mapping.delete")}
        />
      ),
    },
  ],
};

export function SavedMappings(
  { t, locale, mappings, url }: {
    t: TFunction;
    locale: Locale;
    mappings: PriceMapping[];
    url: URL;
  },
) {
  if (mappings.length === 0) return null;
  return (
    <section aria-labelledby="saved-mappings">
      <h2 id="saved-mappings">{t("marketing.mapping.saved")}</h2>
      <DataTable
        {...tableProps(MAPPINGS, t, locale)}
        rows={mappings}
        url={url}
        tableAttrs={{ "data-mappings": String(mappings.length) }}
      />
    </section>
  );
}
