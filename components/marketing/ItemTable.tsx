// The columns of the flat item list (/marketing/items?view=items): the page and its CSV use them.
import type { TFunction } from "i18next";
import type { Column, TableSpec } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { ItemRow } from "../../lib/marketing/items.ts";
import { itemColumns, retailColumn, webColumns } from "./StyleColumns.tsx";

/** The flat item list (?view=items); its CSV gives every matching item. */
export const ITEMS: TableSpec<ItemRow> = { id: "items", columns: itemListColumns };

function itemListColumns(t: TFunction, locale: Locale): Column<ItemRow>[] {
  return [
    ...itemColumns<ItemRow>(t, locale, (r) => r.variant),
    {
      key: "vendor",
      label: t("marketing.items.vendor"),
      sortable: true,
      value: (r) => r.variant.vendor,
      cell: (r) => <a href={`/marketing/vendors/${r.variant.vendor}`}>{r.variant.vendor}</a>,
    },
    {
      key: "department",
      label: t("marketing.items.department"),
      value: (r) => r.variant.department,
    },
    {
      key: "season",
      label: t("marketing.items.season"),
      sortable: true,
      value: (r) => r.variant.season,
    },
    {
      key: "status",
      label: t("marketing.items.status"),
      value: (r) => t(`marketing.status.${r.variant.status}`),
    },
    retailColumn<ItemRow>(t, locale, (r) => r.variant.retail),
    ...webColumns<ItemRow>(t, locale),
  ];
}
