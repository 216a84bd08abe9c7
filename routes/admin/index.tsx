// /admin (site admins): the tool index — every tool, grouped and described — then the most recent
// changes made with them. The raw data tables (/admin/data) and the access rules (/admin/access)
// have their own pages.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { type AuditEntry, listAllAudit } from "../../lib/admin/audit.ts";
import { AuditLog } from "../../components/admin/AuditLog.tsx";
import { AdminToolIndex } from "../../components/admin/AdminToolIndex.tsx";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { AdminHeader } from "../../components/admin/AdminHeader.tsx";

/** The most recent changes made with the admin tools, of every subject. */
const RECENT_CHANGES = 20;

export const handler: Handlers<AuditEntry[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await listAllAudit(ctx.state.kv, RECENT_CHANGES));
  },
};

export default function AdminHome({ data, state, url }: PageProps<AuditEntry[], PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <AdminHeader t={t} page="admin" lead={t("admin_shell.index.intro")} />
      <AdminToolIndex t={t} />
      <AuditLog
        t={t}
        entries={data}
        formatTime={(iso) => formatDateTime(iso, locale)}
        url={url}
        subjects
      />
    </>
  );
}
