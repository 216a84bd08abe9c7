// A store's fulfillment analytics next to the group median (no other store is named).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { Store } from "../../lib/stores/mod.ts";
import { basePath, type Env } from "../../lib/fulfillment/schema.ts";
import type { AnalyticsQuery, StoreAnalytics } from "../../lib/fulfillment_accounting/analytics.ts";
import {
  meetsTarget,
  type Metric,
  METRICS,
  TARGETS,
} from "../../lib/fulfillment_accounting/metrics.ts";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { formatPercent } from "../../lib/i18n/format.ts";
import { FulfillmentHeader, otherEnvPath } from "../fulfillment/EnvBar.tsx";
import { metricText, StoreSelect, WeeksSelect } from "./shared.tsx";
import { InlineSelect } from "../fulfillment/Controls.tsx";
import { TrendChart } from "./TrendChart.tsx";
import { QueryNotice } from "../QueryNotice.tsx";
import { sortable } from "../fulfillment/columns.tsx";

export interface AnalyticsData {
  env: Env;
  stores: Store[];
  store: number;
  query: AnalyticsQuery;
  figures: StoreAnalytics;
}

/** The store's scorecard: a row per metric. */
export const scorecardTable = (figures: StoreAnalytics): TableSpec<Metric> => ({
  id: "scorecard",
  columns: (t, locale) => scorecardColumns(t, locale, figures),
});

/** The store's figure per metric beside the group median and the target (raw values in the CSV). */
export function scorecardColumns(
  t: TFunction,
  locale: Locale,
  figures: StoreAnalytics,
): Column<Metric>[] {
  return [
    sortable(
      "metric",
      t("fulfillment_accounting.metric"),
      (m) => t(`fulfillment_accounting.metrics.${m}`),
    ),
    {
      key: "store",
      label: t("fulfillment_accounting.your_store"),
      num: true,
      value: (m) => figures.card[m],
      cell: (m) => {
        const meets = meetsTarget(m, figures.card[m]);
        return (
          <>
            {metricText(m, figures.card[m], t, locale)}{" "}
            {meets !== null && (
              <span class={meets ? "badge ok" : "badge warn"}>
                {t(meets ? "fulfillment_accounting.meets" : "fulfillment_accounting.misses")}
              </span>
            )}
          </>
        );
      },
    },
    {
      key: "median",
      label: t("fulfillment_accounting.group_median"),
      num: true,
      value: (m) => figures.median[m],
      cell: (m) => metricText(m, figures.median[m], t, locale),
    },
    {
      key: "target",
      label: t("fulfillment_accounting.target"),
      value: (m) => {
        const target = TARGETS[m];
        return target
          ? t(
            target.max !== undefined
              ? "fulfillment_accounting.below"
              : "fulfillment_accounting.above",
            { value: formatPercent(target.max ?? target.min!, locale) },
          )
          : "—";
      },
    },
  ];
}

export function StoreAnalyticsPage(
  { data, state, params, url }: PageProps<AnalyticsData, PortalState>,
) {
  const { t, locale } = state;
  const { env, figures, query } = data;
  return (
    <>
      <FulfillmentHeader
        page="ful_analytics"
        params={params}
        env={env}
        t={t}
        otherHref={otherEnvPath(env, `${basePath(env)}/analytics`)}
      />
      <p class="lead">{t("fulfillment_accounting.analytics_intro")}</p>
      <form method="get" class="inline">
        {data.stores.length > 1 && <StoreSelect stores={data.stores} selected={data.store} t={t} />}
        {" "}
        <WeeksSelect value={query.weeks} t={t} />{" "}
        <InlineSelect
          name="metric"
          label={t("fulfillment_accounting.trend_metric")}
          options={METRICS.map((m) => [m, t(`fulfillment_accounting.metrics.${m}`)])}
          value={query.metric}
        />{" "}
        <button type="submit">{t("fulfillment_accounting.show")}</button>
      </form>
      <QueryNotice
        problems={query.problems}
        t={t}
        labels={{
          weeks: t("fulfillment_accounting.weeks"),
          metric: t("fulfillment_accounting.trend_metric"),
        }}
      />
      <DataTable
        {...tableProps(scorecardTable(figures), t, locale)}
        rows={[...METRICS]}
        url={url}
        rowAttrs={(m) => ({ "data-metric": m })}
        tableAttrs={{ "data-scorecard": "" }}
      />
      <p class="hint">
        {t("fulfillment_accounting.group_note", { count: figures.storeCount })}
      </p>
      <h2>{t("fulfillment_accounting.weekly_trend")}</h2>
      <TrendChart points={figures.trend} metric={query.metric} t={t} locale={locale} url={url} />
      <p class="hint">{t("fulfillment_accounting.definitions")}</p>
    </>
  );
}
