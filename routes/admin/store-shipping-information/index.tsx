// /admin/store-shipping-information (site admins): every store's ship-from address, carriers,
// pickup days and cut-off, and whether someone has confirmed them (lib/admin/shipping.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { listShippingInfo, type ShippingInfo } from "../../../lib/admin/shipping.ts";
import type { Store } from "../../../lib/stores/mod.ts";
import { SHIPPING, ShippingList } from "../../../components/admin/ShippingViews.tsx";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

type Data = { store: Store; info: ShippingInfo }[];

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const rows = await listShippingInfo(ctx.state.kv);
    return csvOrRender(ctx, rows, SHIPPING, rows, "store-shipping");
  },
};

export default function ShippingListPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const configured = data.filter((row) => row.info.configured).length;
  return (
    <>
      <AdminHeader
        t={t}
        page="admin_store_shipping"
        styles
        lead={t("admin_shipping.intro", { configured, total: data.length })}
      />
      <ShippingList t={t} locale={locale} rows={data} url={url} />
    </>
  );
}
