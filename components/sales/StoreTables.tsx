// Markup of the item, vendor and group dashboards.
import type { TFunction } from "i18next";
import type {
  GroupDashboard,
  ItemDashboard,
  Row,
  StoreRow,
  StoreSorting,
  VendorDashboard,
} from "../../lib/sales/dashboards.ts";
import type { Fmt } from "../../lib/sales/format.ts";
import { inLocale } from "../../lib/catalogue/model.ts";
import { BarChart } from "../charts/BarChart.tsx";
import { TrendChart } from "../charts/TrendChart.tsx";
import { type Column, SortableTable } from "./SortableTable.tsx";
import { FigureCards } from "./KpiCards.tsx";
import { QueryNotice } from "../QueryNotice.tsx";

export function ItemView(
  { data, t, f, url, locale }: {
    data: ItemDashboard;
    t: TFunction;
    f: Fmt;
    url: URL;
    locale: string;
  },
) {
  type R = ItemDashboard["stores"][number];
  const cols: Column<R>[] = [
    { key: "store", label: t("dashboards.col.store"), cell: (r) => `${r.store} · ${r.name}` },
    { key: "units", label: t("dashboards.col.units"), num: true, cell: (r) => f.count(r.units) },
    { key: "sales", label: t("dashboards.col.sales"), num: true, cell: (r) => f.money(r.sales) },
    {
      key: "received",
      label: t("dashboards.col.received"),
      num: true,
      cell: (r) => f.count(r.received),
    },
    {
      key: "on_hand",
      label: t("dashboards.col.on_hand"),
      num: true,
      cell: (r) => f.count(r.onHand),
    },
    {
      key: "st",
      label: t("dashboards.col.sell_through"),
      title: t("dashboards.figures.sell_through"),
      num: true,
      cell: (r) => f.pct(r.sellThrough),
    },
    {
      key: "wos",
      label: t("dashboards.col.weeks_of_supply"),
      num: true,
      cell: (r) => f.count(r.weeksOfSupply, 1),
    },
  ];
  return (
    <>
      <p>
        {t("dashboards.item.details", {
          description: inLocale(data.item.description, locale),
          vendor: data.item.vendor,
          gtin: data.item.gtin14,
        })}
      </p>
      <p>
        {t("dashboards.period_statement", {
          start: f.date(data.period.start),
          end: f.date(data.period.end),
        })}
      </p>
      <h2>{t("dashboards.item.by_store")}</h2>
      <SortableTable
        id="stores"
        caption={t("dashboards.item.by_store")}
        columns={cols}
        rows={data.stores}
        url={url}
      />
      <p class="hint">{t("dashboards.item.formulas")}</p>
      <h2>{t("dashboards.item.trend")}</h2>
      <TrendChart
        title={t("dashboards.item.trend")}
        lyLabel=""
        points={data.trend.map((p) => ({
          label: f.date(p.week),
          value: p.units,
          lastYear: 0,
          display: f.count(p.units),
        }))}
      />
    </>
  );
}

function storeColumns(t: TFunction, f: Fmt, stock: boolean): Column<StoreRow>[] {
  const cols: Column<StoreRow>[] = [
    {
      key: "store",
      sortable: true,
      label: t("dashboards.col.store"),
      cell: (r) => `${r.store} · ${r.name}`,
    },
    {
      key: "province",
      sortable: true,
      label: t("dashboards.col.province"),
      cell: (r) => r.province,
    },
    {
      key: "sales",
      sortable: true,
      label: t("dashboards.col.sales"),
      num: true,
      cell: (r) => f.money(r.sales),
    },
    {
      key: "units",
      sortable: true,
      label: t("dashboards.col.units"),
      num: true,
      cell: (r) => f.count(r.units),
    },
    {
      key: "ly",
      sortable: true,
      label: t("dashboards.col.last_year"),
      num: true,
      cell: (r) => f.money(r.lastYear),
    },
    {
      key: "change",
      sortable: true,
      label: t("dashboards.col.change"),
      num: true,
      cell: (r) => f.signedPct(r.change),
    },
  ];
  if (stock) {
    cols.push(
      {
        key: "on_hand",
        sortable: true,
        label: t("dashboards.col.on_hand"),
        num: true,
        cell: (r) => f.count(r.onHand),
      },
      {
        key: "st",
        sortable: true,
        label: t("dashboards.col.sell_through"),
        title: t("dashboards.figures.sell_through"),
        num: true,
        cell: (r) => f.pct(r.sellThrough),
      },
      {
        key: "wos",
        sortable: true,
        label: t("dashboards.col.weeks_of_supply"),
        num: true,
        cell: (r) => f.count(r.weeksOfSupply, 1),
      },
    );
  }
  return cols;
}

/** The store table's sorting and the values of the address it could not use. */
function StoreSortNotice({ sorting, t }: { sorting: StoreSorting; t: TFunction }) {
  return (
    <QueryNotice
      problems={sorting.problems}
      t={t}
      labels={{ sort: t("tables.params.sort"), dir: t("tables.params.dir") }}
    />
  );
}

