// The admin metrics and error lists (recent visits, response times, client errors): columns and
// texts, each a ListPageSpec served by lib/admin/list_page.ts and drawn by listPage.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { VISIT_LIMIT, WINDOW_HOURS } from "../../lib/admin/list_page.ts";
import type { ListPageSpec } from "./ListPage.tsx";
import type { Column } from "../../lib/forms/table.ts";
import type { Visit } from "../../lib/metrics/store.ts";
import type { RouteTimes } from "../../lib/metrics/response_times.ts";
import type { ClientErrorRecord } from "../../lib/logs/store.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { codeColumn, numberColumn } from "./columns.tsx";

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

export const VISITS: ListPageSpec<Visit> = {
  id: "visits",
  filename: "recent-visits",
  defaults: { sort: "at", dir: "desc" },
  page: "admin_recent_visits",
  intro: (t) => t("admin_shell.recent_visits_intro", { count: VISIT_LIMIT }),
  empty: (t) => t("admin_shell.no_data"),
  tableAttrs: { "data-metrics": "visits" },
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
    codeColumn("route", t("admin_shell.route"), (v) => v.route, "—"),
    numberColumn("status", t("admin_shell.status"), (v) => v.status),
    numberColumn("ms", "ms", (v) => v.ms),
  ],
};

export const RESPONSE_TIMES: ListPageSpec<RouteTimes> = {
  id: "times",
  filename: "response-times",
  defaults: { sort: "count", dir: "desc" },
  page: "admin_response_times",
  intro: (t) => t("admin_shell.response_times_intro", { hours: WINDOW_HOURS }),
  empty: (t) => t("admin_shell.no_data"),
  tableAttrs: { "data-metrics": "response-times" },
  rowAttrs: (row) => ({ "data-route": row.route }),
  columns: (t: TFunction, locale: Locale) => {
    const ms = (key: "p50" | "p90" | "p99" | "max", label: string) =>
      numberColumn<RouteTimes>(
        key,
        label,
        (row) => row[key],
        (row) => formatNumber(row[key], locale, 1),
      );
    const byHour = (row: RouteTimes) =>
      row.buckets.map((b) =>
        `${b.bucket.slice(11)}h: ${b.count} · ${formatNumber(b.p50, locale, 1)}`
      )
        .join(" | ");
    return [
      codeColumn("route", t("admin_shell.route"), (row) => row.route),
      numberColumn("count", t("admin_shell.requests"), (r) => r.count),
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

export const CLIENT_ERRORS: ListPageSpec<ClientErrorRecord> = {
  id: "client-errors",
  filename: "client-errors",
  defaults: { sort: "time", dir: "desc" },
  title: (t) => t("client.admin_errors.title"),
  crumbs: (t) => [{ label: t("client.admin_errors.admin"), href: "/admin" }],
  intro: (t) => t("client.admin_errors.intro"),
  empty: (t) => t("client.admin_errors.empty"),
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
