// /admin/response-times (site admins): percentiles per route pattern over the last 24 hourly
// buckets, as recorded by lib/metrics/middleware.ts, in a DataTable (sortable, CSV).
import { listPage } from "../../components/admin/ListPage.tsx";
import { RESPONSE_TIMES } from "../../components/admin/MetricsTables.tsx";
import { listHandler, WINDOW_HOURS } from "../../lib/admin/list_page.ts";
import { responseTimes } from "../../lib/metrics/response_times.ts";

export const handler = listHandler(
  RESPONSE_TIMES,
  (kv) => responseTimes(kv, { hours: WINDOW_HOURS }),
);

export default listPage(RESPONSE_TIMES);
