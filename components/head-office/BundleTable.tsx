// The stores' files of a POS data bundle as a DataTable: head office's history of each bundle
// (/head-office/pos-data-bundles) and a store admin's latest bundles (/pos-docs) show the same
// columns — store, POS system, rows, the last download, the download link — the latter with the
// bundle's date as well.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { Column } from "../../lib/forms/table.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";

export interface BundleRow {
  store: number;
  system: string;
  rows: number;
  /** The bundle's data date (a store's latest bundles, one per store). */
  as_of?: string;
  /** When it was last downloaded (sorting), and how the page says it. */
  downloaded_at: string | null;
  downloaded: string;
  href: string;
}

export function BundleTable(
  { id, t, locale, url, rows, rowAttr, asOf = false }: {
    id: string;
    /** The data-* attribute naming each row's store. */
    rowAttr: `data-${string}`;
    t: TFunction;
    locale: Locale;
    url: URL;
    rows: BundleRow[];
    /** Show the bundle's date (rows of several bundles). */
    asOf?: boolean;
  },
) {
  const download = t("head_office.bundles.download");
  const columns: Column<BundleRow>[] = [
    {
      key: "store",
      label: t("head_office.store.store_number"),
      sortable: true,
      value: (r) => r.store,
    },
    {
      key: "system",
      label: t("head_office.store.pos_system"),
      sortable: true,
      value: (r) => t(`admin_pos.systems.${r.system}`),
    },
    ...(asOf
      ? [{
        key: "as_of",
        label: t("head_office.store_bundles.as_of"),
        sortable: true,
        value: (r: BundleRow) => r.as_of ?? "",
        cell: (r: BundleRow) => (r.as_of ? formatDate(r.as_of, locale) : ""),
      }]
      : []),
    { key: "rows", label: t("head_office.bundles.rows"), num: true, value: (r) => r.rows },
    {
      key: "downloaded",
      label: t("head_office.bundles.downloaded"),
      sortable: true,
      value: (r) => r.downloaded_at ?? "",
      cell: (r) => r.downloaded,
    },
    {
      key: "actions",
      label: t("head_office.actions"),
      cell: (r) => <a href={r.href}>{download}</a>,
    },
  ];
  return (
    <DataTable
      id={id}
      columns={columns}
      rows={rows}
      url={url}
      t={t}
      csv={false}
      rowAttrs={(r) => ({ [rowAttr]: String(r.store) })}
    />
  );
}
