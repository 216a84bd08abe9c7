// The markup of /marketing/sync-errors: each style the last syncs could not send (why, Shopify's
// message, how many attempts) with a box to retry it; the page and its CSV use the same columns.
import type { TFunction } from "i18next";
import { inLocale, type Style } from "../../lib/catalogue/mod.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { SyncError } from "../../lib/marketing/sync_store.ts";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { checkColumn } from "./StyleColumns.tsx";

/** The styles the syncs could not send (`styles` names them); `select` adds the retry boxes. */
export const syncErrorsTable = (
  styles: Record<string, Style>,
  select = false,
): TableSpec<SyncError> => ({
  id: "errors",
  columns: (t, locale) => syncErrorColumns(t, locale, styles, select),
});

function syncErrorColumns(
  t: TFunction,
  locale: Locale,
  styles: Record<string, Style>,
  select: boolean,
): Column<SyncError>[] {
  const name = (e: SyncError) =>
    styles[e.style_id] ? inLocale(styles[e.style_id].name, locale) : "";
  const cols: Column<SyncError>[] = [
    {
      key: "style",
      label: t("marketing.master.style"),
      sortable: true,
      value: (e) => e.style_id,
      csv: (e) => `${e.style_id} ${name(e)}`.trim(),
      cell: (e) => (
        <>
          <a href={`/marketing/master-items/${e.style_id}`}>{e.style_id}</a> {name(e)}
        </>
      ),
    },
    {
      key: "problem",
      label: t("marketing.sync.problem"),
      sortable: true,
      value: (e) => t(`marketing.sync.kinds.${e.kind}`),
    },
    {
      key: "detail",
      label: t("marketing.sync.detail"),
      value: (e) => e.detail,
      cell: (e) => (
        <>
          {/* Shopify writes its messages in English */}
          <span lang="en">{e.detail}</span>
          {e.kind === "shopify_rejected" && /handle/i.test(e.detail) && (
            <>
              {" "}
              <a href={`/marketing/master-items/${e.style_id}#field-handle`} data-fix-handle>
                {t("marketing.sync.fix_handle")}
              </a>
            </>
          )}
        </>
      ),
    },
    {
      key: "attempts",
      label: t("marketing.sync.attempts"),
      num: true,
      sortable: true,
      value: (e) => e.attempts,
    },
    {
      key: "when",
      label: t("marketing.sync.when"),
      sortable: true,
      value: (e) => e.at,
      cell: (e) => <time datetime={e.at}>{formatDateTime(e.at, locale)}</time>,
    },
  ];
  if (!select) return cols;
  return [
    checkColumn<SyncError>("retry", t("marketing.sync.retry"), (e) => ({
      name: "style",
      value: e.style_id,
      "aria-label": `${t("marketing.sync.retry")} ${e.style_id}`,
    })),
    ...cols,
  ];
}

export function SyncErrorList(
  { t, locale, errors, styles, url }: {
    t: TFunction;
    locale: Locale;
    errors: SyncError[];
    styles: Record<string, Style>;
    url: URL;
  },
) {
  if (errors.length === 0) return <p>{t("marketing.sync.no_errors")}</p>;
  return (
    <form method="post">
      <DataTable
        {...tableProps(syncErrorsTable(styles, true), t, locale)}
        rows={errors}
        url={url}
        tableAttrs={{ "data-sync-errors": String(errors.length) }}
      />
      <button type="submit" name="action" value="retry">
        {t("marketing.sync.retry_chosen")}
      </button>{" "}
      <button type="submit" name="action" value="retry_all" class="secondary">
        {t("marketing.sync.retry_all")}
      </button>
    </form>
  );
}
