// Markup of the item, vendor and group dashboards.
import type { TFunction } from "i18next";
import type {
  GroupDashboard,
  ItemDashboard,
  Row,
  StoreRow,
  VendorDashboard,
} from "../../lib/sales/dashboards.ts";
import { type Fmt, fmtFor } from "../../lib/sales/format.ts";
import { sortable, type TableSpec } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { inLocale } from "../../lib/catalogue/model.ts";
import { barsOf, HeadedBarChart } from "../charts/BarChart.tsx";
import { TrendChart } from "../charts/TrendChart.tsx";
import { type Column, DataTable } from "../DataTable.tsx";
import { BY_SALES, cents, num, rowTableFor } from "./row_columns.tsx";
import { FigureCards } from "./KpiCards.tsx";

type ItemRow = ItemDashboard["stores"][number];

type Stock = { onHand: number | null; sellThrough: number | null; weeksOfSupply: number | null };

/** On hand, sell-through and weeks of supply: the stock columns of the store tables. */
function stockColumns<R extends Stock>(t: TFunction, f: Fmt): Column<R>[] {
  return [
    num("on_hand", t("dashboards.col.on_hand"), (r) => r.onHand, (v) => f.count(v)),
    {
      ...num("st", t("dashboards.col.sell_through"), (r) => r.sellThrough, (v) => f.pct(v)),
      title: t("dashboards.figures.sell_through"),
      decimals: 3,
    },
    {
      ...num(
        "wos",
        t("dashboards.col.weeks_of_supply"),
        (r) => r.weeksOfSupply,
        (v) => f.count(v, 1),
      ),
      decimals: 1,
    },
  ];
}

/** A dashboard's store table (page and CSV), by sales: the columns in the page's language. */
function storesSpec<R>(columns: (t: TFunction, f: Fmt) => Column<R>[]): TableSpec<R> {
  return {
    id: "stores",
    columns: (t: TFunction, locale: Locale) => columns(t, fmtFor(locale)),
    defaults: BY_SALES,
  };
}

/** A row's sales, the value its bar stands for. */
const sales = (row: { sales: number }) => row.sales;

/** The store, sorted by its number, shown (and written to the CSV) with its name. */
function storeColumn<R extends { store: number; name: string }>(t: TFunction): Column<R> {
  const named = (r: R) => `${r.store} · ${r.name}`;
  return sortable("store", t("dashboards.col.store"), (r) => r.store, { cell: named, csv: named });
}

/** The item dashboard's store table (also its CSV). */
export function itemStoreColumns(t: TFunction, f: Fmt): Column<ItemRow>[] {
  return [
    storeColumn<ItemRow>(t),
    num("units", t("dashboards.col.units"), (r) => r.units, (v) => f.count(v)),
    num("sales", t("dashboards.col.sales"), (r) => r.sales, (v) => f.money(v), cents),
    num("received", t("dashboards.col.received"), (r) => r.received, (v) => f.count(v)),
    ...stockColumns<ItemRow>(t, f),
  ];
}

