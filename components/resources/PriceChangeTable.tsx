// The table of scheduled price changes, through the shared DataTable: sortable, paged (the list
// runs to hundreds of rows), and the same rows as CSV (the route answers it with csvResponseFor).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { PriceChange } from "../../lib/resources/prices.ts";
import { formatCurrency, formatDate, fromToronto } from "../../lib/i18n/format.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";

export const PRICE_CHANGES_TABLE = "price-changes";
/** Rows a page: every row is nine cells, and 50 of them were most of the page's cost (issue 33). */
export const PRICE_CHANGES_PAGE_SIZE = 25;

export function priceChangeColumns(
  t: TFunction,
  locale: Locale,
  descriptions: Record<string, string>,
  vendors: Record<string, string>,
): Column<PriceChange>[] {
  const d = (s: string) => formatDate(fromToronto(s), locale);
  return [
    {
      key: "starts",
      label: t("resources.prices.starts"),
      sortable: true,
      value: (c) => c.starts_on,
      cell: (c) => d(c.starts_on),
    },
    {
      key: "ends",
      label: t("resources.prices.ends"),
      sortable: true,
      value: (c) => c.ends_on ?? "",
      cell: (c) => (c.ends_on ? d(c.ends_on) : "—"),
    },
    {
      key: "item",
      label: t("resources.prices.item"),
      sortable: true,
      value: (c) => `${c.item_number} · ${descriptions[c.item_number] ?? ""}`,
    },
    {
      key: "vendor",
      label: t("resources.prices.vendor"),
      sortable: true,
      value: (c) => vendors[c.vendor] ?? c.vendor,
    },
    {
      key: "department",
      label: t("resources.prices.department"),
      sortable: true,
      value: (c) => c.department,
    },
    {
      key: "kind",
      label: t("resources.prices.kind"),
      sortable: true,
      value: (c) => t(`resources.prices.kinds.${c.kind}`),
    },
    {
      key: "regular",
      label: t("resources.prices.regular"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (c) => c.regular_cents / 100,
      cell: (c) => formatCurrency(c.regular_cents / 100, locale),
    },
    {
      key: "price",
      label: t("resources.prices.new_price"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (c) => c.price_cents / 100,
      cell: (c) => formatCurrency(c.price_cents / 100, locale),
    },
    {
      key: "stores",
      label: t("resources.prices.stores"),
      value: (c) => (c.stores.length ? c.stores.join(", ") : t("resources.prices.all_stores")),
    },
  ];
}

export function PriceChangeTable(
  { t, locale, url, changes, descriptions, vendors }: {
    t: TFunction;
    locale: Locale;
    url: URL;
    changes: PriceChange[];
    descriptions: Record<string, string>;
    vendors: Record<string, string>;
  },
) {
  return (
    <DataTable
      id={PRICE_CHANGES_TABLE}
      columns={priceChangeColumns(t, locale, descriptions, vendors)}
      rows={changes}
      pageSize={PRICE_CHANGES_PAGE_SIZE}
      url={url}
      t={t}
      empty={t("resources.prices.none")}
      rowAttrs={(c) => ({ "data-item": c.item_number })}
      tableAttrs={{ "data-price-changes": "" }}
    />
  );
}
