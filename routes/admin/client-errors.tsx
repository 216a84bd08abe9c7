// /admin/client-errors: the browser error reports (POST /api/logs/error), newest first, for site
// admins (the /admin prefix is guarded by the access middleware), in a DataTable (sortable, CSV).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { ListPage } from "../../components/admin/ListPage.tsx";
import { CLIENT_ERRORS } from "../../components/admin/MetricsTables.tsx";
import { listHandler } from "../../lib/admin/list_page.ts";
import { type ClientErrorRecord, listClientErrors } from "../../lib/logs/store.ts";

export const handler = listHandler(CLIENT_ERRORS, listClientErrors);

export default function ClientErrorsPage(
  { data, state, url }: PageProps<ClientErrorRecord[], PortalState>,
) {
  const { t } = state;
  return (
    <ListPage
      table={CLIENT_ERRORS}
      rows={data}
      url={url}
      t={t}
      locale={state.locale}
      title={t("client.admin_errors.title")}
      crumbs={[{ label: t("client.admin_errors.admin"), href: "/admin" }]}
      intro={t("client.admin_errors.intro")}
      empty={t("client.admin_errors.empty")}
    />
  );
}