export function ItemView(
  { data, t, f, url, locale }: {
    data: ItemDashboard;
    t: TFunction;
    f: Fmt;
    url: URL;
    locale: string;
  },
) {
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
      <StoresTable
        title={t("dashboards.item.by_store")}
        columns={itemStoreColumns(t, f)}
        rows={data.stores}
        url={url}
        t={t}
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

function storeColumns<R extends StoreRow>(t: TFunction, f: Fmt, stock: boolean): Column<R>[] {
  const cols: Column<R>[] = [
    storeColumn<R>(t),
    sortable("province", t("dashboards.col.province"), (r) => r.province),
    num("sales", t("dashboards.col.sales"), (r) => r.sales, (v) => f.money(v), cents),
    num("units", t("dashboards.col.units"), (r) => r.units, (v) => f.count(v)),
    num("ly", t("dashboards.col.last_year"), (r) => r.lastYear, (v) => f.money(v), cents),
    {
      ...num("change", t("dashboards.col.change"), (r) => r.change, (v) => f.signedPct(v)),
      decimals: 3,
    },
  ];
  if (stock) {
    cols.push(...stockColumns<R>(t, f));
  }
  return cols;
}

/** The vendor dashboard's store table (also its CSV). */
export function vendorStoreColumns(t: TFunction, f: Fmt): Column<StoreRow>[] {
  return storeColumns(t, f, true);
}

type GroupStore = GroupDashboard["stores"][number];

/** The group dashboard's store ranking (also its CSV). */
export function groupStoreColumns(t: TFunction, f: Fmt): Column<GroupStore>[] {
  return [
    num("rank", t("dashboards.col.rank"), (r) => r.rank, (v) => String(v)),
    ...storeColumns<GroupStore>(t, f, false),
    {
      ...num("margin", t("dashboards.col.margin"), (r) => r.margin, (v) => f.pct(v)),
      decimals: 3,
    },
  ];
}

/** The vendor and group dashboards' totals: sales (with last year), units, and a third figure. */
function TotalFigures(
  { t, f, total, salesLabel, third }: {
    t: TFunction;
    f: Fmt;
    total: { sales: number; lastYear: number; change: number | null; units: number };
    salesLabel: string;
    third: { label: string; title: string; value: string };
  },
) {
  return (
    <FigureCards
      t={t}
      figures={[
        {
          label: salesLabel,
          title: t("dashboards.kpi_formula.sales"),
          value: f.money(total.sales),
          lastYear: { value: f.money(total.lastYear), change: f.signedPct(total.change) },
        },
        {
          label: t("dashboards.kpi.units"),
          title: t("dashboards.kpi_formula.units"),
          value: f.count(total.units),
        },
        third,
      ]}
    />
  );
}

/** A dashboard's stores under their heading, the biggest sales first. */
function StoresTable<R>(
  { title, columns, rows, url, t }: {
    title: string;
    columns: Column<R>[];
    rows: R[];
    url: URL;
    t: TFunction;
  },
) {
  return (
    <>
      <h2>{title}</h2>
      <DataTable
        id="stores"
        caption={title}
        columns={columns}
        rows={rows}
        url={url}
        t={t}
        defaults={BY_SALES}
      />
    </>
  );
}

export function VendorView(
  { data, t, f, url }: { data: VendorDashboard; t: TFunction; f: Fmt; url: URL },
) {
  return (
    <>
      <TotalFigures
        t={t}
        f={f}
        total={data.total}
        salesLabel={t("dashboards.kpi.sales")}
        third={{
          label: t("dashboards.col.on_hand"),
          title: t("dashboards.figures.on_hand"),
          value: f.count(data.total.onHand),
        }}
      />
      <HeadedBarChart
        title={t("dashboards.by_region")}
        bars={barsOf(
          data.regions,
          (r) => t(`dashboards.regions.${r.region}`),
          sales,
          (v) => f.money(v),
        )}
      />
      <StoresTable
        title={t("dashboards.by_store")}
        columns={vendorStoreColumns(t, f)}
        rows={data.stores}
        url={url}
        t={t}
      />
      <p class="hint">{t("dashboards.item.formulas")}</p>
    </>
  );
}

/** The group dashboard's department and vendor tables (page and CSV); drill links keep the query. */
export function groupRowTables(
  t: TFunction,
  f: Fmt,
  url: URL,
  data: Pick<GroupDashboard, "departments" | "vendors">,
) {
  // drill-down keeps the period: "?dept=HOC" becomes the current query with that filter
  const drill = (href: string) => {
    const u = new URL(url);
    const [k, v] = href.slice(1).split("=");
    for (const name of ["dept", "vendor", "table", "sort", "dir", "page"]) {
      u.searchParams.delete(name);
    }
    u.searchParams.set(k, v);
    return u.pathname + u.search;
  };
  const show = {
    href: (r: Row) => r.href && drill(r.href),
    units: false,
    lastYear: false,
    change: true,
  };
  const table = rowTableFor(t, f);
  return [
    table(
      "departments",
      "dashboards.by_department",
      "dashboards.col.department",
      show,
      data.departments,
    ),
    table("vendors", "dashboards.by_vendor", "dashboards.col.vendor", show, data.vendors),
  ];
}

export function GroupView(
  { data, t, f, url }: { data: GroupDashboard; t: TFunction; f: Fmt; url: URL },
) {
  const [departments, vendors] = groupRowTables(t, f, url, data);
  return (
    <>
      <TotalFigures
        t={t}
        f={f}
        total={data.total}
        salesLabel={t("dashboards.group.total")}
        third={{
          label: t("dashboards.kpi.margin"),
          title: t("dashboards.kpi_formula.margin"),
          value: f.pct(data.total.margin),
        }}
      />
      <StoresTable
        title={t("dashboards.group.ranking")}
        columns={groupStoreColumns(t, f)}
        rows={data.stores}
        url={url}
        t={t}
      />
      <div class="grid-2">
        <section>
          <HeadedBarChart
            title={t("dashboards.by_region")}
            bars={barsOf(
              data.regions,
              (r) => t(`dashboards.regions.${r.key}`),
              sales,
              (v, r) => `${f.money(v)} (${f.signedPct(r.change)})`,
            )}
          />
          <HeadedBarChart
            title={t("dashboards.by_province")}
            bars={barsOf(data.provinces, (p) => p.key, sales, (v) => f.money(v))}
          />
        </section>
        <section>
          <h2>{t("dashboards.by_department")}</h2>
          <DataTable {...departments} url={url} t={t} />
        </section>
      </div>
      <h2>{t("dashboards.by_vendor")}</h2>
      <DataTable {...vendors} url={url} t={t} />
    </>
  );
}

export const ITEM_STORES = storesSpec(itemStoreColumns);
export const VENDOR_STORES = storesSpec(vendorStoreColumns);
export const GROUP_STORES = storesSpec(groupStoreColumns);
