// The columns of the admin metrics and error lists (recent visits, response times, client errors),
// each a ListTable served by lib/admin/list_page.ts and drawn by ListPage.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { ListTable } from "../../lib/admin/list_page.ts";
import type { Column } from "../../lib/forms/table.ts";
import type { RouteTimes, Visit } from "../../lib/metrics/store.ts";
import type { ClientErrorRecord } from "../../lib/logs/store.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";

/** When a row happened: sortable by its ISO time, shown in the page's locale. */
function timeColumn<R>(key: string, label: string, at: (row: R) => string, locale: Locale) {
  return {
    key,
    label,
    sortable: true,
    value: at,
    cell: (row: R) => <time dateTime={at(row)}>{formatDateTime(at(row), locale)}</time>,
  } satisfies Column<R>;
}

export const VISITS: ListTable<Visit> = {
  id: "visits",
  filename: "recent-visits",
  defaults: { sort: "at", dir: "desc" },
  columns: (t: TFunction, locale: Locale) => [
    timeColumn("at", t("admin_shell.when"), (v) => v.at, locale),
    {
      key: "who",
      label: t("admin_shell.who"),
      sortable: true,
      value: (v) => v.email,
      cell: (v) => v.email ?? t("admin_shell.anonymous"),
    },
    {
      key: "what",
      label: t("admin_shell.what"),
      sortable: true,
      value: (v) => `${v.method} ${v.path}`,
      cell: (v) => <code>{v.method} {v.path}</code>,
    },
    {
      key: "route",
      label: t("admin_shell.route"),
      sortable: true,
      value: (v) => v.route,
      cell: (v) => <code>{v.route || "—"}</code>,
    },
    {
      key: "status",
      label: t("admin_shell.status"),
      num: true,
      sortable: true,
      value: (v) => v.status,
    },
    { key: "ms", label: "ms", num: true, sortable: true, value: (v) => v.ms },
  ],
};

export const RESPONSE_TIMES: ListTable<RouteTimes> = {
  id: "times",
  filename: "response-times",
  defaults: { sort: "count", dir: "desc" },
  columns: (t: TFunction, locale: Locale) => {
    const ms = (key: "p50" | "p90" | "p99" | "max", label: string): Column<RouteTimes> => ({
      key,
      label,
      num: true,
      sortable: true,
      value: (row) => row[key],
      cell: (row) => formatNumber(row[key], locale, 1),
    });
    const byHour = (row: RouteTimes) =>
      row.buckets.map((b) =>
        `${b.bucket.slice(11)}h: ${b.count} · ${formatNumber(b.p50, locale, 1)}`
      )
        .join(" | ");
    return [
      {
        key: "route",
        label: t("admin_shell.route"),
        sortable: true,
        value: (row) => row.route,
        cell: (row) => <code>{row.route}</code>,
      },
      {
        key: "count",
        label: t("admin_shell.requests"),
        num: true,
        sortable: true,
        value: (r) => r.count,
      },
      ms("p50", "p50 (ms)"),
      ms("p90", "p90 (ms)"),
      ms("p99", "p99 (ms)"),
      ms("max", `${t("admin_shell.max")} (ms)`),
      {
        key: "by_hour",
        label: t("admin_shell.by_hour"),
        value: byHour,
        cell: (row) => <span class="muted">{byHour(row)}</span>,
      },
    ];
  },
};

export const CLIENT_ERRORS: ListTable<ClientErrorRecord> = {
  id: "client-errors",
  filename: "client-errors",
  defaults: { sort: "time", dir: "desc" },
  columns: (t: TFunction, locale: Locale) => [
    timeColumn("time", t("client.admin_errors.time"), (r) => r.at, locale),
    { key: "view", label: t("client.admin_errors.view"), sortable: true, value: (r) => r.view },
    {
      key: "user",
      label: t("client.admin_errors.user"),
      sortable: true,
      value: (r) => r.user_id,
      cell: (r) =>
        r.user_id ? <a href={`/admin/users/${encodeURIComponent(r.user_id)}`}>{r.user_id}</a> : "—",
    },
    {
      key: "address",
      label: t("client.admin_errors.address"),
      sortable: true,
      value: (r) => r.address,
    },
    {
      key: "error",
      label: t("client.admin_errors.error"),
      value: (r) => r.error,
      cell: (r) => <pre class="client-error-text">{r.error}</pre>,
    },
    {
      key: "browser",
      label: t("client.admin_errors.browser"),
      value: (r) => r.user_agent,
      cell: (r) => <span class="muted">{r.user_agent}</span>,
    },
  ],
};
