// /admin/store-shipping-information (site admins): every store's ship-from address, carriers,
// pickup days and cut-off, and whether someone has confirmed them (lib/admin/shipping.ts).
import { AdminStyles } from "../../../components/admin/AdminStyles.tsx";
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { listShippingInfo, type ShippingInfo } from "../../../lib/admin/shipping.ts";
import type { Store } from "../../../lib/stores/mod.ts";
import {
  SHIPPING_TABLE,
  shippingColumns,
  ShippingList,
} from "../../../components/admin/ShippingViews.tsx";
import { csvResponseFor } from "../../../lib/forms/table.ts";

type Data = { store: Store; info: ShippingInfo }[];

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const rows = await listShippingInfo(ctx.state.kv);
    const { t, locale } = ctx.state;
    return csvResponseFor(ctx.url, SHIPPING_TABLE, shippingColumns(t), rows, "store-shipping", {
      locale,
    }) ?? ctx.render(rows);
  },
};

export default function ShippingListPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  const configured = data.filter((row) => row.info.configured).length;
  return (
    <>
      <AdminStyles />
      <PageHeader
        title={pageTitle("admin_store_shipping", t)}
        crumbs={crumbsFor("admin_store_shipping", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("admin_shipping.intro", { configured, total: data.length })}</p>
      <ShippingList t={t} rows={data} url={url} />
    </>
  );
}
