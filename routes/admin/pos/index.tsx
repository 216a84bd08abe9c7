// /admin/pos (site admins): the POS fleet at a glance and the stores that need attention.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { fleet, type FleetRow } from "../../../lib/admin/pos.ts";
import { csvOfTables } from "../../../lib/admin/list_page.ts";
import { attentionTables, FleetOverview } from "../../../components/admin/PosViews.tsx";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

export const handler: Handlers<FleetRow[], PortalState> = {
  async GET(_req, ctx) {
    const rows = await fleet(ctx.state.kv);
    return csvOfTables(ctx.url, ctx.state, attentionTables(rows)) ?? ctx.render(rows);
  },
};

export default function PosPage({ data, state, url }: PageProps<FleetRow[], PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminHeader t={t} page="admin_pos" styles />
      <FleetOverview t={t} rows={data} url={url} />
    </>
  );
}
