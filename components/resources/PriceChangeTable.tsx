// The table of scheduled price changes, through the shared DataTable: sortable, paged (the list
// runs to hundreds of rows), and the same rows as CSV (the route answers it with csvResponseFor).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { PriceChange } from "../../lib/resources/prices.ts";
import type { UpcomingPage } from "../../lib/resources/upcoming_page.ts";
import { formatCurrency, formatDate, fromToronto } from "../../lib/i18n/format.ts";
import type { CellValue, Column } from "../../lib/forms/table.ts";
import { sortable } from "./columns.ts";
import { DataTable } from "../DataTable.tsx";

export const PRICE_CHANGES_TABLE = "price-changes";
/** Rows a page: every row is nine cells, and 50 of them were most of the page's cost (issue 33). */
export const PRICE_CHANGES_PAGE_SIZE = 25;

/** The columns, with the items' descriptions and the vendors' names of the page's data. */
export function priceChangeColumns(
  t: TFunction,
  locale: Locale,
  { descriptions, vendors: list }: Pick<UpcomingPage, "descriptions" | "vendors">,
): Column<PriceChange>[] {
  const vendors = Object.fromEntries(list.map((v) => [v.id, v.name]));
  const d = (s: string) => formatDate(fromToronto(s), locale);
  // A sortable column labelled resources.prices.<label>.
  const sorted = (
    key: string,
    value: (c: PriceChange) => CellValue,
    more: Partial<Column<PriceChange>> = {},
    label = key,
  ) => sortable(key, t(`resources.prices.${label}`), value, more);
  // Dollars: the currency on the page, the figure with two decimals in the CSV.
  const money = (key: string, label: string, cents: (c: PriceChange) => number) =>
    sorted(key, (c) => cents(c) / 100, {
      num: true,
      decimals: 2,
      cell: (c) => formatCurrency(cents(c) / 100, locale),
    }, label);
  return [
    sorted("starts", (c) => c.starts_on, { cell: (c) => d(c.starts_on) }),
    sorted("ends", (c) => c.ends_on ?? "", { cell: (c) => (c.ends_on ? d(c.ends_on) : "—") }),
    sorted("item", (c) => `${c.item_number} · ${descriptions[c.item_number] ?? ""}`),
    sorted("vendor", (c) => vendors[c.vendor] ?? c.vendor),
    sorted("department", (c) => c.department),
    sorted("kind", (c) => t(`resources.prices.kinds.${c.kind}`)),
    money("regular", "regular", (c) => c.regular_cents),
    money("price", "new_price", (c) => c.price_cents),
    {
      key: "stores",
      label: t("resources.prices.stores"),
      value: (c) => (c.stores.length ? c.stores.join(", ") : t("resources.prices.all_stores")),
    },
  ];
}

export function PriceChangeTable(
  { t, locale, url, data }: { t: TFunction; locale: Locale; url: URL; data: UpcomingPage },
) {
  return (
    <DataTable
      id={PRICE_CHANGES_TABLE}
      columns={priceChangeColumns(t, locale, data)}
      rows={data.changes}
      pageSize={PRICE_CHANGES_PAGE_SIZE}
      url={url}
      t={t}
      empty={t("resources.prices.none")}
      rowAttrs={(c) => ({ "data-item": c.item_number })}
      tableAttrs={{ "data-price-changes": "" }}
    />
  );
}
