// Head office's scorecards of every store (names shown: head office sees every store).
import type { PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { ReportRow, ReportsData } from "../../lib/fulfillment_accounting/page_data.ts";
import { meetsTarget, METRICS } from "../../lib/fulfillment_accounting/metrics.ts";
import { PageHeader } from "../PageHeader.tsx";
import { DataTable } from "../DataTable.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { EnvSwitch, metricText, WeeksSelect } from "./shared.tsx";
import { QueryNotice } from "../QueryNotice.tsx";
import { numeric, sortable } from "../fulfillment/columns.tsx";

/** Every store's scorecard (its CSV and Excel file: raw figures). */
export const SCORECARDS: TableSpec<ReportRow> = { id: "scorecards", columns: reportColumns };

export function reportColumns(t: TFunction, locale: Locale): Column<ReportRow>[] {
  return [
    sortable("store", t("fulfillment_accounting.store"), (r) => r.store, {
      cell: (r) => r.store === null ? <em>{r.name}</em> : `${r.store} · ${r.name}`,
    }),
    ...METRICS.map((m) =>
      numeric<ReportRow>(
        m,
        t(`fulfillment_accounting.metrics.${m}`),
        (r) =>
          r.card[m] === null
            ? null
            : m.startsWith("acceptance") || m === "volume"
            ? r.card[m]
            : Math.round(r.card[m]! * 10_000) / 10_000,
        {
          cell: (r) => {
            const meets = meetsTarget(m, r.card[m]);
            return (
              <span class={meets === false ? "warn" : undefined} data-meets={String(meets)}>
                {metricText(m, r.card[m], t, locale)}
              </span>
            );
          },
        },
      )
    ),
  ];
}

export function Reports({ data, state, params, url }: PageProps<ReportsData, PortalState>) {
  const { t, locale } = state;
  const { env } = data;
  const xlsx = new URLSearchParams({ weeks: String(data.weeks), format: "xlsx" });
  if (env === "sandbox") xlsx.set("env", "sandbox");
  return (
    <>
      <PageHeader
        title={pageTitle("fa_reports", t, params)}
        crumbs={crumbsFor("fa_reports", t, params)}
        appName={t("common.app_name")}
      />
      <EnvSwitch env={env} path="/fulfillment/admin/reports" t={t} />
      <p class="lead">{t("fulfillment_accounting.reports_intro")}</p>
      <form method="get" class="inline">
        {env === "sandbox" && <input type="hidden" name="env" value="sandbox" />}
        <WeeksSelect value={data.weeks} t={t} />{" "}
        <button type="submit">{t("fulfillment_accounting.show")}</button>
      </form>
      <QueryNotice
        problems={data.problems}
        t={t}
        labels={{
          weeks: t("fulfillment_accounting.weeks"),
          metric: t("fulfillment_accounting.trend_metric"),
        }}
      />
      <DataTable
        {...tableProps(SCORECARDS, t, locale)}
        rows={data.rows}
        url={url}
        empty={t("fulfillment_accounting.no_orders")}
        rowAttrs={(r) => ({ "data-store": String(r.store) })}
      />
      <h2>{t("fulfillment_accounting.group_median")}</h2>
      <dl class="kpis" data-group-median>
        {METRICS.map((m) => (
          <div class="card" key={m}>
            <dt>{t(`fulfillment_accounting.metrics.${m}`)}</dt>
            <dd>
              <strong>{metricText(m, data.median.card[m], t, locale)}</strong>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={`?${xlsx}`} data-xlsx>{t("fulfillment_accounting.download_xlsx")}</a>
      </p>
      <p class="hint">{t("fulfillment_accounting.definitions")}</p>
    </>
  );
}
