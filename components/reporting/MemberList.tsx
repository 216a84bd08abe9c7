// The store listing for vendors (/reporting/member-list): name, city, province, phone and banner in
// a DataTable (sortable, CSV).
import type { TFunction } from "i18next";
import type { Store } from "../../lib/stores/mod.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { PageHeader } from "../PageHeader.tsx";
import { DataTable } from "../DataTable.tsx";

export function memberColumns(t: TFunction): Column<Store>[] {
  const text = (key: "name" | "city" | "province" | "banner"): Column<Store> => ({
    key,
    label: t(`reporting.member_list.${key}`),
    sortable: true,
    value: (s) => s[key],
  });
  return [
    text("name"),
    text("city"),
    text("province"),
    {
      key: "phone",
      label: t("reporting.member_list.phone"),
      sortable: true,
      value: (s) => s.phone,
      cell: (s) => <a href={`tel:${s.phone}`}>{s.phone}</a>,
    },
    text("banner"),
  ];
}

/** The active member stores by name (page and CSV). */
export const MEMBERS: TableSpec<Store> = {
  id: "members",
  columns: (t) => memberColumns(t),
  defaults: { sort: "name" },
};

export function MemberListPage(
  { stores, t, locale, url }: { stores: Store[]; t: TFunction; locale: Locale; url: URL },
) {
  return (
    <>
      <PageHeader
        title={t("reporting.member_list.title")}
        crumbs={[{ label: t("common.home"), href: "/" }]}
      />
      <DataTable {...tableProps(MEMBERS, t, locale)} url={url} rows={stores} />
    </>
  );
}
