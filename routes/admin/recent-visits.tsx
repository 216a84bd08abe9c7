// /admin/recent-visits (site admins): who visited what, when, with which status (newest first), in
// a DataTable: sortable, 50 rows a page, CSV of all of them.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { ListPage } from "../../components/admin/ListPage.tsx";
import { VISITS } from "../../components/admin/MetricsTables.tsx";
import { listHandler } from "../../lib/admin/list_page.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { recentVisits, type Visit } from "../../lib/metrics/store.ts";

const VISIT_LIMIT = 200;

export const handler = listHandler(VISITS, (kv) => recentVisits(kv, VISIT_LIMIT));

export default function RecentVisits({ state, data, url }: PageProps<Visit[], PortalState>) {
  const { t } = state;
  return (
    <ListPage
      table={VISITS}
      rows={data}
      url={url}
      t={t}
      locale={state.locale}
      title={pageTitle("admin_recent_visits", t)}
      crumbs={crumbsFor("admin_recent_visits", t)}
      intro={t("admin_shell.recent_visits_intro", { count: VISIT_LIMIT })}
      empty={t("admin_shell.no_data")}
      tableAttrs={{ "data-metrics": "visits" }}
    />
  );
}
