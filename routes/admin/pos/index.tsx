// /admin/pos (site admins): the POS fleet at a glance and the stores that need attention.
import { AdminStyles } from "../../../components/admin/AdminStyles.tsx";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { fleet, type FleetRow } from "../../../lib/admin/pos.ts";
import { FleetOverview } from "../../../components/admin/PosViews.tsx";

export const handler: Handlers<FleetRow[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await fleet(ctx.state.kv));
  },
};

export default function PosPage({ data, state }: PageProps<FleetRow[], PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminStyles />
      <PageHeader
        title={pageTitle("admin_pos", t)}
        crumbs={crumbsFor("admin_pos", t)}
        appName={t("common.app_name")}
      />
      <FleetOverview t={t} rows={data} />
    </>
  );
}
