// The vendor / department / date filter of price changes (a GET form), shared by the
// upcoming-changes page and the signage generator's "upcoming changes" source.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { ChangeFilter } from "../../lib/resources/prices.ts";
import { DEPARTMENT_REFERENCE } from "../../lib/resources/departments.ts";
import { Field } from "../Field.tsx";
import { SelectField } from "../forms/SelectField.tsx";

export interface FilterProps {
  t: TFunction;
  locale: Locale;
  action: string;
  filter: ChangeFilter;
  errors: Record<string, string>;
  vendors: { id: string; name: string }[];
  /** Extra fields kept by the form (the signage generator's source and layout). */
  children?: preact.ComponentChildren;
}

export function ChangeFilterFields({ t, locale, filter, errors, vendors }: FilterProps) {
  const lang = locale === "fr-CA" ? "fr" : "en";
  return (
    <>
      <SelectField
        id="filter-vendor"
        name="vendor"
        label={t("resources.prices.vendor")}
        value={filter.vendor}
        any={t("resources.prices.all_vendors")}
        options={vendors.map((v) => ({ value: v.id, label: v.name }))}
      />
      <SelectField
        id="filter-department"
        name="department"
        label={t("resources.prices.department")}
        value={filter.department}
        any={t("resources.prices.all_departments")}
        options={DEPARTMENT_REFERENCE.map((d) => ({
          value: d.code,
          label: `${d.code} · ${d.name[lang]}`,
        }))}
      />
      {(["from", "to"] as const).map((name) => (
        <Field
          name={name}
          type="date"
          label={t(`resources.prices.${name}`)}
          value={filter[name]}
          error={errors[name] ? t(errors[name]) : null}
        />
      ))}
    </>
  );
}

export function ChangeFilterForm(props: FilterProps) {
  return (
    <form method="get" action={props.action} class="card filters" data-change-filter>
      <ChangeFilterFields {...props} />
      {props.children}
      <p>
        <button type="submit">{props.t("resources.prices.apply")}</button>
      </p>
    </form>
  );
}
