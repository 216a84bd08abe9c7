// A show category (/head-office/show/categories/{id}): its edit form and its styles in the open
// shows' books (DataTable, each linked to its book, vendor by name).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import type { CategoryPageData } from "../../lib/shows/shows_page.ts";
import { type Column, DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { Vendor } from "../Vendor.tsx";
import { CategoryForm } from "./CategoryForm.tsx";

type Row = CategoryPageData["styles"][number];

export const CATEGORY_STYLES_TABLE = "styles";

/** The table, for its DataTable and its CSV answer (lib/forms/table.ts). */
export const CATEGORY_STYLES: TableSpec<Row> = {
  id: CATEGORY_STYLES_TABLE,
  columns: categoryStyleColumns,
};

export function categoryStyleColumns(t: TFunction, locale: Locale): Column<Row>[] {
  const money = (key: "wholesale" | "retail"): Column<Row> => ({
    key,
    label: t(`shows.book.${key}`),
    num: true,
    sortable: true,
    decimals: 2,
    value: (r) => r.style[key],
    cell: (r) => formatCurrency(r.style[key], locale),
  });
  return [
    {
      key: "style",
      label: t("shows.book.style"),
      sortable: true,
      value: (r) => inLocale(r.style.name, locale),
      cell: (r) => (
        <>
          <a href={`/showcloud/${r.book.vendor}/books/${r.book.id}`}>
            {inLocale(r.style.name, locale)}
          </a>{" "}
          #{r.style.style_id}
        </>
      ),
    },
    {
      key: "vendor",
      label: t("shows.vendor"),
      sortable: true,
      value: (r) => vendorLabel(r.book.vendor),
      cell: (r) => (
        <a href={`/head-office/show/vendors/${r.book.vendor}`}>
          <Vendor code={r.book.vendor} />
        </a>
      ),
    },
    money("wholesale"),
    money("retail"),
  ];
}

export function CategoryEditor(
  { data, t, locale, url }: { data: CategoryPageData; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <>
      <CategoryForm values={data.values} errors={data.errors} t={t} version={data.version} />
      <h2>{t("shows.categories.styles")}</h2>
      <DataTable
        {...tableProps(CATEGORY_STYLES, t, locale)}
        rows={data.styles}
        url={url}
        empty={t("shows.categories.no_styles")}
        tableAttrs={{ "data-category-styles": "" }}
      />
    </>
  );
}
