// /admin/pos/versions (site admins): each POS system's versions, their release notes and the
// stores running them.
import { AdminStyles } from "../../../components/admin/AdminStyles.tsx";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { fleet, type FleetRow, listReleases, type Release } from "../../../lib/admin/pos.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import {
  versionColumns,
  VersionsView,
  versionTables,
} from "../../../components/admin/PosViews.tsx";
import { csvResponseFor } from "../../../lib/forms/table.ts";

interface Data {
  releases: Release[];
  rows: FleetRow[];
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const releases = await listReleases(kv);
    const data = { releases, rows: await fleet(kv, Date.now(), releases) };
    const columns = versionColumns(t, locale, (iso) => formatDate(`${iso}T12:00:00Z`, locale));
    for (const table of versionTables(data.releases, data.rows)) {
      const csv = csvResponseFor(ctx.url, table.id, columns, table.rows, `pos-${table.id}`, {
        locale,
      });
      if (csv) return csv;
    }
    return ctx.render(data);
  },
};

export default function PosVersionsPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <AdminStyles />
      <PageHeader
        title={pageTitle("admin_pos_versions", t)}
        crumbs={crumbsFor("admin_pos_versions", t)}
        appName={t("common.app_name")}
      />
      <VersionsView
        t={t}
        releases={data.releases}
        rows={data.rows}
        locale={locale}
        formatDate={(iso) => formatDate(`${iso}T12:00:00Z`, locale)}
        url={url}
      />
    </>
  );
}
