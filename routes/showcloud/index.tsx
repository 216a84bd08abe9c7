// /showcloud: the vendors with order books at the shows open for ordering, with the order
// deadline and, for each of the user's stores, the state of its order with that vendor; a CSV.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { NamedHeader } from "../../components/orders/HeadedPage.tsx";
import { ShowStyles } from "../../components/show/ShowStyles.tsx";
import { BOARD, VendorBoard } from "../../components/showcloud/VendorBoard.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { type ShowcloudRow, showcloudRows } from "../../lib/shows/lists.ts";

export const handler: Handlers<ShowcloudRow[], PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const rows = await showcloudRows(kv, requireUser(ctx.state));
    return csvOrRender(ctx, rows, BOARD, rows, "showcloud");
  },
};

export default function ShowcloudPage(
  { data, state, url }: PageProps<ShowcloudRow[], PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <ShowStyles />
      <NamedHeader page="showcloud" t={t} />
      <p class="lead">{t("shows.cloud.intro")}</p>
      <p>
        <a href="/showcloud/orders">{t("pages.titles.showcloud_orders")}</a> ·{" "}
        <a href="/showcloud/shipping">{t("pages.titles.showcloud_shipping")}</a>
      </p>
      <VendorBoard rows={data} t={t} locale={locale} url={url} />
    </>
  );
}
