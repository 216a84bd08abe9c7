// The vendors at a show (/show/{show}/vendor-pages; DataTable): each by name, linked to its booth
// page, with its booth and description in the page's language.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import type { Show, VendorPage } from "../../lib/shows/schema.ts";
import { type Column, DataTable } from "../DataTable.tsx";

export const PAGES_TABLE = "vendors";

export function vendorPageColumns(
  show: string,
  t: TFunction,
  locale: Locale,
): Column<VendorPage>[] {
  return [
    {
      key: "vendor",
      label: t("shows.vendor"),
      sortable: true,
      value: (p) => vendorLabel(p.vendor),
      cell: (p) => (
        <a
          href={`/show/${encodeURIComponent(show)}/vendor-pages/${encodeURIComponent(p.vendor)}`}
        >
          {vendorLabel(p.vendor)}
        </a>
      ),
    },
    { key: "booth", label: t("shows.pages.booth"), sortable: true, value: (p) => p.booth },
    {
      key: "description",
      label: t("shows.pages.description"),
      value: (p) => inLocale(p.description, locale),
    },
  ];
}

export function VendorPagesList(
  { data: { show: { key: show }, pages }, t, locale, url }: {
    data: { show: Show; pages: VendorPage[] };
    t: TFunction;
    locale: Locale;
    url: URL;
  },
) {
  return (
    <DataTable
      id={PAGES_TABLE}
      columns={vendorPageColumns(show, t, locale)}
      rows={pages}
      url={url}
      t={t}
      defaults={{ sort: "vendor" }}
      empty={t("shows.pages.none")}
      rowAttrs={(p) => ({ "data-vendor": p.vendor })}
    />
  );
}
