// /admin/response-times (site admins): percentiles per route pattern over the last 24 hourly
// buckets, as recorded by lib/metrics/middleware.ts, in a DataTable (sortable, CSV).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { DataTable } from "../../components/DataTable.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { responseTimes, type RouteTimes } from "../../lib/metrics/store.ts";
import { formatNumber } from "../../lib/i18n/format.ts";
import { type Column, csvResponseFor, type TableState } from "../../lib/forms/table.ts";

export const WINDOW_HOURS = 24;
const TABLE_ID = "times";
const DEFAULTS: Partial<TableState> = { sort: "count", dir: "desc" };

function columns(t: TFunction, locale: Locale): Column<RouteTimes>[] {
  const ms = (key: "p50" | "p90" | "p99" | "max", label: string): Column<RouteTimes> => ({
    key,
    label,
    num: true,
    sortable: true,
    value: (row) => row[key],
    cell: (row) => formatNumber(row[key], locale, 1),
  });
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
      value: (row) =>
        row.buckets.map((b) =>
          `${b.bucket.slice(11)}h: ${b.count} · ${formatNumber(b.p50, locale, 1)}`
        )
          .join(" | "),
      cell: (row) => (
        <span class="muted">
          {row.buckets.map((b) =>
            `${b.bucket.slice(11)}h: ${b.count} · ${formatNumber(b.p50, locale, 1)}`
          )
            .join(" | ")}
        </span>
      ),
    },
  ];
}

export const handler: Handlers<RouteTimes[], PortalState> = {
  async GET(_req, ctx) {
    const rows = await responseTimes(ctx.state.kv, { hours: WINDOW_HOURS });
    const cols = columns(ctx.state.t, ctx.state.locale);
    return csvResponseFor(ctx.url, TABLE_ID, cols, rows, "response-times", {
      ...DEFAULTS,
      locale: ctx.state.locale,
    }) ??
      ctx.render(rows);
  },
};

export default function ResponseTimes({ state, data, url }: PageProps<RouteTimes[], PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_response_times", t)}
        crumbs={crumbsFor("admin_response_times", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("admin_shell.response_times_intro", { hours: WINDOW_HOURS })}</p>
      <DataTable
        id={TABLE_ID}
        t={t}
        url={url}
        columns={columns(t, locale)}
        rows={data}
        defaults={DEFAULTS}
        empty={t("admin_shell.no_data")}
        tableAttrs={{ "data-metrics": "response-times" }}
        rowAttrs={(row) => ({ "data-route": row.route })}
      />
    </>
  );
}
