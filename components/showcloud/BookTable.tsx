// A book's styles (DataTable, server-rendered): style with its picture, category, colours, size
// run, wholesale and retail, case pack and minimum, the share of group stores that booked it, the
// peers' median, and a link to the style's grid on the store's order; a CSV of the same rows.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency, formatPercent } from "../../lib/i18n/format.ts";
import type { StyleInsight } from "../../lib/shows/report.ts";
import type { BookStyle, Category } from "../../lib/shows/schema.ts";
import { type Column, DataTable } from "../DataTable.tsx";

export const BOOK_TABLE = "styles";

export interface BookTableProps {
  styles: BookStyle[];
  categories: Category[];
  insights: Record<string, StyleInsight>;
  /** The order page's URL; each style links to its grid there. */
  orderHref: string | null;
}

export function bookColumns(
  data: BookTableProps,
  t: TFunction,
  locale: Locale,
): Column<BookStyle>[] {
  const names = new Map(data.categories.map((c) => [c.id, inLocale(c.name, locale)]));
  const money = (key: "wholesale" | "retail"): Column<BookStyle> => ({
    key,
    label: t(`shows.book.${key}`),
    num: true,
    sortable: true,
    decimals: 2,
    value: (s) => s[key],
    cell: (s) => formatCurrency(s[key], locale),
  });
  const count = (key: "case_pack" | "minimum", label: string): Column<BookStyle> => ({
    key,
    label: t(label),
    num: true,
    sortable: true,
    value: (s) => s[key],
  });
  const columns: Column<BookStyle>[] = [
    {
      key: "style",
      label: t("shows.book.style"),
      sortable: true,
      value: (s) => s.style_id,
      csv: (s) => `${s.style_id} ${inLocale(s.name, locale)}`,
      cell: (s) => (
        <>
          {s.image && <img src={s.image} alt="" loading="lazy" />}
          {inLocale(s.name, locale)} <small class="muted">#{s.style_id}</small>
        </>
      ),
    },
    {
      key: "category",
      label: t("shows.book.category"),
      sortable: true,
      value: (s) => names.get(s.category) ?? s.category,
    },
    {
      key: "colours",
      label: t("shows.book.colours"),
      value: (s) => s.colours.map((c) => inLocale(c.name, locale)).join(", "),
    },
    {
      key: "sizes",
      label: t("shows.book.sizes"),
      value: (s) =>
        s.sizes.length > 1 ? `${s.sizes[0]}–${s.sizes[s.sizes.length - 1]}` : s.sizes[0],
    },
    money("wholesale"),
    money("retail"),
    count("case_pack", "shows.book.pack"),
    count("minimum", "shows.book.min"),
    {
      key: "share",
      label: t("shows.book.booked_by"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (s) => data.insights[s.style_id]?.share ?? null,
      cell: (s) => {
        const insight = data.insights[s.style_id];
        return insight ? formatPercent(insight.share, locale, 0) : "";
      },
    },
    {
      key: "median",
      label: t("shows.book.peer_median"),
      num: true,
      sortable: true,
      value: (s) => data.insights[s.style_id]?.median ?? null,
    },
  ];
  if (data.orderHref) {
    const href = data.orderHref;
    columns.push({
      key: "order",
      label: t("shows.cloud.order"),
      cell: (s) => <a href={`${href}#style-${s.style_id}`}>{t("shows.book.add")}</a>,
    });
  }
  return columns;
}

export function BookTable(
  { data, t, locale, url }: { data: BookTableProps; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <DataTable
      id={BOOK_TABLE}
      columns={bookColumns(data, t, locale)}
      rows={data.styles}
      url={url}
      t={t}
      rowAttrs={(s) => ({ class: "book-style", "data-style": s.style_id })}
      tableAttrs={{ "data-book-styles": "" }}
    />
  );
}
