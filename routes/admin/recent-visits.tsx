// /admin/recent-visits (site admins): who visited what, when, with which status (newest first), in
// a DataTable: sortable, 50 rows a page, CSV of all of them.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { DataTable } from "../../components/DataTable.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { recentVisits, type Visit } from "../../lib/metrics/store.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { type Column, csvResponseFor, type TableState } from "../../lib/forms/table.ts";

export const VISIT_LIMIT = 200;
const TABLE_ID = "visits";
const DEFAULTS: Partial<TableState> = { sort: "at", dir: "desc" };

function columns(t: TFunction, locale: Locale): Column<Visit>[] {
  return [
    {
      key: "at",
      label: t("admin_shell.when"),
      sortable: true,
      value: (v) => v.at,
      cell: (v) => <time datetime={v.at}>{formatDateTime(v.at, locale)}</time>,
    },
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
  ];
}

export const handler: Handlers<Visit[], PortalState> = {
  async GET(_req, ctx) {
    const visits = await recentVisits(ctx.state.kv, VISIT_LIMIT);
    const cols = columns(ctx.state.t, ctx.state.locale);
    return csvResponseFor(ctx.url, TABLE_ID, cols, visits, "recent-visits", {
      ...DEFAULTS,
      locale: ctx.state.locale,
    }) ??
      ctx.render(visits);
  },
};

export default function RecentVisits({ state, data, url }: PageProps<Visit[], PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_recent_visits", t)}
        crumbs={crumbsFor("admin_recent_visits", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("admin_shell.recent_visits_intro", { count: VISIT_LIMIT })}</p>
      <DataTable
        id={TABLE_ID}
        t={t}
        url={url}
        columns={columns(t, locale)}
        rows={data}
        defaults={DEFAULTS}
        empty={t("admin_shell.no_data")}
        tableAttrs={{ "data-metrics": "visits" }}
      />
    </>
  );
}
