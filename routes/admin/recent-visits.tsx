// /admin/recent-visits (site admins): who visited what, when, with which status (newest first).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { recentVisits, type Visit } from "../../lib/metrics/store.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";

export const VISIT_LIMIT = 200;

export const handler: Handlers<Visit[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await recentVisits(ctx.state.kv, VISIT_LIMIT));
  },
};

export default function RecentVisits({ state, data }: PageProps<Visit[], PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("admin_recent_visits", t)}
        crumbs={crumbsFor("admin_recent_visits", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("admin_shell.recent_visits_intro", { count: VISIT_LIMIT })}</p>
      {data.length === 0 ? <p>{t("admin_shell.no_data")}</p> : (
        <div class="table-wrap">
          <table data-metrics="visits">
            <thead>
              <tr>
                <th scope="col">{t("admin_shell.when")}</th>
                <th scope="col">{t("admin_shell.who")}</th>
                <th scope="col">{t("admin_shell.what")}</th>
                <th scope="col">{t("admin_shell.route")}</th>
                <th scope="col" class="num">{t("admin_shell.status")}</th>
                <th scope="col" class="num">ms</th>
              </tr>
            </thead>
            <tbody>
              {data.map((visit) => (
                <tr>
                  <td>
                    <time datetime={visit.at}>{formatDateTime(visit.at, locale)}</time>
                  </td>
                  <td>{visit.email ?? t("admin_shell.anonymous")}</td>
                  <td>
                    <code>{visit.method} {visit.path}</code>
                  </td>
                  <td>
                    <code>{visit.route || "—"}</code>
                  </td>
                  <td class="num">{visit.status}</td>
                  <td class="num">{visit.ms}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
