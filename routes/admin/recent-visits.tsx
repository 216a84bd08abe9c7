// /admin/recent-visits (site admins): who visited what, when, with which status (newest first), in
// a DataTable: sortable, 50 rows a page, CSV of all of them.
import { listPage } from "../../components/admin/ListPage.tsx";
import { VISITS } from "../../components/admin/MetricsTables.tsx";
import { listHandler, VISIT_LIMIT } from "../../lib/admin/list_page.ts";
import { recentVisits } from "../../lib/metrics/store.ts";

export const handler = listHandler(VISITS, (kv) => recentVisits(kv, VISIT_LIMIT));

export default listPage(VISITS);
