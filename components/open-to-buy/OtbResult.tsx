// A report run: progress (the page refreshes itself every 2 s while the task runs), then the rows
// (a DataTable: sorted, 50 a page; its CSV link is the route's ?format=csv) with their exports.
import type { TFunction } from "i18next";
import { Head } from "$fresh/runtime.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { type OtbReportResult, type ReportCell, reportHeaders } from "../../lib/otb/report.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";
import type { Task } from "../../lib/tasks/store.ts";
import { PageHeader } from "../PageHeader.tsx";
import { OtbStyles, seasonLabel } from "./OtbPage.tsx";

export interface ResultData {
  task: Task;
  result: OtbReportResult | null;
}

export function OtbResultPage(
  { data, url, t, locale }: { data: ResultData; url: URL; t: TFunction; locale: Locale },
) {
  const { task, result } = data;
  const f = fmtFor(locale);
  const running = task.status === "queued" || task.status === "running";
  const headers = result ? reportHeaders(result, t) : [];
  // store, department, class, month and its start are text; the rest are amounts
  const firstAmount = result ? result.columns.indexOf("sales_plan") : 0;
  const show = (col: string, i: number, cell: ReportCell) =>
    i < firstAmount
      ? col === "department"
        ? t(`sales.departments.${cell}`)
        : col === "class"
        ? (cell === null ? "" : t(`open_to_buy.classes.${cell}`))
        : col === "month_start"
        ? f.date(String(cell))
        : String(cell)
      : cell === null
      ? "—"
      : col === "imu"
      ? f.pct(cell as number)
      : f.money(Math.round((cell as number) * 100));
  return (
    <>
      <OtbStyles />
      <Head>{running && <meta http-equiv="refresh" content="2" />}</Head>
      <PageHeader
        title={result ? result.definition.name : pageTitle("otb_results", t)}
        crumbs={[...crumbsFor("otb_results", t), {
          label: pageTitle("otb_reports", t),
          href: "/open-to-buy/reports",
        }]}
        appName={t("common.app_name")}
        t={t}
      />
      {running && (
        <p>
          <progress max={Math.max(1, task.total)} value={task.done} />{" "}
          {t("tasks.progress", { done: task.done, total: task.total })}
          <br />
          <span class="hint">{t("tasks.refresh")}</span>
        </p>
      )}
      {task.status === "failed" && (
        <p class="field-error" role="alert">
          {t("tasks.status.failed")}: {task.errors.map((e) => e.message).join("; ")}
        </p>
      )}
      {result && (
        <>
          <p>
            {seasonLabel(result.definition.season, t)} ·{" "}
            {t(result.definition.basis === "cost" ? "open_to_buy.cost" : "open_to_buy.retail")} ·
            {" "}
            {t("open_to_buy.report_generated", { when: f.dateTime(result.generated) })}
          </p>
          <p>
            <a href="?format=csv">CSV</a> · <a href="?format=xlsx">Excel (.xlsx)</a> ·{" "}
            <a href="?format=json">JSON</a>
          </p>
          <DataTable
            id="rows"
            columns={result.columns.map((col, i): Column<ReportCell[]> => ({
              key: col,
              label: headers[i],
              num: i >= firstAmount,
              sortable: true,
              value: (row) => row[i],
              cell: (row) => show(col, i, row[i]),
            }))}
            rows={result.rows}
            url={url}
            t={t}
            empty={t("open_to_buy.report_empty")}
          />
        </>
      )}
    </>
  );
}
