// The plan grid as a plain HTML form: planned sales, markdowns and EOM per month, the opening
// BOM, IMU and hold-back. BOM, receipts, on order, OTB and OTB left are computed beside them (on
// the server from what was typed; the OtbLiveTotals island recomputes them as one types). A bad
// number gets its error on its cell and every value typed comes back.
import { VersionField } from "../forms/VersionField.tsx";
import type { TFunction } from "i18next";
import type { FieldErrors, FormValues } from "../../lib/forms/mod.ts";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import type { Messages } from "../../lib/i18n/client.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { LIVE_FIELDS, rowsFromInputs } from "../../lib/otb/live.ts";
import { dollarsText, percentText } from "../../lib/otb/money.ts";
import type { OtbView } from "../../lib/otb/view.ts";
import { DEFAULT_WHATIF } from "../../lib/otb/store.ts";
import OtbLiveTotals from "../../islands/OtbLiveTotals.tsx";
import { fmtFor } from "../../lib/sales/format.ts";
import { monthLabel } from "./OtbOverview.tsx";

const INPUTS = ["sales", "markdowns", "eom"] as const;

function Cell(
  { name, label, value, error }: { name: string; label: string; value: string; error?: string },
) {
  return (
    <td>
      <input
        name={name}
        id={`otb-${name}`}
        value={value}
        inputMode="decimal"
        size={10}
        aria-label={label}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={error ? `otb-${name}-error` : undefined}
      />
      {error && <span class="field-error" id={`otb-${name}-error`}>{error}</span>}
    </td>
  );
}

export function OtbPlanForm(
  { view, t, form, messages, locale }: {
    view: OtbView;
    t: TFunction;
    form: { values: FormValues; errors: FieldErrors } | null;
    messages: Messages;
    locale: Locale;
  },
) {
  const detail = view.detail!;
  const plan = detail.plan;
  const figures = detail.figures;
  const f = fmtFor(locale);
  const errors = form?.errors ?? {};
  const stored: Record<string, string> = {};
  if (figures) {
    stored.opening_bom = dollarsText(figures.opening_bom);
    stored.imu = percentText(figures.imu);
    stored.holdback = percentText(figures.holdback);
    figures.months.forEach((m, i) => {
      for (const k of INPUTS) stored[`${k}_${i}`] = dollarsText(m[k]);
    });
  } else {
    stored.imu = "45";
    stored.holdback = "0";
  }
  const value = (name: string) => {
    const typed = form?.values[name];
    return typeof typed === "string" ? typed : stored[name] ?? "";
  };
  const onOrder = detail.onOrderRetail;
  const live = rowsFromInputs(value, onOrder);
  const money = (cents: number) => formatCurrency(cents / 100, locale, { decimals: 0 });
  const editingWhatIf = !!detail.whatif;
  const approved = plan?.status === "approved";
  return (
    <form method="post" id="otb-plan-form" class="otb-plan-form" novalidate>
      <h3>
        {detail.cls
          ? t("open_to_buy.edit_class", { class: t(`open_to_buy.classes.${detail.cls.class}`) })
          : t(editingWhatIf ? "open_to_buy.edit_whatif" : "open_to_buy.edit_plan")}
      </h3>
      <p class="hint">{t("open_to_buy.edit_hint")}</p>
      {errors[FORM_ERROR] && <p class="field-error" role="alert">{errors[FORM_ERROR]}</p>}
      {Object.keys(errors).length > 0 && !errors[FORM_ERROR] && (
        <p class="field-error" role="alert">{t("open_to_buy.errors.fix_cells")}</p>
      )}
      <VersionField version={detail.version} />
      {detail.whatif && <input type="hidden" name="from_whatif" value={detail.whatif.name} />}
      <div class="otb-params">
        {(["opening_bom", "imu", "holdback"] as const).map((name) => (
          <label>
            {t(`open_to_buy.field.${name}`)}
            <input
              name={name}
              id={`otb-${name}`}
              value={value(name)}
              inputMode="decimal"
              size={10}
              aria-invalid={errors[name] ? "true" : undefined}
              aria-describedby={errors[name] ? `otb-${name}-error` : undefined}
            />
            {errors[name] && (
              <span class="field-error" id={`otb-${name}-error`}>{errors[name]}</span>
            )}
          </label>
        ))}
      </div>
      <div class="table-wrap">
        {/* Not a DataTable: a form whose rows are inputs (the plan's months × its fields). */}
        <table class="otb-table otb-edit">
          <thead>
            <tr>
              <th scope="col">{t("open_to_buy.month")}</th>
              {INPUTS.map((k) => <th key={k} scope="col">{t(`open_to_buy.col.${k}`)}</th>)}
              {LIVE_FIELDS.map((k) => (
                <th key={k} scope="col" class="num">{t(`open_to_buy.col.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.months.map((m, i) => {
              const label = monthLabel(m.key, m.start, t, f);
              return (
                <tr>
                  <th scope="row">{label}</th>
                  {INPUTS.map((k) => (
                    <Cell
                      name={`${k}_${i}`}
                      label={`${t(`open_to_buy.col.${k}`)} · ${label}`}
                      value={value(`${k}_${i}`)}
                      error={errors[`${k}_${i}`]}
                    />
                  ))}
                  {LIVE_FIELDS.map((k) => (
                    <td class="num">
                      <output data-otb={`${k}_${i}`}>{money(live.rows[i][k])}</output>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("open_to_buy.season_total")}</th>
              {INPUTS.map((k) => (
                <td class="num">
                  <output data-otb={`${k}_total`}>{money(live.total[k])}</output>
                </td>
              ))}
              {LIVE_FIELDS.map((k) => (
                <td class="num">
                  <output data-otb={`${k}_total`}>{money(live.total[k])}</output>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <OtbLiveTotals formId="otb-plan-form" onOrder={onOrder} locale={locale} messages={messages} />
      <p class="otb-actions">
        <button type="submit" name="action" value="save">
          {approved
            ? t("open_to_buy.save_revision", { n: (plan?.version ?? 0) + 1 })
            : t("open_to_buy.save_draft")}
        </button>{" "}
        {!detail.cls && (
          <span class="otb-whatif-save">
            <label>
              {t("open_to_buy.whatif_name")}{" "}
              <input
                name="whatif_name"
                value={detail.whatif?.name ?? ""}
                placeholder={DEFAULT_WHATIF}
                maxLength={40}
                size={14}
              />
            </label>{" "}
            <button type="submit" name="action" value="whatif" class="secondary">
              {t("open_to_buy.save_whatif")}
            </button>
          </span>
        )}{" "}
        {plan && !approved && (
          <button type="submit" name="action" value="approve" class="secondary">
            {t("open_to_buy.approve")}
          </button>
        )} {plan && !detail.cls && !editingWhatIf &&
          detail.rows.some((r) => r.tense === "closed") && (
          <button type="submit" name="action" value="reforecast" class="secondary">
            {t("open_to_buy.reforecast")}
          </button>
        )} {detail.whatif && (
          <button type="submit" name="action" value="discard" class="secondary">
            {t("open_to_buy.discard_whatif")}
          </button>
        )}
      </p>
    </form>
  );
}
