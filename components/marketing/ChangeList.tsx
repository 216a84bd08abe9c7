// A list of change-log entries (who, when, what field, before → after) with an "older" link. Money
// fields are logged in cents and shown as money ("$85.08", not "8508").
import type { TFunction } from "i18next";
import { DataTable } from "../DataTable.tsx";
import { Person } from "../Person.tsx";
import type { ChangePage } from "../../lib/marketing/store.ts";
import type { Change } from "../../lib/marketing/model.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

/** Fields of the log that hold cents. */
export const MONEY_FIELDS = new Set(["cost", "retail", "price", "sale_price", "msrp"]);

/** A logged value as people read it: cents as money, anything else as logged. */
export function shownValue(field: string, value: string, locale: Locale): string {
  return MONEY_FIELDS.has(field) && /^-?\d+$/.test(value)
    ? formatCurrency(Number(value) / 100, locale)
    : value;
}

/** A logged value for the CSV: cents as dollars (a number), anything else as logged. */
function csvValue(field: string, value: string): string | number {
  return MONEY_FIELDS.has(field) && /^-?\d+$/.test(value) ? Number(value) / 100 : value;
}

/** The change log: newest first, paged by the log's own cursor (KV), no sorting of its own. */
export const CHANGES: TableSpec<Change> = {
  id: "changes",
  columns: (t, locale) => [
    {
      key: "when",
      label: t("marketing.changes.when"),
      value: (c) => c.at,
      cell: (c) => <time datetime={c.at}>{formatDateTime(c.at, locale)}</time>,
    },
    {
      key: "who",
      label: t("marketing.changes.who"),
      value: (c) => c.user,
      cell: (c) => <Person email={c.user} />,
    },
    {
      key: "source",
      label: t("marketing.changes.source"),
      value: (c) => t(`marketing.sources.${c.source}`),
    },
    {
      key: "subject",
      label: t("marketing.changes.subject"),
      value: (c) => c.subject_id,
      cell: (c) => (
        <a
          href={c.subject === "variant" || c.subject === "alias"
            ? `/marketing/items/${c.subject_id}`
            : `/marketing/master-items/${c.subject_id}`}
        >
          {c.subject_id}
        </a>
      ),
    },
    {
      key: "field",
      label: t("marketing.changes.field"),
      value: (c) => c.field,
      cell: (c) => <code>{c.field}</code>,
    },
    ...(["before", "after"] as const).map((side): Column<Change> => ({
      key: side,
      label: t(`marketing.changes.${side}`),
      value: (c) => csvValue(c.field, c[side]),
      cell: (c) => shownValue(c.field, c[side], locale),
    })),
  ],
};

export function ChangeList(
  { t, locale, page, olderHref, url }: {
    t: TFunction;
    locale: Locale;
    page: ChangePage;
    url: URL;
    olderHref?: (before: string) => string;
  },
) {
  if (page.changes.length === 0) return <p>{t("marketing.changes.none")}</p>;
  return (
    <DataTable
      {...tableProps(CHANGES, t, locale)}
      rows={page.changes}
      url={url}
      pageSize={0}
      tableAttrs={{ "data-changes": String(page.changes.length) }}
      pager={page.next && olderHref && (
        <a href={olderHref(page.next)}>{t("marketing.changes.older")}</a>
      )}
    />
  );
}