export function VendorView(
  { data, t, f, url, sorting }: {
    data: VendorDashboard;
    t: TFunction;
    f: Fmt;
    url: URL;
    sorting: StoreSorting;
  },
) {
  return (
    <>
      <FigureCards
        t={t}
        figures={[
          {
            label: t("dashboards.kpi.sales"),
            title: t("dashboards.kpi_formula.sales"),
            value: f.money(data.total.sales),
            lastYear: {
              value: f.money(data.total.lastYear),
              change: f.signedPct(data.total.change),
            },
          },
          {
            label: t("dashboards.kpi.units"),
            title: t("dashboards.kpi_formula.units"),
            value: f.count(data.total.units),
          },
          {
            label: t("dashboards.col.on_hand"),
            title: t("dashboards.figures.on_hand"),
            value: f.count(data.total.onHand),
          },
        ]}
      />
      <h2>{t("dashboards.by_region")}</h2>
      <BarChart
        title={t("dashboards.by_region")}
        bars={data.regions.map((r) => ({
          label: t(`dashboards.regions.${r.region}`),
          value: r.sales,
          display: f.money(r.sales),
        }))}
      />
      <h2>{t("dashboards.by_store")}</h2>
      <StoreSortNotice sorting={sorting} t={t} />
      <SortableTable
        id="stores"
        caption={t("dashboards.by_store")}
        columns={storeColumns(t, f, true)}
        sort={sorting.sort ?? "sales"}
        dir={sorting.sort ? sorting.dir : "desc"}
        rows={data.stores}
        url={url}
      />
      <p class="hint">{t("dashboards.item.formulas")}</p>
    </>
  );
}

export function GroupView(
  { data, t, f, url, sorting }: {
    data: GroupDashboard;
    t: TFunction;
    f: Fmt;
    url: URL;
    sorting: StoreSorting;
  },
) {
  // drill-down keeps the period: "?dept=HOC" becomes the current query with that filter
  const drill = (href: string) => {
    const u = new URL(url);
    const [k, v] = href.slice(1).split("=");
    u.searchParams.delete("dept");
    u.searchParams.delete("vendor");
    u.searchParams.set(k, v);
    return u.pathname + u.search;
  };
  const rowCols = (label: string): Column<Row>[] => [
    {
      key: "label",
      label,
      cell: (r) => (r.href ? <a href={drill(r.href)}>{r.label}</a> : r.label),
    },
    { key: "sales", label: t("dashboards.col.sales"), num: true, cell: (r) => f.money(r.sales) },
    { key: "margin", label: t("dashboards.col.margin"), num: true, cell: (r) => f.pct(r.margin) },
    {
      key: "change",
      label: t("dashboards.col.change"),
      num: true,
      cell: (r) => f.signedPct(r.change),
    },
  ];
  const cols: Column<GroupDashboard["stores"][number]>[] = [
    { key: "rank", label: t("dashboards.col.rank"), num: true, cell: (r) => r.rank },
    ...storeColumns(t, f, false) as Column<GroupDashboard["stores"][number]>[],
    { key: "margin", label: t("dashboards.col.margin"), num: true, cell: (r) => f.pct(r.margin) },
  ];
  return (
    <>
      <FigureCards
        t={t}
        figures={[
          {
            label: t("dashboards.group.total"),
            title: t("dashboards.kpi_formula.sales"),
            value: f.money(data.total.sales),
            lastYear: {
              value: f.money(data.total.lastYear),
              change: f.signedPct(data.total.change),
            },
          },
          {
            label: t("dashboards.kpi.units"),
            title: t("dashboards.kpi_formula.units"),
            value: f.count(data.total.units),
          },
          {
            label: t("dashboards.kpi.margin"),
            title: t("dashboards.kpi_formula.margin"),
            value: f.pct(data.total.margin),
          },
        ]}
      />
      <h2>{t("dashboards.group.ranking")}</h2>
      <StoreSortNotice sorting={sorting} t={t} />
      <SortableTable
        id="stores"
        caption={t("dashboards.group.ranking")}
        columns={cols}
        sort={sorting.sort ?? "sales"}
        dir={sorting.sort ? sorting.dir : "desc"}
        rows={data.stores}
        url={url}
      />
      <div class="grid-2">
        <section>
          <h2>{t("dashboards.by_region")}</h2>
          <BarChart
            title={t("dashboards.by_region")}
            bars={data.regions.map((r) => ({
              label: t(`dashboards.regions.${r.key}`),
              value: r.sales,
              display: `${f.money(r.sales)} (${f.signedPct(r.change)})`,
            }))}
          />
          <h2>{t("dashboards.by_province")}</h2>
          <BarChart
            title={t("dashboards.by_province")}
            bars={data.provinces.map((p) => ({
              label: p.key,
              value: p.sales,
              display: f.money(p.sales),
            }))}
          />
        </section>
        <section>
          <h2>{t("dashboards.by_department")}</h2>
          <SortableTable
            id="departments"
            caption={t("dashboards.by_department")}
            columns={rowCols(t("dashboards.col.department"))}
            rows={data.departments}
            url={url}
          />
        </section>
      </div>
      <h2>{t("dashboards.by_vendor")}</h2>
      <SortableTable
        id="vendors"
        caption={t("dashboards.by_vendor")}
        columns={rowCols(t("dashboards.col.vendor"))}
        rows={data.vendors}
        url={url}
      />
    </>
  );
}
