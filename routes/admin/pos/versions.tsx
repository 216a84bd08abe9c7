// /admin/pos/versions (site admins): each POS system's versions, their release notes and the
// stores running them.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { fleet, type FleetRow, listReleases, type Release } from "../../../lib/admin/pos.ts";
import { csvOfTables } from "../../../lib/admin/list_page.ts";
import { versionPageTables, VersionsView } from "../../../components/admin/PosViews.tsx";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

interface Data {
  releases: Release[];
  rows: FleetRow[];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const releases = await listReleases(kv);
    const data = { releases, rows: await fleet(kv, Date.now(), releases) };
    const tables = versionPageTables(data.releases, data.rows);
    return csvOfTables(ctx.url, ctx.state, tables) ?? ctx.render(data);
  },
};

export default function PosVersionsPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <AdminHeader t={t} page="admin_pos_versions" styles />
      <VersionsView
        t={t}
        releases={data.releases}
        rows={data.rows}
        locale={locale}
        url={url}
      />
    </>
  );
}
