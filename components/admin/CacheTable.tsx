// The cached items of /admin/cache with their clear buttons (plain POST forms, no JavaScript), in
// a DataTable: sortable by key, size, age or expiry, with a CSV of the same columns.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { CacheEntryInfo } from "../../lib/db/cache.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";
import { ActionForm } from "../forms/ActionForm.tsx";
import { codeColumn, numberColumn } from "./columns.tsx";

export const CACHE: TableSpec<CacheEntryInfo> = {
  id: "cache",
  columns: cacheColumns,
  defaults: { sort: "key" },
};

function cacheColumns(t: TFunction, locale: Locale): Column<CacheEntryInfo>[] {
  const seconds = (n: number) => t("admin_cache.seconds", { n: formatNumber(n, locale) });
  return [
    codeColumn("key", t("admin_cache.key"), (e) => e.key),
    numberColumn(
      "size",
      t("admin_cache.size"),
      (e) => e.size,
      (e) => t("admin_cache.bytes", { size: formatNumber(e.size, locale) }),
    ),
    numberColumn("age", t("admin_cache.age"), (e) => e.ageSeconds, (e) => seconds(e.ageSeconds)),
    {
      key: "expiry",
      label: t("admin_cache.expiry"),
      sortable: true,
      value: (e) => e.expiry,
      cell: (e) =>
        t("admin_cache.expires", {
          at: formatDateTime(e.expiry, locale),
          left: seconds(e.expiresInSeconds),
        }),
    },
    {
      key: "actions",
      label: t("admin_cache.actions"),
      cell: (e) => (
        <ActionForm
          action="clear"
          fields={{ key: e.key }}
          button={{
            class: "secondary",
            "aria-label": t("admin_cache.clear_one_label", { key: e.key }),
          }}
        >
          {t("admin_cache.clear")}
        </ActionForm>
      ),
    },
  ];
}

export interface CacheTableProps {
  entries: CacheEntryInfo[];
  t: TFunction;
  locale: Locale;
  url: URL;
}

export function CacheTable({ entries, t, locale, url }: CacheTableProps) {
  return (
    <>
      <ActionForm
        action="clear_all"
        button={{ class: "secondary", disabled: entries.length === 0 }}
      >
        {t("admin_cache.clear_all")}
      </ActionForm>
      <DataTable
        {...tableProps(CACHE, t, locale)}
        url={url}
        rows={entries}
        caption={t("admin_cache.caption", { count: entries.length })}
        empty={t("admin_cache.empty")}
      />
    </>
  );
}
