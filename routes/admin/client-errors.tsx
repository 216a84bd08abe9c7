// /admin/client-errors: the browser error reports (POST /api/logs/error), newest first, for site
// admins (the /admin prefix is guarded by the access middleware).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { type ClientErrorRecord, listClientErrors } from "../../lib/logs/store.ts";
import type { PortalState } from "../../lib/state.ts";

export const handler: Handlers<ClientErrorRecord[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await listClientErrors(ctx.state.kv));
  },
};

export default function ClientErrorsPage(
  { data, state }: PageProps<ClientErrorRecord[], PortalState>,
) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={t("client.admin_errors.title")}
        crumbs={[{ label: t("client.admin_errors.admin"), href: "/admin" }]}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("client.admin_errors.intro")}</p>
      {data.length === 0
        ? <p class="muted">{t("client.admin_errors.empty")}</p>
        : (
          <div class="table-wrap">
            <table class="client-errors">
              <thead>
                <tr>
                  <th scope="col">{t("client.admin_errors.time")}</th>
                  <th scope="col">{t("client.admin_errors.view")}</th>
                  <th scope="col">{t("client.admin_errors.user")}</th>
                  <th scope="col">{t("client.admin_errors.address")}</th>
                  <th scope="col">{t("client.admin_errors.error")}</th>
                  <th scope="col">{t("client.admin_errors.browser")}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((record) => (
                  <tr key={record.id}>
                    <td>
                      <time dateTime={record.at}>{formatDateTime(record.at, state.locale)}</time>
                    </td>
                    <td>{record.view}</td>
                    <td>
                      {record.user_id
                        ? (
                          <a href={`/admin/users/${encodeURIComponent(record.user_id)}`}>
                            {record.user_id}
                          </a>
                        )
                        : "—"}
                    </td>
                    <td>{record.address}</td>
                    <td>
                      <pre class="client-error-text">{record.error}</pre>
                    </td>
                    <td class="muted">{record.user_agent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </>
  );
}
