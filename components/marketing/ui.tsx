// Small building blocks of the marketing pages: the header (stylesheet, title, breadcrumb from the
// route registry, the page's purpose), a status notice, a form-wide error, and percent badges.
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";
import { PageHeader } from "../PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { formatPercent } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { FieldErrors } from "../../lib/forms/mod.ts";
import { type FormValues, textValue } from "../../lib/forms/read.ts";
import { Field } from "../Field.tsx";
import { STORE_TYPES } from "../../lib/marketing/model.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { VERSION_FIELD } from "../../lib/forms/version.ts";
import { VersionField } from "../forms/VersionField.tsx";
import { Choice } from "./controls.tsx";
export { dollars } from "../../lib/marketing/schema.ts";

export function MarketingHeader(
  { page, t, params = {}, lead }: {
    page: string;
    t: TFunction;
    params?: Record<string, string>;
    lead?: ComponentChildren;
  },
) {
  return (
    <>
      <MarketingStyles />
      <PageHeader
        title={pageTitle(page, t, params)}
        crumbs={crumbsFor(page, t, params)}
        appName={t("common.app_name")}
      />
      <p class="lead">{lead ?? t(`pages.purposes.${page}`, params)}</p>
    </>
  );
}

/** The marketing pages' stylesheet (static/marketing.css). */
export function MarketingStyles() {
  return (
    <Head>
      <link key="marketing-css" rel="stylesheet" href={asset("/marketing.css")} />
    </Head>
  );
}

export function Notice({ text }: { text: string | null | undefined }) {
  return text ? <p class="notice" role="status">{text}</p> : null;
}

export function FormError({ text }: { text: string | null | undefined }) {
  return text ? <p class="field-error" role="alert">{text}</p> : null;
}

/** A completeness percentage (whole percent), marked when incomplete. */
export function Percent({ value, locale }: { value: number; locale: Locale }) {
  return (
    <span class={value === 100 ? "complete" : "incomplete"}>
      {formatPercent(value / 100, locale, 0)}
    </span>
  );
}

/** A library record's name in English and French. */
export function NameFields(
  { t, values, errors }: { t: TFunction; values: FormValues; errors: FieldErrors },
) {
  return (
    <>
      {(["name_en", "name_fr"] as const).map((name) => (
        <Field
          name={name}
          label={t(`marketing.fields.${name}`)}
          value={textValue(values, name)}
          error={errors[name]}
        />
      ))}
    </>
  );
}

/** A library record's page header (its name in the page's language as the lead) and its saved notice. */
export function RecordHeader(
  { page, t, locale, params, name, saved }: {
    page: string;
    t: TFunction;
    locale: Locale;
    params: Record<string, string>;
    name: { en: string; fr: string };
    saved: string | null;
  },
) {
  return (
    <>
      <MarketingHeader page={page} t={t} params={params} lead={inLocale(name, locale)} />
      <Notice text={saved} />
    </>
  );
}

/** The start of a library record's edit form: its error, the version it was read at, its names. */
export function RecordFormHead(
  { t, values, errors }: { t: TFunction; values: FormValues; errors: FieldErrors },
) {
  return (
    <>
      <FormError text={errors._} />
      <VersionField version={textValue(values, VERSION_FIELD)} />
      <NameFields t={t} values={values} errors={errors} />
    </>
  );
}

/** The id and bilingual name that start a new library record (size guide, assortment). */
export function NewRecordFields(
  { t, values, errors }: { t: TFunction; values: FormValues; errors: FieldErrors },
) {
  return (
    <>
      <FormError text={errors._} />
      <Field
        name="id"
        label={t("marketing.fields.id")}
        value={textValue(values, "id")}
        error={errors.id}
        hint={t("marketing.fields.id_hint")}
      />
      <NameFields t={t} values={values} errors={errors} />
    </>
  );
}

/** The kind of store an assortment is for (a new one, or one being edited). */
export function StoreTypeSelect({ t, value }: { t: TFunction; value: string }) {
  return (
    <Choice
      name="store_type"
      label={t("marketing.assortments.store_type")}
      value={value}
      options={STORE_TYPES.map((s) => [s, t(`marketing.assortments.types.${s}`)])}
    />
  );
}
