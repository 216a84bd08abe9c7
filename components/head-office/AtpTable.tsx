// The available-to-promise tables (stock check: one item by store; omnichannel stock: one store's
// items) and the formula they use. Their columns also give their CSVs.
import type { TFunction } from "i18next";
import type { AtpRow } from "../../lib/head_office/atp.ts";
import type { ItemAtpRow, StoreAtpRow } from "../../lib/head_office/atp_page.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { countColumns } from "../../lib/head_office/columns.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { DataTable } from "../DataTable.tsx";

export function AtpFormula({ t }: { t: TFunction }) {
  return (
    <p class="ho-formula" data-formula>
      {t("head_office.atp.formula")}
    </p>
  );
}

/** The ATP figures after the columns that say what a row is (the item, or the store). */
function withFigures<R extends AtpRow>(t: TFunction, first: Column<R>[]): Column<R>[] {
  const figures = ["on_hand", "reserved", "safety", "open_web", "atp"] as const;
  return [...first, ...countColumns<AtpRow>(t, "head_office.atp", figures)];
}

/** The stock check: one item in each store. */
export const STOCK: TableSpec<StoreAtpRow> = {
  id: "stock",
  columns: (t) =>
    withFigures(t, [
      {
        key: "store",
        label: t("head_office.store.store_number"),
        num: true,
        sortable: true,
        value: (r) => r.store,
      },
      { key: "name", label: t("head_office.store.name"), sortable: true, value: (r) => r.name },
      { key: "city", label: t("head_office.store.city"), sortable: true, value: (r) => r.city },
    ]),
};

/** Omnichannel stock: one store's items. */
export const ITEM_ATP: TableSpec<ItemAtpRow> = {
  id: "atp",
  columns: (t) =>
    withFigures(t, [
      { key: "item", label: t("head_office.item"), sortable: true, value: (r) => r.item_number },
      { key: "description", label: t("head_office.description"), value: (r) => r.description },
    ]),
};

export function AtpTable<R extends AtpRow>(
  { t, locale, spec, rows, url, pageSize }: {
    t: TFunction;
    locale: Locale;
    spec: TableSpec<R>;
    rows: R[];
    url: URL;
    pageSize?: number;
  },
) {
  return (
    <DataTable
      {...tableProps(spec, t, locale)}
      rows={rows}
      url={url}
      pageSize={pageSize}
      rowAttrs={(r) => ({
        "data-atp-row": `${r.store}|${r.item_number}`,
        "data-atp": String(r.atp),
      })}
    />
  );
}
