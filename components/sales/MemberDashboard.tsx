import type { TFunction } from "i18next";
import type { MemberDashboard as Data, Row } from "../../lib/sales/dashboards.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import { barsOf, HeadedBarChart } from "../charts/BarChart.tsx";
import { TrendChart } from "../charts/TrendChart.tsx";
import { KpiCards } from "./KpiCards.tsx";
import { PeriodForm } from "./PeriodForm.tsx";
import type { QueryProblem } from "../../lib/http/errors.ts";
import { DataTable } from "../DataTable.tsx";
import { rowTableFor } from "./row_columns.tsx";

/** The member dashboard's four tables: the page's and their CSV (`departments` translated). */
export function memberTables(
  t: TFunction,
  f: Fmt,
  data: Pick<Data, "vendors" | "topItems" | "bottomItems">,
  departments: Row[],
) {
  const withLy = { units: true, lastYear: true, change: true };
  const items = { units: true, lastYear: false, change: false };
  const table = rowTableFor(t, f);
  return [
    table(
      "departments",
      "dashboards.by_department",
      "dashboards.col.department",
      withLy,
      departments,
    ),
    table("vendors", "dashboards.by_vendor", "dashboards.col.vendor", withLy, data.vendors),
    table("top", "dashboards.top_items", "dashboards.col.item", items, data.topItems),
    // the lowest sellers first, as loaded
    table("bottom", "dashboards.bottom_items", "dashboards.col.item", items, data.bottomItems, {}),
  ];
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
  { data, t, f, url, departments }: {
    data: Omit<Data, "stores">;
    t: TFunction;
    f: Fmt;
    url: URL;
    /** The department rows, labelled in the page's language. */
    departments: Row[];
  },
) {
  const tables = memberTables(t, f, data, departments);
  const table = (i: number) => <DataTable {...tables[i]} url={url} t={t} />;
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
          <HeadedBarChart
            title={t("dashboards.by_department")}
            bars={barsOf(sortedBySales(departments), (r) =>
              r.label, (r) =>
              r.sales, (v) =>
              f.money(v))}
          />
          {table(0)}
        </section>
        <section>
          <h2>{t("dashboards.by_vendor")}</h2>
          {table(1)}
        </section>
      </div>
      <div class="grid-2">
        <section>
          <h2>{t("dashboards.top_items")}</h2>
          {table(2)}
        </section>
        <section>
          <h2>{t("dashboards.bottom_items")}</h2>
          {table(3)}
        </section>
      </div>
    </>
  );
}

function sortedBySales(rows: Row[]) {
  return [...rows].sort((a, b) => b.sales - a.sales);
}
