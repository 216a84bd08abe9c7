// The report builder form (plain HTML, POST) and the list of saved definitions.
import type { TFunction } from "i18next";
import {
  DIMENSIONS,
  MEASURES,
  RELATIVE_PERIODS,
  type ReportDefinition,
} from "../../lib/sales/reports.ts";
import type { SavedReport } from "../../lib/sales/saved_reports.ts";
import { DEPARTMENT_CODES } from "../../lib/sales/model.ts";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";
import { type FieldErrors, FORM_ERROR } from "../../lib/forms/mod.ts";

export function ReportBuilderForm(
  { def, stores, vendors, saved, t, errors, name, notice }: {
    def: ReportDefinition;
    stores: [number, string][];
    vendors: [string, string][];
    saved: SavedReport[];
    t: TFunction;
    /** Translated messages by field (lib/reporting/builder_page.ts), shown at their fieldset. */
    errors: FieldErrors;
    name: string | null;
    notice: string | null;
  },
) {
  const box = (name: string, value: string, checked: boolean, label: string) => (
    <label class="check">
      <input type="checkbox" name={name} value={value} checked={checked} /> {label}
    </label>
  );
  // A field's message, or its first item's ("dimensions.3": a value the list does not offer).
  const error = (...fields: string[]) =>
    fields.map((f) => [f, Object.keys(errors).find((k) => k === f || k.startsWith(`${f}.`))])
      .filter(([, key]) => key).map(([f, key]) => (
        <p class="field-error" role="alert" data-error-for={f}>{errors[key!]}</p>
      ));
  return (
    <>
      {error(FORM_ERROR)}
      {notice && name && <p class="notice" role="status">{t("reporting.saved_notice", { name })}
      </p>}
      <form method="post" class="card report-form">
        <fieldset>
          <legend>{t("reporting.kind")}</legend>
          {(["sales", "stock"] as const).map((k) => (
            <label class="check">
              <input type="radio" name="kind" value={k} checked={def.kind === k} />{" "}
              {t(`reporting.kinds.${k}`)}
            </label>
          ))}
          {error("kind")}
        </fieldset>
        <fieldset>
          <legend>{t("reporting.dimensions")}</legend>
          {DIMENSIONS.map((d) =>
            box("dimensions", d, def.dimensions.includes(d), t(`reporting.dim.${d}`))
          )}
          {error("dimensions")}
        </fieldset>
        <fieldset>
          <legend>{t("reporting.measures")}</legend>
          {MEASURES.map((m) =>
            box("measures", m, def.measures.includes(m), t(`reporting.measure.${m}`))
          )}
          {error("measures")}
        </fieldset>
        <fieldset>
          <legend>{t("reporting.filters")}</legend>
          <label>
            {t("reporting.dim.store")}
            <select name="stores" multiple size={Math.min(6, stores.length)}>
              {stores.map(([n, name]) => (
                <option value={n} selected={def.filters.stores.includes(n)}>{n} · {name}</option>
              ))}
            </select>
          </label>
          <label>
            {t("reporting.dim.department")}
            <select name="departments" multiple size={6}>
              {DEPARTMENT_CODES.map((d) => (
                <option value={d} selected={def.filters.departments.includes(d)}>
                  {t(`sales.departments.${d}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("reporting.dim.vendor")}
            <select name="vendors" multiple size={6}>
              {vendors.map(([v, name]) => (
                <option value={v} selected={def.filters.vendors.includes(v)}>{v} · {name}</option>
              ))}
            </select>
          </label>
          <p class="hint">{t("reporting.filters_hint")}</p>
          {error("stores", "departments", "vendors")}
        </fieldset>
        <fieldset>
          <legend>{t("reporting.period")}</legend>
          <label>
            {t("reporting.relative.label")}{" "}
            <select name="relative">
              <option value="">{t("reporting.relative.custom")}</option>
              {RELATIVE_PERIODS.map((r) => (
                <option value={r} selected={def.relative === r}>
                  {t(`reporting.relative.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("dashboards.start")}{" "}
            <input type="date" name="start" value={def.period.start} required />
          </label>
          <label>
            {t("dashboards.end")} <input type="date" name="end" value={def.period.end} required />
          </label>
          <p class="hint">{t("reporting.relative.hint")}</p>
          {error("relative", "start", "end")}
        </fieldset>
        <label>
          {t("reporting.name")} <input name="name" maxLength={80} value={name ?? ""} />
        </label>
        <button type="submit" name="action" value="run">{t("reporting.run")}</button>{" "}
        <button type="submit" name="action" value="save" class="secondary">
          {t("reporting.save")}
        </button>
      </form>
      <h2>{t("reporting.saved")}</h2>
      {saved.length === 0 ? <p class="muted">{t("reporting.no_saved")}</p> : (
        <ul>
          {saved.map((s) => (
            <li>
              <a href={`/reporting/report-builder?saved=${s.id}`}>{s.name}</a>{" "}
              <form method="post" style="display:inline">
                <input type="hidden" name="id" value={s.id} />
                <ConfirmSubmit
                  name="action"
                  value="delete"
                  question={t("common.confirm.delete", { what: s.name })}
                >
                  {t("reporting.delete")}
                </ConfirmSubmit>
              </form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
