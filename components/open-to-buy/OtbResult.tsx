// A report run: progress (the page refreshes itself every 2 s while the task runs), then the rows
// with their exports.
import type { TFunction } from "i18next";
import { Head } from "$fresh/runtime.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { type OtbReportResult, reportHeaders } from "../../lib/otb/report.ts";
import type { Task } from "../../lib/tasks/store.ts";
import { PageHeader } from "../PageHeader.tsx";
import { OtbStyles, seasonLabel } from "./OtbPage.tsx";

export interface ResultData {
  task: Task;
  result: OtbReportResult | null;
}

export function OtbResultPage(
  { data, t, locale }: { data: ResultData; t: TFunction; locale: Locale },
) {
  const { task, result } = data;
  const f = fmtFor(locale);
  const running = task.status === "queued" || task.status === "running";
  const headers = result ? reportHeaders(result, t) : [];
  // store, department, class, month and its start are text; the rest are amounts
  const firstAmount = result ? result.columns.indexOf("sales_plan") : 0;
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
          {result.rows.length === 0
            ? <p class="muted">{t("open_to_buy.report_empty")}</p>
            : (
              <div class="table-wrap">
                <table class="otb-table">
                  <thead>
                    <tr>
                      {headers.map((h, i) => (
                        <th scope="col" class={i >= firstAmount ? "num" : undefined}>{h}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {result.rows.map((row) => (
                      <tr>
                        {row.map((cell, i) => {
                          const col = result.columns[i];
                          if (i < firstAmount) {
                            return (
                              <td>
                                {col === "department"
                                  ? t(`sales.departments.${cell}`)
                                  : col === "class"
                                  ? (cell === null ? "" : t(`open_to_buy.classes.${cell}`))
                                  : col === "month_start"
                                  ? f.date(String(cell))
                                  : String(cell)}
                              </td>
                            );
                          }
                          return (
                            <td class="num">
                              {cell === null
                                ? "—"
                                : col === "imu"
                                ? f.pct(cell as number)
                                : f.money(Math.round((cell as number) * 100))}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
        </>
      )}
    </>
  );
}
