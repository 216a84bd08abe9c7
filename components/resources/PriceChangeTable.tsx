// The table of scheduled price changes: a DataTable (sortable, paged). No CSV link here: the
// page's loader is being reworked for speed (issue 33), and a CSV needs it to answer.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { PriceChange } from "../../lib/resources/prices.ts";
import type { Column } from "../../lib/forms/table.ts";
import { formatCurrency, formatDate, fromToronto } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";

function priceColumns(
  t: TFunction,
  locale: Locale,
  descriptions: Record<string, string>,
  vendors: Record<string, string>,
): Column<PriceChange>[] {
  const d = (s: string) => formatDate(fromToronto(s), locale);
  const money = (key: "regular_cents" | "price_cents", label: string): Column<PriceChange> => ({
    key,
    label,
    num: true,
    sortable: true,
    decimals: 2,
    value: (c) => c[key] / 100,
    cell: (c) => formatCurrency(c[key] / 100, locale),
  });
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
      value: (c) => c.ends_on,
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
    money("regular_cents", t("resources.prices.regular")),
    money("price_cents", t("resources.prices.new_price")),
    {
      key: "stores",
      label: t("resources.prices.stores"),
      value: (c) => (c.stores.length ? c.stores.join(", ") : t("resources.prices.all_stores")),
    },
  ];
}

export function PriceChangeTable(
  { t, locale, changes, descriptions, vendors, url }: {
    t: TFunction;
    locale: Locale;
    changes: PriceChange[];
    descriptions: Record<string, string>;
    vendors: Record<string, string>;
    url: URL;
  },
) {
  if (changes.length === 0) return <p data-no-changes>{t("resources.prices.none")}</p>;
  return (
    <DataTable
      id="price-changes"
      t={t}
      url={url}
      columns={priceColumns(t, locale, descriptions, vendors)}
      rows={changes}
      csv={false}
      tableAttrs={{ "data-price-changes": "" }}
      rowAttrs={(c) => ({ "data-item": c.item_number })}
    />
  );
}
