// A vendor at every show (/head-office/show/vendors/{vendor_number}; DataTable): its booth page,
// books, booked units and cost; then the form that opens its booth page at another show.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import type { VendorShowRow, VendorShowsData } from "../../lib/shows/vendor_shows.ts";
import { type Column, DataTable } from "../DataTable.tsx";
import { tableProps, type TableSpec } from "../../lib/forms/table.ts";

export const VENDOR_SHOWS_TABLE = "shows";

/** The table, for its DataTable and its CSV answer (lib/forms/table.ts). */
export const VENDOR_SHOWS: TableSpec<VendorShowRow> = {
  id: VENDOR_SHOWS_TABLE,
  columns: vendorShowColumns,
};

export function vendorShowColumns(t: TFunction, locale: Locale): Column<VendorShowRow>[] {
  return [
    {
      key: "show",
      label: t("shows.show"),
      sortable: true,
      value: (r) => inLocale(r.show.name, locale),
    },
    {
      key: "booth",
      label: t("shows.pages.booth"),
      value: (r) => r.page?.booth ?? "",
      cell: (r) =>
        r.page
          ? (
            <a href={`/head-office/show/vendors/pages/${r.page.id}`}>
              {r.page.booth || t("shows.pages.edit")}
            </a>
          )
          : "",
    },
    {
      key: "books",
      label: t("shows.cloud.books"),
      value: (r) => r.books.map((b) => inLocale(b.name, locale)).join("; "),
      cell: (r) =>
        r.books.map((b) => (
          <a key={b.id} href={`/head-office/show/${b.show}/books/${b.id}`}>
            {inLocale(b.name, locale)}
          </a>
        )),
    },
    {
      key: "units",
      label: t("shows.order.units"),
      num: true,
      sortable: true,
      value: (r) => r.units,
    },
    {
      key: "cost",
      label: t("shows.report.booked"),
      num: true,
      sortable: true,
      decimals: 2,
      value: (r) => r.cost / 100,
      cell: (r) => formatCurrency(r.cost / 100, locale),
    },
  ];
}

export function VendorShows(
  { data, t, locale, url }: { data: VendorShowsData; t: TFunction; locale: Locale; url: URL },
) {
  const open = data.rows.filter((r) => r.page === null);
  return (
    <>
      <DataTable
        {...tableProps(VENDOR_SHOWS, t, locale)}
        rows={data.rows}
        url={url}
        rowAttrs={(r) => ({ "data-show": r.show.key })}
      />
      <h2>{t("shows.pages.open_title")}</h2>
      <form method="post" class="card" novalidate>
        <label for="show">{t("shows.show")}</label>
        <select id="show" name="show" aria-invalid={data.errors.show ? "true" : undefined}>
          {open.map((r) => (
            <option key={r.show.key} value={r.show.key}>{inLocale(r.show.name, locale)}</option>
          ))}
        </select>
        {data.errors.show && <p class="field-error" role="alert">{data.errors.show}</p>}
        <p>
          <button type="submit">{t("shows.pages.open")}</button>
        </p>
      </form>
    </>
  );
}
