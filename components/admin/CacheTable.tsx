// The cached items of /admin/cache with their clear buttons (plain POST forms, no JavaScript), in
// a DataTable: sortable by key, size, age or expiry, with a CSV of the same columns.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { CacheEntryInfo } from "../../lib/db/cache.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";

export const CACHE_TABLE_ID = "cache";

export function cacheColumns(t: TFunction, locale: Locale): Column<CacheEntryInfo>[] {
  const seconds = (n: number) => t("admin_cache.seconds", { n: formatNumber(n, locale) });
  return [
    {
      key: "key",
      label: t("admin_cache.key"),
      sortable: true,
      value: (e) => e.key,
      cell: (e) => <code>{e.key}</code>,
    },
    {
      key: "size",
      label: t("admin_cache.size"),
      num: true,
      sortable: true,
      value: (e) => e.size,
      cell: (e) => t("admin_cache.bytes", { size: formatNumber(e.size, locale) }),
    },
    {
      key: "age",
      label: t("admin_cache.age"),
      num: true,
      sortable: true,
      value: (e) => e.ageSeconds,
      cell: (e) => seconds(e.ageSeconds),
    },
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
        <form method="post" class="inline-form">
          <input type="hidden" name="action" value="clear" />
          <input type="hidden" name="key" value={e.key} />
          <button
            type="submit"
            class="secondary"
            aria-label={t("admin_cache.clear_one_label", { key: e.key })}
          >
            {t("admin_cache.clear")}
          </button>
        </form>
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
      <form method="post" class="inline-form">
        <input type="hidden" name="action" value="clear_all" />
        <button type="submit" class="secondary" disabled={entries.length === 0}>
          {t("admin_cache.clear_all")}
        </button>
      </form>
      <DataTable
        id={CACHE_TABLE_ID}
        t={t}
        url={url}
        columns={cacheColumns(t, locale)}
        rows={entries}
        defaults={{ sort: "key" }}
        caption={t("admin_cache.caption", { count: entries.length })}
        empty={t("admin_cache.empty")}
      />
    </>
  );
}
