// /admin/response-times (site admins): percentiles per route pattern over the last 24 hourly
// buckets, as recorded by lib/metrics/middleware.ts, in a DataTable (sortable, CSV).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { ListPage } from "../../components/admin/ListPage.tsx";
import { RESPONSE_TIMES } from "../../components/admin/MetricsTables.tsx";
import { listHandler } from "../../lib/admin/list_page.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { responseTimes, type RouteTimes } from "../../lib/metrics/store.ts";

const WINDOW_HOURS = 24;

export const handler = listHandler(
  RESPONSE_TIMES,
  (kv) => responseTimes(kv, { hours: WINDOW_HOURS }),
);

export default function ResponseTimes({ state, data, url }: PageProps<RouteTimes[], PortalState>) {
  const { t } = state;
  return (
    <ListPage
      table={RESPONSE_TIMES}
      rows={data}
      url={url}
      t={t}
      locale={state.locale}
      title={pageTitle("admin_response_times", t)}
      crumbs={crumbsFor("admin_response_times", t)}
      intro={t("admin_shell.response_times_intro", { hours: WINDOW_HOURS })}
      empty={t("admin_shell.no_data")}
      tableAttrs={{ "data-metrics": "response-times" }}
      rowAttrs={(row) => ({ "data-route": row.route })}
    />
  );
}
