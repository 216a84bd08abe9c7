// /admin/pos (site admins): the POS fleet at a glance and the stores that need attention.
import { AdminStyles } from "../../../components/admin/AdminStyles.tsx";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { fleet, type FleetRow } from "../../../lib/admin/pos.ts";
import {
  attentionColumns,
  attentionOf,
  FleetOverview,
} from "../../../components/admin/PosViews.tsx";
import { csvResponseFor } from "../../../lib/forms/table.ts";

export const handler: Handlers<FleetRow[], PortalState> = {
  async GET(_req, ctx) {
    const rows = await fleet(ctx.state.kv);
    const { t, locale } = ctx.state;
    const attention = attentionOf(rows);
    for (const kind of ["problems", "notices"] as const) {
      const csv = csvResponseFor(
        ctx.url,
        `${kind}-table`,
        attentionColumns(t),
        attention[kind],
        `pos-${kind}`,
        {
          locale,
        },
      );
      if (csv) return csv;
    }
    return ctx.render(rows);
  },
};

export default function PosPage({ data, state, url }: PageProps<FleetRow[], PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminStyles />
      <PageHeader
        title={pageTitle("admin_pos", t)}
        crumbs={crumbsFor("admin_pos", t)}
        appName={t("common.app_name")}
      />
      <FleetOverview t={t} rows={data} url={url} />
    </>
  );
}
