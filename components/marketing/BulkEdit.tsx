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
import { BeforeAfterTable } from "./BeforeAfter.tsx";
import { Choice, Input, type Option } from "./controls.tsx";

/** The change fields (status, season, department, price by % and ending), kept as typed. */
function ChangeFields(
  { t, values, errors }: { t: TFunction; values: FormValues; errors: FieldErrors },
) {
  const keep: Option = ["", t("marketing.bulk.keep")];
  const choice = (name: string, label: string, options: Option[]) => (
    <Choice
      id={`bulk-${name}`}
      name={name}
      label={label}
      value={textValue(values, name)}
      error={errors[name]}
      options={[keep, ...options]}
    />
  );
  return (
    <div class="filters">
      {choice(
        "status",
        t("marketing.items.status"),
        VARIANT_STATUSES.map((s) => [s, t(`marketing.status.${s}`)]),
      )}
      {choice("season", t("marketing.items.season"), SEASONS.map((s) => [s, s]))}
      {choice(
        "dept_class",
        t("marketing.bulk.dept_class"),
        DEPT_CLASSES.map((d) => [
          d,
          `${d.split("/")[0]} · ${t(`open_to_buy.classes.${d.split("/")[1]}`)}`,
        ]),
      )}
      <Input
        id="bulk-percent"
        name="percent"
        label={t("marketing.bulk.percent_label")}
        type="number"
        step="0.1"
        min="-90"
        max="300"
        value={textValue(values, "percent")}
        error={errors.percent}
      />
      {choice("ending", t("marketing.bulk.ending"), ENDINGS.map((e) => [e, `.${e}`]))}
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
      <BeforeAfterTable
        t={t}
        heads={[
          t("marketing.master.style"),
          t("marketing.changes.subject"),
          t("marketing.changes.field"),
        ]}
        rows={plans.flatMap((p) =>
          p.changes.map((c) => ({
            attrs: { "data-change": `${c.subject}:${c.field}` },
            what: [
              <span key="style">
                <a href={`/marketing/master-items/${p.style.id}`}>{p.style.id}</a>{" "}
                {inLocale(p.style.name, locale)}
              </span>,
              c.subject,
              t(`marketing.bulk.fields.${c.field}`),
            ],
            before: shown(c, c.before, t, locale),
            after: shown(c, c.after, t, locale),
          }))
        )}
      />
      <p>
        <button type="submit" disabled={changes === 0}>{t("marketing.bulk.apply")}</button>{" "}
        <a href={back}>{t("marketing.bulk.back")}</a>
      </p>
    </form>
  );
}
