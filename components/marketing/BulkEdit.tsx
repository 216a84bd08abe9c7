// Bulk edit of the item list: the form under the grouped list (its checkboxes post with it via
// form="bulk") and the preview of every change, before → after, that "Apply" writes.
import type { TFunction } from "i18next";
import { inLocale, VARIANT_STATUSES } from "../../lib/catalogue/mod.ts";
import type { FormValues } from "../../lib/forms/read.ts";
import { textValue } from "../../lib/forms/read.ts";
import type { FieldErrors } from "../../lib/forms/mod.ts";
import { ENDINGS } from "../../lib/head_office/price_adjust.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type BulkChange, DEPT_CLASSES, type StylePlan } from "../../lib/marketing/bulk_edit.ts";
import { SEASONS } from "./ItemFilters.tsx";
import { FormError } from "./ui.tsx";

function Choice(
  { name, label, value, options, error }: {
    name: string;
    label: string;
    value: string;
    options: [string, string][];
    error?: string;
  },
) {
  return (
    <div class="field">
      <label for={`bulk-${name}`}>{label}</label>
      <select id={`bulk-${name}`} name={name} aria-invalid={error ? "true" : undefined}>
        {options.map(([v, text]) => <option key={v} value={v} selected={v === value}>{text}
        </option>)}
      </select>
      {error && <p class="field-error">{error}</p>}
    </div>
  );
}

/** The change fields (status, season, department, price by % and ending), kept as typed. */
function ChangeFields(
  { t, values, errors }: { t: TFunction; values: FormValues; errors: FieldErrors },
) {
  const keep: [string, string] = ["", t("marketing.bulk.keep")];
  const v = (name: string) => textValue(values, name);
  return (
    <div class="filters">
      <Choice
        name="status"
        label={t("marketing.items.status")}
        value={v("status")}
        error={errors.status}
        options={[
          keep,
          ...VARIANT_STATUSES.map((s): [string, string] => [s, t(`marketing.status.${s}`)]),
        ]}
      />
      <Choice
        name="season"
        label={t("marketing.items.season")}
        value={v("season")}
        error={errors.season}
        options={[keep, ...SEASONS.map((s): [string, string] => [s, s])]}
      />
      <Choice
        name="dept_class"
        label={t("marketing.bulk.dept_class")}
        value={v("dept_class")}
        error={errors.dept_class}
        options={[
          keep,
          ...DEPT_CLASSES.map((d): [string, string] => [
            d,
            `${d.split("/")[0]} · ${t(`open_to_buy.classes.${d.split("/")[1]}`)}`,
          ]),
        ]}
      />
      <div class="field">
        <label for="bulk-percent">{t("marketing.bulk.percent_label")}</label>
        <input
          id="bulk-percent"
          name="percent"
          type="number"
          step="0.1"
          min="-90"
          max="300"
          value={v("percent")}
          aria-invalid={errors.percent ? "true" : undefined}
        />
        {errors.percent && <p class="field-error">{errors.percent}</p>}
      </div>
      <Choice
        name="ending"
        label={t("marketing.bulk.ending")}
        value={v("ending")}
        error={errors.ending}
        options={[keep, ...ENDINGS.map((e): [string, string] => [e, `.${e}`])]}
      />
    </div>
  );
}

/** Under the grouped list: what to change in the checked styles, then "Preview". */
export function BulkEditForm(
  { t, values, errors }: { t: TFunction; values: FormValues; errors: FieldErrors },
) {
  return (
    <form method="post" id="bulk" class="card" data-bulk-form>
      <h2>{t("marketing.bulk.title")}</h2>
      <p class="hint">{t("marketing.bulk.hint")}</p>
      <FormError text={errors._ ?? errors.style} />
      <input type="hidden" name="action" value="preview" />
      <ChangeFields t={t} values={values} errors={errors} />
      <button type="submit">{t("marketing.bulk.preview")}</button>
    </form>
  );
}

const BULK_FIELDS = ["status", "season", "dept_class", "percent", "ending"];

function shown(change: BulkChange, value: string | number, t: TFunction, locale: Locale) {
  if (change.field === "retail") return formatCurrency(Number(value) / 100, locale);
  if (change.field === "status") return t(`marketing.status.${value}`);
  return String(value);
}

/** Every change of the edit, per style, and the form that applies it at these versions. */
export function BulkPreview(
  { t, locale, plans, values, errors, back }: {
    t: TFunction;
    locale: Locale;
    plans: StylePlan[];
    values: FormValues;
    errors: FieldErrors;
    back: string;
  },
) {
  const changes = plans.reduce((n, p) => n + p.changes.length, 0);
  return (
    <form method="post" class="card" data-bulk-preview={plans.length}>
      <h2>{t("marketing.bulk.preview_title", { count: plans.length })}</h2>
      <FormError text={errors._} />
      <input type="hidden" name="action" value="apply" />
      {plans.map((p) => (
        <>
          <input type="hidden" name="style" value={p.style.id} />
          <input type="hidden" name={`version_${p.style.id}`} value={p.version} />
        </>
      ))}
      {/* what was previewed is what applies: the choices travel as they were, not editable here */}
      {BULK_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={textValue(values, name)} />
      ))}
      <p data-bulk-changes={changes}>{t("marketing.bulk.changes", { count: changes })}</p>
      {/* not a DataTable: the preview inside the apply form; every row listed is what applies */}
      <div class="table-wrap">
        <table class="data-table">
          <thead>
            <tr>
              <th scope="col">{t("marketing.master.style")}</th>
              <th scope="col">{t("marketing.changes.subject")}</th>
              <th scope="col">{t("marketing.changes.field")}</th>
              <th scope="col">{t("marketing.changes.before")}</th>
              <th scope="col">{t("marketing.changes.after")}</th>
            </tr>
          </thead>
          <tbody>
            {plans.flatMap((p) =>
              p.changes.map((c) => (
                <tr data-change={`${c.subject}:${c.field}`}>
                  <td>
                    <a href={`/marketing/master-items/${p.style.id}`}>{p.style.id}</a>{" "}
                    {inLocale(p.style.name, locale)}
                  </td>
                  <td>{c.subject}</td>
                  <td>{t(`marketing.bulk.fields.${c.field}`)}</td>
                  <td class="before">{shown(c, c.before, t, locale)}</td>
                  <td class="after">{shown(c, c.after, t, locale)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p>
        <button type="submit" disabled={changes === 0}>{t("marketing.bulk.apply")}</button>{" "}
        <a href={back}>{t("marketing.bulk.back")}</a>
      </p>
    </form>
  );
}
