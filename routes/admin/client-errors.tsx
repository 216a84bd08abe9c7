// /admin/client-errors: the browser error reports (POST /api/logs/error), newest first, for site
// admins (the /admin prefix is guarded by the access middleware), in a DataTable (sortable, CSV).
import { listPage } from "../../components/admin/ListPage.tsx";
import { CLIENT_ERRORS } from "../../components/admin/MetricsTables.tsx";
import { listHandler } from "../../lib/admin/list_page.ts";
import { listClientErrors } from "../../lib/logs/store.ts";

export const handler = listHandler(CLIENT_ERRORS, listClientErrors);

export default listPage(CLIENT_ERRORS);
