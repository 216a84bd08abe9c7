// The columns of the flat item list (/marketing/items?view=items): the page and its CSV use them.
import type { TFunction } from "i18next";
import type { Column } from "../DataTable.tsx";
import { formatCurrency } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { ItemRow } from "../../lib/marketing/items.ts";
import { Percent } from "./ui.tsx";
import { itemColumns } from "./StyleColumns.tsx";

export function itemListColumns(t: TFunction, locale: Locale): Column<ItemRow>[] {
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
    {
      key: "retail",
      label: t("marketing.items.retail"),
      num: true,
      sortable: true,
      value: (r) => r.variant.retail / 100,
      cell: (r) => formatCurrency(r.variant.retail / 100, locale),
    },
    {
      key: "web_en",
      label: t("marketing.items.web_en"),
      num: true,
      sortable: true,
      value: (r) => r.web_en,
      cell: (r) => <Percent value={r.web_en} locale={locale} />,
    },
    {
      key: "web_fr",
      label: t("marketing.items.web_fr"),
      num: true,
      sortable: true,
      value: (r) => r.web_fr,
      cell: (r) => <Percent value={r.web_fr} locale={locale} />,
    },
  ];
}
