import type { TFunction } from "i18next";
import type { MemberDashboard as Data, Row } from "../../lib/sales/dashboards.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import { BarChart } from "../charts/BarChart.tsx";
import { TrendChart } from "../charts/TrendChart.tsx";
import { KpiCards } from "./KpiCards.tsx";
import { PeriodForm } from "./PeriodForm.tsx";
import type { QueryProblem } from "../../lib/http/errors.ts";
import { type Column, SortableTable } from "./SortableTable.tsx";

function rowColumns(t: TFunction, f: Fmt, labelKey: string, withLy: boolean): Column<Row>[] {
  const cols: Column<Row>[] = [
    {
      key: "label",
      label: t(labelKey),
      sortable: true,
      cell: (r) => (r.href ? <a href={r.href}>{r.label}</a> : r.label),
    },
    {
      key: "sales",
      label: t("dashboards.col.sales"),
      num: true,
      sortable: true,
      cell: (r) => f.money(r.sales),
    },
    {
      key: "units",
      label: t("dashboards.col.units"),
      num: true,
      sortable: true,
      cell: (r) => f.count(r.units),
    },
    {
      key: "margin",
      label: t("dashboards.col.margin"),
      num: true,
      sortable: true,
      cell: (r) => f.pct(r.margin),
    },
  ];
  if (withLy) {
    cols.push(
      {
        key: "ly",
        label: t("dashboards.col.last_year"),
        num: true,
        cell: (r) => f.money(r.lastYear),
      },
      {
        key: "change",
        label: t("dashboards.col.change"),
        num: true,
        sortable: true,
        cell: (r) => f.signedPct(r.change),
      },
    );
  }
  return cols;
}

/** The page's store and period picker, around the figures' markup (lib/sales/markup_cache.ts). */
export function MemberDashboard(
  { data, t, f, figures, problems }: {
    data: Data;
    t: TFunction;
    f: Fmt;
    figures: string;
    /** ?start=&end= values that could not be used. */
    problems: QueryProblem[];
  },
) {
  return (
    <div class="sales-dashboard">
      <PeriodForm
        action="/dashboards/member-dashboard"
        period={data.period}
        lastYear={data.lastYear}
        stores={data.stores}
        store={data.store}
        problems={problems}
        t={t}
        f={f}
      />
      <div class="sales-figures" dangerouslySetInnerHTML={{ __html: figures }} />
    </div>
  );
}

/** KPI cards, trend, charts and tables of one store's figures: the same for every user. */
export function MemberFigures(
  { data, t, f, url, sorted }: {
    data: Omit<Data, "stores">;
    t: TFunction;
    f: Fmt;
    url: URL;
    sorted: { departments: Row[]; vendors: Row[] };
  },
) {
  return (
    <>
      <h2>{t("dashboards.kpis_title")}</h2>
      <p class="hint">
        {t("dashboards.peers_note", {
          size: t(`dashboards.size.${data.cohort.size}`),
          n: data.cohort.n,
        })}
      </p>
      <KpiCards kpis={data.kpis} t={t} f={f} />
      <h2>{t("dashboards.trend_title")}</h2>
      <TrendChart
        title={t("dashboards.trend_title")}
        lyLabel={t("dashboards.trend_ly")}
        points={data.trend.map((p) => ({
          label: f.date(p.week),
          value: p.sales,
          lastYear: p.lastYear,
          display: f.money(p.sales),
        }))}
      />
      <div class="grid-2">
        <section>
          <h2>{t("dashboards.by_department")}</h2>
          <BarChart
            title={t("dashboards.by_department")}
            bars={sortedBySales(sorted.departments).map((r) => ({
              label: r.label,
              value: r.sales,
              display: f.money(r.sales),
            }))}
          />
          <SortableTable
            id="departments"
            caption={t("dashboards.by_department")}
            columns={rowColumns(t, f, "dashboards.col.department", true)}
            rows={sorted.departments}
            url={url}
          />
        </section>
        <section>
          <h2>{t("dashboards.by_vendor")}</h2>
          <SortableTable
            id="vendors"
            caption={t("dashboards.by_vendor")}
            columns={rowColumns(t, f, "dashboards.col.vendor", true)}
            rows={sorted.vendors}
            url={url}
          />
        </section>
      </div>
      <div class="grid-2">
        <section>
          <h2>{t("dashboards.top_items")}</h2>
          <SortableTable
            id="top"
            caption={t("dashboards.top_items")}
            columns={rowColumns(t, f, "dashboards.col.item", false)}
            rows={data.topItems}
            url={url}
          />
        </section>
        <section>
          <h2>{t("dashboards.bottom_items")}</h2>
          <SortableTable
            id="bottom"
            caption={t("dashboards.bottom_items")}
            columns={rowColumns(t, f, "dashboards.col.item", false)}
            rows={data.bottomItems}
            url={url}
          />
        </section>
      </div>
    </>
  );
}

function sortedBySales(rows: Row[]) {
  return [...rows].sort((a, b) => b.sales - a.sales);
}
