// The weekly trend as an SVG drawn on the server: the store's line, the group median dashed and the
// target, with a table of the same figures for screen readers and for reading exact values.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { type Metric, TARGETS, type TrendPoint } from "../../lib/fulfillment_accounting/metrics.ts";
import { metricText } from "./shared.tsx";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { numeric, sortable } from "../fulfillment/columns.tsx";

const W = 640;
const H = 220;
const PAD = { left: 56, right: 36, top: 16, bottom: 36 };

const LABELS = {
  store: "fulfillment_accounting.your_store",
  group: "fulfillment_accounting.group_median",
} as const;

/** The weekly trend of one metric. */
export const trendTable = (metric: Metric): TableSpec<TrendPoint> => ({
  id: "trend",
  columns: (t, locale) => trendColumns(metric, t, locale),
});

/** The chart's figures week by week (raw values in the CSV). */
export function trendColumns(metric: Metric, t: TFunction, locale: Locale): Column<TrendPoint>[] {
  return [
    sortable("week", t("fulfillment_accounting.week_of"), (p) => p.week, {
      cell: (p) => formatDate(`${p.week}T12:00:00Z`, locale),
    }),
    ...(["store", "group"] as const).map((key) =>
      numeric<TrendPoint>(key, t(LABELS[key]), (p) => p[key], {
        cell: (p) => metricText(metric, p[key], t, locale),
      })
    ),
  ];
}

export function TrendChart(
  { points, metric, t, locale, url }: {
    points: TrendPoint[];
    metric: Metric;
    t: TFunction;
    locale: Locale;
    url: URL;
  },
) {
  const target = TARGETS[metric];
  const targetValue = target?.max ?? target?.min ?? null;
  const values = points.flatMap((p) => [p.store, p.group]).filter((v): v is number => v !== null);
  const isRate = !metric.startsWith("acceptance") && metric !== "volume";
  const top = Math.max(isRate ? 0.1 : 1, ...values, targetValue ?? 0) * 1.1;
  const x = (i: number) =>
    PAD.left + (points.length < 2 ? 0 : i * (W - PAD.left - PAD.right) / (points.length - 1));
  const y = (v: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom);
  const line = (pick: (p: TrendPoint) => number | null) =>
    points.map((p, i) => [i, pick(p)] as const).filter(([, v]) => v !== null)
      .map(([i, v]) => `${x(i).toFixed(1)},${y(v!).toFixed(1)}`).join(" ");
  const label = t(`fulfillment_accounting.metrics.${metric}`);
  return (
    <figure class="trend" data-trend={metric}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="trend-title"
        width="100%"
        style="max-width:640px"
      >
        <title id="trend-title">{t("fulfillment_accounting.trend_title", { metric: label })}</title>
        {[0, 0.5, 1].map((f) => (
          <g>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(top * f / 1.1)}
              y2={y(top * f / 1.1)}
              stroke="#ddd"
            />
            <text x={PAD.left - 6} y={y(top * f / 1.1) + 4} text-anchor="end" font-size="11">
              {metricText(metric, top * f / 1.1, t, locale)}
            </text>
          </g>
        ))}
        {targetValue !== null && (
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(targetValue)}
            y2={y(targetValue)}
            stroke="#b00"
            stroke-dasharray="2 4"
            data-target
          />
        )}
        <polyline
          points={line((p) => p.group)}
          fill="none"
          stroke="#888"
          stroke-width="2"
          stroke-dasharray="6 4"
          data-group
        />
        <polyline
          points={line((p) => p.store)}
          fill="none"
          stroke="#0b5cad"
          stroke-width="3"
          data-store
        />
        {points.map((p, i) =>
          i % 2 === (points.length - 1) % 2 && (
            <text x={x(i)} y={H - 12} text-anchor="middle" font-size="11">
              {formatDate(`${p.week}T12:00:00Z`, locale).replace(/,? \d{4}$/, "")}
            </text>
          )
        )}
      </svg>
      <figcaption>
        <span class="legend-store">{t("fulfillment_accounting.your_store")}</span> ·{" "}
        <span class="legend-group">{t("fulfillment_accounting.group_median")}</span>
        {targetValue !== null && <>{" · "}{t("fulfillment_accounting.target_line")}</>}
      </figcaption>
      <details>
        <summary>{t("fulfillment_accounting.trend_table")}</summary>
        <DataTable
          {...tableProps(trendTable(metric), t, locale)}
          rows={points}
          url={url}
        />
      </details>
    </figure>
  );
}
