// The store listing for vendors (/reporting/member-list): name, city, province, phone and banner in
// a DataTable (sortable, CSV).
import type { TFunction } from "i18next";
import type { Store } from "../../lib/stores/mod.ts";
import type { Column, TableState } from "../../lib/forms/table.ts";
import { PageHeader } from "../PageHeader.tsx";
import { DataTable } from "../DataTable.tsx";

export const MEMBER_TABLE = "members";
export const MEMBER_DEFAULTS: Partial<TableState> = { sort: "name" };

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

export function MemberListPage({ stores, t, url }: { stores: Store[]; t: TFunction; url: URL }) {
  return (
    <>
      <PageHeader
        title={t("reporting.member_list.title")}
        crumbs={[{ label: t("common.home"), href: "/" }]}
      />
      <DataTable
        id={MEMBER_TABLE}
        t={t}
        url={url}
        columns={memberColumns(t)}
        rows={stores}
        defaults={MEMBER_DEFAULTS}
      />
    </>
  );
}
