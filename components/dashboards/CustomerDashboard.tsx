// The customer dashboard (lib/sales/dashboards.ts customerDashboard): period form, figures, spend by
// segment, and the top customers in a DataTable (sortable, CSV; an anonymised customer keeps the
// rank they had by spend).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, sortable, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { CustomerDashboard } from "../../lib/sales/dashboards.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { barsOf, HeadedBarChart } from "../charts/BarChart.tsx";
import { PeriodForm } from "../sales/PeriodForm.tsx";
import type { QueryProblem } from "../../lib/http/errors.ts";
import { FigureCards } from "../sales/KpiCards.tsx";
import { SalesPageHeader } from "../sales/SalesPageHeader.tsx";
import { DataTable } from "../DataTable.tsx";

type TopCustomer = CustomerDashboard["top"][number] & { rank: number };

export function rankedCustomers(data: CustomerDashboard): TopCustomer[] {
  return data.top.map((c, i) => ({ ...c, rank: i + 1 }));
}

export function topCustomerColumns(t: TFunction, locale: Locale): Column<TopCustomer>[] {
  const f = fmtFor(locale);
  return [
    sortable(
      "name",
      t("dashboards.customers.name"),
      (c) => c.name ?? t("dashboards.customers.anonymous", { rank: c.rank }),
    ),
    sortable(
      "segment",
      t("dashboards.customers.segment"),
      (c) => t(`dashboards.customers.segments.${c.segment}`),
    ),
    {
      key: "visits",
      label: t("dashboards.customers.visits"),
      num: true,
      sortable: true,
      value: (c) => c.visits,
      cell: (c) => f.count(c.visits),
    },
    {
      key: "spend",
      label: t("dashboards.customers.spend"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (c) => c.spend / 100,
      cell: (c) => f.money(c.spend, 2),
    },
  ];
}

/** The store's top customers, in rank order (page and CSV). */
export const TOP_CUSTOMERS: TableSpec<TopCustomer> = {
  id: "top-customers",
  columns: topCustomerColumns,
};

export function CustomerDashboardPage(
  { data, t, locale, url, problems }: {
    data: CustomerDashboard;
    t: TFunction;
    locale: Locale;
    url: URL;
    /** ?start=&end= values that could not be used. */
    problems: QueryProblem[];
  },
) {
  const f = fmtFor(locale);
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("dashboards.customers.title")}
      />
      <PeriodForm
        action="/dashboards/customer-dashboard"
        period={data.months}
        stores={data.stores}
        store={data.store}
        problems={problems}
        t={t}
        f={f}
      />
      <p class="hint">{t("dashboards.customers.months_note")}</p>
      <FigureCards
        t={t}
        figures={[
          {
            label: t("dashboards.customers.customers"),
            title: t("dashboards.figures.customers"),
            value: f.count(data.customers),
          },
          {
            label: t("dashboards.customers.new"),
            title: t("dashboards.figures.customers_new"),
            value: f.count(data.newCustomers),
          },
          {
            label: t("dashboards.customers.returning"),
            title: t("dashboards.figures.customers_existing"),
            value: f.count(data.returning),
          },
          {
            label: t("dashboards.customers.repeat_rate"),
            title: t("dashboards.figures.repeat_rate"),
            value: f.pct(data.repeatRate),
          },
          {
            label: t("dashboards.customers.spend_per_visit"),
            title: t("dashboards.figures.spend_per_visit"),
            value: f.money(data.averageBasket, 2),
          },
        ]}
      />
      <HeadedBarChart
        title={t("dashboards.customers.by_segment")}
        bars={barsOf(
          data.segments,
          (s) => t(`dashboards.customers.segments.${s.segment}`),
          (s) => s.spend,
          (v) => f.money(v),
        )}
      />
      <h2>{t("dashboards.customers.top")}</h2>
      {data.top.some((c) => c.name === null) && (
        <p class="hint">{t("dashboards.customers.anonymised")}</p>
      )}
      <DataTable {...tableProps(TOP_CUSTOMERS, t, locale)} url={url} rows={rankedCustomers(data)} />
    </>
  );
}
