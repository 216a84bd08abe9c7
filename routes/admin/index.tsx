// /admin (site admins): the admin tools, and the access table read-only — generated from the same
// data the middleware enforces (lib/access/table.ts, lib/access/checks.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { AccessTableView } from "../../components/nav/AccessTableView.tsx";
import { listTables } from "../../lib/admin/tables.ts";
import { KEY_PREFIXES } from "../../lib/db/keys.ts";
import { type AuditEntry, listAllAudit } from "../../lib/admin/audit.ts";
import { AuditLog } from "../../components/admin/AuditLog.tsx";
import { formatDateTime } from "../../lib/i18n/format.ts";

/** The admin tools listed on /admin: href → title id in `pages.titles`. */
export const ADMIN_TOOLS: [string, string][] = [
  ["/admin/recent-visits", "admin_recent_visits"],
  ["/admin/response-times", "admin_response_times"],
  ["/admin/redirects", "admin_redirects"],
  ["/admin/cache", "admin_cache"],
  ["/admin/translations", "admin_translations"],
  ["/admin/client-errors", "admin_client_errors"],
  ["/admin/users", "admin_users"],
  ["/admin/pages", "admin_pages"],
  ["/admin/pos", "admin_pos"],
  ["/admin/locally", "admin_locally"],
  ["/admin/easypost", "admin_easypost"],
  ["/admin/store-shipping-information", "admin_store_shipping"],
];

/** The most recent changes made with the admin tools, of every subject. */
const RECENT_CHANGES = 20;

export const handler: Handlers<AuditEntry[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await listAllAudit(ctx.state.kv, RECENT_CHANGES));
  },
};

export default function AdminHome({ data, state }: PageProps<AuditEntry[], PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("admin", t)}
        crumbs={crumbsFor("admin", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("pages.areas.admin.intro")}</p>
      <h2>{t("admin_shell.tools")}</h2>
      <ul class="admin-tools">
        {ADMIN_TOOLS.map(([href, id]) => (
          <li>
            <a href={href}>{t(`pages.titles.${id}`)}</a>
          </li>
        ))}
      </ul>
      <h2 id="admin-tables">{t("admin_tables.title")}</h2>
      <p>{t("admin_tables.list_intro")}</p>
      <ul class="admin-tables" aria-labelledby="admin-tables">
        {listTables().map(({ table, policy }) => (
          <li>
            {policy.browse
              ? (
                <a href={`/admin/${table}`}>
                  <code>{table}</code>
                </a>
              )
              : (
                <>
                  <code>{table}</code>{" "}
                  <span class="muted">({t("admin_tables.not_browsable")})</span>
                </>
              )}{" "}
            <span class="muted">
              {t("admin_tables.owner")} <code>{KEY_PREFIXES[table]}</code>
            </span>
          </li>
        ))}
      </ul>
      <AuditLog
        t={t}
        entries={data}
        formatTime={(iso) => formatDateTime(iso, locale)}
        subjects
      />
      <AccessTableView t={t} />
    </>
  );
}
