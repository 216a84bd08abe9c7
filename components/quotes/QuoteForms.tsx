// The quote parser's forms: start (vendor, paste or file) and a vendor's parsing settings.
import type { TFunction } from "i18next";
import { Field, fieldsOf } from "../Field.tsx";
import type { VendorOption } from "../../lib/quotes/catalogue.ts";
import type { StartValues } from "../../lib/quotes/upload.ts";
import { CONFIG_FIELDS, DELIMITERS } from "../../lib/quotes/schema.ts";
import type { FieldErrors } from "../../lib/forms/errors.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { OtherErrors } from "../forms/OtherErrors.tsx";
import { SelectField } from "../fulfillment/Controls.tsx";

export function VendorSelect(
  { vendors, value, error, t, id = "quote-vendor" }: {
    vendors: VendorOption[];
    value: string;
    error?: string;
    t: TFunction;
    id?: string;
  },
) {
  return (
    <SelectField
      id={id}
      name="vendor"
      label={t("quotes.vendor")}
      options={[
        ["", t("quotes.choose_vendor")],
        ...vendors.map((v) => [v.vendor_number, `${v.vendor_number} · ${v.name}`] as const),
      ]}
      value={value}
      error={error && t(error)}
    />
  );
}

export function StartQuoteForm(
  { vendors, values, errors, t }: {
    vendors: VendorOption[];
    values: StartValues;
    errors: Record<string, string>;
    t: TFunction;
  },
) {
  const field = fieldsOf({ ...values }, translated(errors, t));
  return (
    <form method="post" enctype="multipart/form-data" class="card" novalidate>
      <VendorSelect vendors={vendors} value={values.vendor} error={errors.vendor} t={t} />
      <Field {...field("name")} label={t("quotes.name")} hint={t("quotes.name_hint")} />
      <Field
        {...field("text")}
        type="textarea"
        label={t("quotes.text")}
        hint={t("quotes.text_hint")}
      />
      <div class="field">
        <label for="quote-file">{t("quotes.file")}</label>
        <input
          id="quote-file"
          type="file"
          name="file"
          accept=".csv,.txt,.tsv,.xlsx,.pdf,text/csv,text/plain,application/pdf"
          aria-describedby="quote-file-hint"
        />
        <p class="hint" id="quote-file-hint">{t("quotes.file_hint")}</p>
        {errors.file && <p class="field-error">{t(errors.file)}</p>}
      </div>
      <p>
        <button type="submit">{t("quotes.parse")}</button>
      </p>
    </form>
  );
}

/** Error keys as the messages they name. */
const translated = (errors: Record<string, string>, t: TFunction) =>
  Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, t(key)]));

export type ConfigValues = Record<string, string>;

/** The settings that show their error beside them; the vendor (hidden), the delimiter (a select) and
 * the decimal comma (a checkbox) show theirs above the form. */
const CONFIG_SHOWN = CONFIG_FIELDS.filter((f) =>
  !["vendor", "delimiter", "decimal_comma"].includes(f)
);

/** A vendor's parsing settings; `errors` are translated messages (lib/forms). */
export function ConfigForm(
  { values, errors, version, t }: {
    values: ConfigValues;
    errors: FieldErrors;
    version: string;
    t: TFunction;
  },
) {
  const field = fieldsOf(values, errors);
  const num = (name: string) => (
    <Field {...field(name)} type="int" label={t(`quotes.config.${name}`)} min={0} max={50} />
  );
  return (
    <form method="post" class="card" novalidate>
      <OtherErrors errors={errors} shown={CONFIG_SHOWN} />
      <input type="hidden" name="vendor" value={values.vendor} />
      <VersionField version={version} />
      <SelectField
        id="config-delimiter"
        name="delimiter"
        label={t("quotes.config.delimiter")}
        options={DELIMITERS.map((d) => [d, t(`quotes.config.delimiters.${d}`)])}
        value={values.delimiter}
      />
      <label>
        <input type="checkbox" name="decimal_comma" checked={values.decimal_comma === "on"} />{" "}
        {t("quotes.config.decimal_comma")}
      </label>
      {num("header_rows")}
      <fieldset>
        <legend>{t("quotes.config.columns")}</legend>
        <div class="grid-2">
          {["code", "description", "quantity", "unit_price", "total"].map(num)}
        </div>
      </fieldset>
      <Field
        {...field("code_pattern")}
        label={t("quotes.config.code_pattern")}
        hint={t("quotes.config.code_pattern_hint")}
      />
      <Field {...field("total_label")} label={t("quotes.config.total_label")} />
      <p>
        <button type="submit">{t("quotes.config.save")}</button>
      </p>
    </form>
  );
}
