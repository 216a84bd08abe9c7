// Columns that several marketing lists share (master items, a vendor's styles, an assortment,
// the item list, the items on sale): the style's id linked to its master item and its name in the
// page's language, the item linked to its editor and its description, and a completeness
// percentage of one channel and language.
import type { JSX } from "preact";
import type { TFunction } from "i18next";
import { inLocale, type Style, type Variant } from "../../lib/catalogue/mod.ts";
import type { Column } from "../DataTable.tsx";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Completeness, scoreOf } from "../../lib/marketing/completeness.ts";
import { Percent } from "./ui.tsx";
import { formatCurrency } from "../../lib/i18n/format.ts";

/** The style (linked) and its name, sortable, for rows that carry a style. */
export function styleColumns<R>(
  t: TFunction,
  locale: Locale,
  styleOf: (row: R) => Style,
): Column<R>[] {
  return [
    {
      key: "style",
      label: t("marketing.master.style"),
      sortable: true,
      value: (r) => styleOf(r).id,
      cell: (r) => <a href={`/marketing/master-items/${styleOf(r).id}`}>{styleOf(r).id}</a>,
    },
    {
      key: "name",
      label: t("marketing.master.name"),
      sortable: true,
      value: (r) => inLocale(styleOf(r).name, locale),
    },
  ];
}

/** The item, linked to its editor, sortable, for rows that carry a variant. */
export function itemColumn<R>(t: TFunction, variantOf: (row: R) => Variant): Column<R> {
  return {
    key: "item",
    label: t("marketing.items.item"),
    sortable: true,
    value: (r) => variantOf(r).item_number,
    cell: (r) => (
      <a href={`/marketing/items/${variantOf(r).item_number}`}>{variantOf(r).item_number}</a>
    ),
  };
}

/** The item (linked to its editor) and its description, for rows that carry a variant. */
export function itemColumns<R>(
  t: TFunction,
  locale: Locale,
  variantOf: (row: R) => Variant,
): Column<R>[] {
  return [
    itemColumn(t, variantOf),
    {
      key: "description",
      label: t("marketing.items.description"),
      sortable: true,
      value: (r) => inLocale(variantOf(r).description, locale),
    },
  ];
}

/** A price in cents shown as money (the CSV gives dollars), sortable unless told otherwise. */
export function retailColumn<R>(
  t: TFunction,
  locale: Locale,
  centsOf: (row: R) => number,
  { key = "retail", label = t("marketing.items.retail"), sortable = true } = {},
): Column<R> {
  return {
    key,
    label,
    num: true,
    sortable,
    value: (r) => centsOf(r) / 100,
    cell: (r) => formatCurrency(centsOf(r) / 100, locale),
  };
}

/** The web completeness in English and French of a row that carries both percentages. */
export function webColumns<R extends { web_en: number; web_fr: number }>(
  t: TFunction,
  locale: Locale,
): Column<R>[] {
  return (["web_en", "web_fr"] as const).map((key) => ({
    key,
    label: t(`marketing.items.${key}`),
    num: true,
    sortable: true,
    value: (r: R) => r[key],
    cell: (r: R) => <Percent value={r[key]} locale={locale} />,
  }));
}

/** One channel × language of a row's completeness, as a sortable percentage. */
export function completenessColumn<R>(
  locale: Locale,
  channel: "web" | "pos" | "signage",
  lang: "en" | "fr",
  label: string,
  completenessOf: (row: R) => Completeness,
): Column<R> {
  const percent = (r: R) => scoreOf(completenessOf(r), channel, lang).percent;
  return {
    key: `${channel}_${lang}`,
    label,
    num: true,
    sortable: true,
    value: percent,
    cell: (r) => <Percent value={percent(r)} locale={locale} />,
  };
}

/** A column of checkboxes (rows chosen for a form's action: bulk edit, retry); not in the CSV. */
export function checkColumn<R>(
  key: string,
  label: string,
  box: (row: R) => JSX.InputHTMLAttributes<HTMLInputElement>,
): Column<R> {
  return { key, label, cell: (r) => <input type="checkbox" {...box(r)} /> };
}
