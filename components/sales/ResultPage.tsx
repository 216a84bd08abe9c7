import type { TFunction } from "i18next";
import { Head } from "$fresh/runtime.ts";
import type { ResultPageData } from "../../lib/sales/report_page.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import { ReportTable } from "./ReportTable.tsx";
import { SalesPageHeader } from "./SalesPageHeader.tsx";

export function ResultPage(
  { data, t, f, url, kind }: {
    data: ResultPageData;
    t: TFunction;
    f: Fmt;
    url: URL;
    kind: "sales" | "stock";
  },
) {
  const { task, result } = data;
  const running = task.status === "queued" || task.status === "running";
  return (
    <>
      <Head>
        {running && <meta http-equiv="refresh" content="2" />}
      </Head>
      <SalesPageHeader
        t={t}
        title={t(`reporting.result_title.${kind}`)}
        crumbs={[{ label: t("reporting.builder_title"), href: "/reporting/report-builder" }]}
      />
      {result && (
        <p>
          {t("dashboards.period_statement", {
            start: f.date(result.definition.period.start),
            end: f.date(result.definition.period.end),
          })}
        </p>
      )}
      {running && (
        <p>
          <progress class="progress" max={Math.max(1, task.total)} value={task.done} />{" "}
          {t("tasks.progress", { done: task.done, total: task.total })}
          <br />
          <span class="hint">{t("tasks.refresh")}</span>
        </p>
      )}
      {task.status === "failed" && (
        <p class="field-error">
          {t("tasks.status.failed")}: {task.errors.map((e) => e.message).join("; ")}
        </p>
      )}
      {result && <ReportTable result={result} t={t} f={f} url={url} />}
    </>
  );
}
