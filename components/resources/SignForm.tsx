// The signage generator's form (GET): where the signs come from (items box or scheduled changes),
// signs per page and the store whose province sets the language order.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { ChangeFilter } from "../../lib/resources/prices.ts";
import type { SignageData } from "../../lib/signage/page.ts";
import { PER_PAGE_CHOICES } from "../../lib/signage/layout.ts";
import { Field } from "../Field.tsx";
import { ChangeFilterFields } from "./ChangeFilterForm.tsx";
import { SelectField } from "../forms/SelectField.tsx";

export function SignForm(
  { t, locale, data }: { t: TFunction; locale: Locale; data: SignageData },
) {
  const { form, errors, errorParams, stores } = data;
  const source = form.source === "changes" ? "changes" : "items";
  const filter: ChangeFilter = {
    vendor: form.vendor ?? "",
    department: form.department ?? "",
    from: form.from ?? "",
    to: form.to ?? "",
  };
  const err = (k: string) => errors[k] ? t(errors[k], { lines: errorParams[k] ?? "" }) : null;
  return (
    <form method="get" action="/resources/signage-generator" class="card" novalidate data-sign-form>
      <fieldset>
        <legend>{t("resources.signage.source")}</legend>
        <label>
          <input type="radio" name="source" value="items" checked={source === "items"} />{" "}
          {t("resources.signage.source_items")}
        </label>{" "}
        <label>
          <input type="radio" name="source" value="changes" checked={source === "changes"} />{" "}
          {t("resources.signage.source_changes")}
        </label>
      </fieldset>
      <Field
        name="lines"
        type="textarea"
        label={t("resources.signage.lines")}
        hint={t("resources.signage.lines_hint")}
        value={form.lines ?? ""}
        error={err("lines")}
      />
      <fieldset class="filters">
        <legend>{t("resources.signage.changes_filter")}</legend>
        <ChangeFilterFields
          t={t}
          locale={locale}
          action=""
          filter={filter}
          errors={errors}
          vendors={data.vendors}
        />
      </fieldset>
      <div class="filters">
        <SelectField
          id="sign-per-page"
          name="per_page"
          label={t("resources.signage.per_page")}
          value={form.per_page ?? "8"}
          options={PER_PAGE_CHOICES.map((n) => ({ value: n, label: String(n) }))}
        />
        <SelectField
          id="sign-store"
          name="store"
          label={t("resources.signage.store")}
          value={form.store ?? ""}
          options={stores.map((s) => ({
            value: s.number,
            label: `${s.number} · ${s.name} (${s.province})`,
          }))}
          hint={t("resources.signage.store_hint")}
          error={errors.store ? t(errors.store) : null}
        />
      </div>
      <p>
        <button type="submit">{t("resources.signage.make")}</button>
      </p>
    </form>
  );
}
