// /specials: the published order forms open now for the user's stores (time left, "ordered"
// badge), the past ones, and the user's stores' specials orders — never another store's
// (lib/specials/list_page.ts; markup and CSVs: components/specials/SpecialsList.tsx).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { SpecialsList, specialsTableCsv } from "../../components/specials/SpecialsList.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { type SpecialsListData, specialsListData } from "../../lib/specials/list_page.ts";

export const handler: Handlers<SpecialsListData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await specialsListData(kv, requireUser(ctx.state));
    return specialsTableCsv(ctx.url, data, t, locale) ?? ctx.render(data);
  },
};

export default function SpecialsPage(
  { data, state, url }: PageProps<SpecialsListData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("specials", t)}
        crumbs={crumbsFor("specials", t)}
        appName={t("common.app_name")}
      />
      <SpecialsList data={data} url={url} t={t} locale={locale} />
    </>
  );
}
