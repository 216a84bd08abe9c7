// /admin/pos/stores/{store_number} (site admins): one store's POS system and version, the last
// data received and the sync lag, its errors, and its Lightspeed connection (lib/auth/lightspeed).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { pageTitle } from "../../../../lib/nav/pages.ts";
import { AdminHeader } from "../../../../components/admin/AdminHeader.tsx";
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
      <AdminHeader
        t={t}
        page="admin_pos_store"
        params={params}
        title={`${pageTitle("admin_pos_store", t, params)} · ${data.store_name}`}
        styles
      />
      <PosStoreView t={t} row={data} formatTime={(iso) => formatDateTime(iso, locale)} />
    </>
  );
}
