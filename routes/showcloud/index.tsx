// /showcloud: the vendors with order books at the shows open for ordering, with the order
// deadline and, for each of the user's stores, the state of its order with that vendor; a CSV.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ShowStyles } from "../../components/show/ShowStyles.tsx";
import { BOARD_TABLE, boardColumns, VendorBoard } from "../../components/showcloud/VendorBoard.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvResponseFor } from "../../lib/forms/table.ts";
import { type ShowcloudRow, showcloudRows } from "../../lib/shows/lists.ts";

export const handler: Handlers<ShowcloudRow[], PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const rows = await showcloudRows(kv, requireUser(ctx.state));
    return csvResponseFor(ctx.url, BOARD_TABLE, boardColumns(t, locale), rows, "showcloud", {
      locale,
    }) ?? ctx.render(rows);
  },
};

export default function ShowcloudPage(
  { data, state, url }: PageProps<ShowcloudRow[], PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <ShowStyles />
      <PageHeader
        title={pageTitle("showcloud", t)}
        crumbs={crumbsFor("showcloud", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("shows.cloud.intro")}</p>
      <p>
        <a href="/showcloud/orders">{t("pages.titles.showcloud_orders")}</a> ·{" "}
        <a href="/showcloud/shipping">{t("pages.titles.showcloud_shipping")}</a>
      </p>
      <VendorBoard rows={data} t={t} locale={locale} url={url} />
    </>
  );
}
