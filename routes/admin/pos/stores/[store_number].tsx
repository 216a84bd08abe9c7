// /admin/pos/stores/{store_number} (site admins): one store's POS system and version, the last
// data received and the sync lag, its errors, and its Lightspeed connection (lib/auth/lightspeed).
import { AdminStyles } from "../../../../components/admin/AdminStyles.tsx";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { fleet, type FleetRow } from "../../../../lib/admin/pos.ts";
import { formatDateTime } from "../../../../lib/i18n/format.ts";
import { PosStoreView } from "../../../../components/admin/PosViews.tsx";

export const handler: Handlers<FleetRow, PortalState> = {
  async GET(_req, ctx) {
    const n = Number(ctx.params.store_number);
    const row = (await fleet(ctx.state.kv)).find((r) => r.status.store_number === n);
    return row ? ctx.render(row) : ctx.renderNotFound();
  },
};

export default function PosStorePage({ data, state, params }: PageProps<FleetRow, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <AdminStyles />
      <PageHeader
        title={`${pageTitle("admin_pos_store", t, params)} · ${data.store_name}`}
        crumbs={crumbsFor("admin_pos_store", t, params)}
        appName={t("common.app_name")}
      />
      <PosStoreView t={t} row={data} formatTime={(iso) => formatDateTime(iso, locale)} />
    </>
  );
}
