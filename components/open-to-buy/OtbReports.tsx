// The saved open-to-buy report definitions (list with Run) and the definition editor.
import type { TFunction } from "i18next";
import { DEPARTMENT_CODES } from "../../lib/catalogue/model.ts";
import type { FieldErrors, FormValues } from "../../lib/forms/mod.ts";
import { FORM_ERROR } from "../../lib/forms/mod.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import type { SavedOtbReport } from "../../lib/otb/store.ts";
import { PageHeader } from "../PageHeader.tsx";
import { OtbStyles, seasonLabel } from "./OtbPage.tsx";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";

/** The saved definitions' columns (name, season, stores, departments, basis, saved, Run). */
/** The saved reports (/open-to-buy/reports), for its DataTable and its CSV. */
export const OTB_REPORTS: TableSpec<SavedOtbReport> = { id: "reports", columns: reportColumns };

export function reportColumns(t: TFunction, locale: Locale): Column<SavedOtbReport>[] {
  const f = fmtFor(locale);
  const departments = (r: SavedOtbReport) =>
    r.departments.length === 0
      ? t("open_to_buy.all_departments")
      : r.departments.map((d) => t(`sales.departments.${d}`)).join(", ");
  return [
    {
      key: "name",
      label: t("open_to_buy.report_name"),
      sortable: true,
      value: (r) => r.name,
      cell: (r) => <a href={`/open-to-buy/reports/${r.id}`}>{r.name}</a>,
    },
    {
      key: "season",
      label: t("open_to_buy.season"),
      sortable: true,
      value: (r) => r.season,
      cell: (r) => seasonLabel(r.season, t),
      csv: (r) => seasonLabel(r.season, t),
    },
    {
      key: "stores",
      label: t("open_to_buy.report_stores"),
      value: (r) => r.stores.join(", "),
    },
    { key: "departments", label: t("open_to_buy.report_departments"), value: departments },
    {
      key: "basis",
      label: t("open_to_buy.basis"),
      sortable: true,
      value: (r) => t(r.basis === "cost" ? "open_to_buy.cost" : "open_to_buy.retail"),
    },
    {
      key: "saved",
      label: t("open_to_buy.report_saved"),
      sortable: true,
      value: (r) => r.saved_at,
      cell: (r) => f.dateTime(r.saved_at),
    },
    {
      key: "run",
      label: t("open_to_buy.report_run"),
      cell: (r) => (
        <form method="post">
          <input type="hidden" name="action" value="run" />
          <input type="hidden" name="id" value={r.id} />
          <button type="submit" class="secondary">{t("open_to_buy.report_run")}</button>
        </form>
      ),
    },
  ];
}

export function OtbReportList(
  { reports, deleted, url, t, locale }: {
    reports: SavedOtbReport[];
    deleted: boolean;
    url: URL;
    t: TFunction;
    locale: Locale;
  },
) {
  return (
    <>
      <OtbStyles />
      <PageHeader
        title={pageTitle("otb_reports", t)}
        crumbs={crumbsFor("otb_reports", t)}
        appName={t("common.app_name")}
        t={t}
      />
      <p class="lead">{t("open_to_buy.reports_intro")}</p>
      {deleted && <p role="status" class="notice">{t("open_to_buy.report_deleted")}</p>}
      <p>
        <a class="button" href="/open-to-buy/reports/new">{t("open_to_buy.new_report")}</a>
      </p>
      <DataTable
        {...tableProps(OTB_REPORTS, t, locale)}
        rows={reports}
        url={url}
        empty={t("open_to_buy.no_reports")}
        rowAttrs={(r) => ({ "data-report": r.id })}
      />
    </>
  );
}

export interface ReportEditorData {
  report: SavedOtbReport | null;
  stores: [number, string][];
  seasons: string[];
  values: FormValues;
  errors: FieldErrors;
  saved: boolean;
}

export function OtbReportEditor({ data, t }: { data: ReportEditorData; t: TFunction }) {
  const { values, errors } = data;
  const list = (name: string) => Array.isArray(values[name]) ? values[name] as string[] : [];
  const text = (name: string) => typeof values[name] === "string" ? values[name] as string : "";
  const err = (name: string) =>
    errors[name] && <span class="field-error" id={`report-${name}-error`}>{errors[name]}</span>;
  return (
    <>
      <OtbStyles />
      <PageHeader
        title={data.report ? data.report.name : t("open_to_buy.new_report")}
        crumbs={crumbsFor("otb_report", t)}
        appName={t("common.app_name")}
        t={t}
      />
      {data.saved && <p role="status" class="notice">{t("open_to_buy.report_saved_notice")}</p>}
      {errors[FORM_ERROR] && <p class="field-error" role="alert">{errors[FORM_ERROR]}</p>}
      <form method="post" class="card otb-report-form" novalidate>
        <p class="otb-params">
          <label>
            {t("open_to_buy.report_name")}
            <input
              name="name"
              value={text("name")}
              maxLength={80}
              aria-invalid={errors.name ? "true" : undefined}
              aria-describedby={errors.name ? "report-name-error" : undefined}
            />
            {err("name")}
          </label>
          <label>
            {t("open_to_buy.season")}
            <select name="season">
              {data.seasons.map((s) => (
                <option value={s} selected={s === text("season")}>{seasonLabel(s, t)}</option>
              ))}
            </select>
            {err("season")}
          </label>
        </p>
        <fieldset class="otb-basis">
          <legend>{t("open_to_buy.basis")}</legend>
          {(["retail", "cost"] as const).map((b) => (
            <label>
              <input type="radio" name="basis" value={b} checked={text("basis") === b} />
              {t(`open_to_buy.${b}`)}
            </label>
          ))}
          {err("basis")}
        </fieldset>
        <label>
          {t("open_to_buy.report_stores")}
          <select
            name="stores"
            multiple
            size={Math.min(8, data.stores.length)}
            aria-invalid={errors.stores ? "true" : undefined}
            aria-describedby={errors.stores ? "report-stores-error" : undefined}
          >
            {data.stores.map(([n, name]) => (
              <option value={n} selected={list("stores").includes(String(n))}>
                {n} · {name}
              </option>
            ))}
          </select>
          {err("stores")}
        </label>
        <fieldset>
          <legend>{t("open_to_buy.report_departments")}</legend>
          <p class="hint">{t("open_to_buy.report_departments_hint")}</p>
          {DEPARTMENT_CODES.map((d) => (
            <label class="otb-check">
              <input
                type="checkbox"
                name="departments"
                value={d}
                checked={list("departments").includes(d)}
              />{" "}
              {t(`sales.departments.${d}`)}
            </label>
          ))}
          {err("departments")}
        </fieldset>
        <p class="otb-actions">
          <button type="submit" name="action" value="save">{t("open_to_buy.report_save")}</button>
          {" "}
          <button type="submit" name="action" value="run" class="secondary">
            {t("open_to_buy.report_save_run")}
          </button>{" "}
          {data.report && (
            <ConfirmSubmit
              name="action"
              value="delete"
              question={t("common.confirm.delete", { what: data.report.name })}
            >
              {t("open_to_buy.report_delete")}
            </ConfirmSubmit>
          )}
        </p>
      </form>
    </>
  );
}
