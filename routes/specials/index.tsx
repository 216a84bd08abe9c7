// /specials: the published order forms open now for the user's stores (time left, "ordered"
// badge), the past ones, and the user's stores' specials orders — never another store's
// (lib/specials/list_page.ts; markup and CSVs: components/specials/SpecialsList.tsx).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { headedPage } from "../../components/orders/HeadedPage.tsx";
import { SpecialsList, specialsTableCsv } from "../../components/specials/SpecialsList.tsx";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { type SpecialsListData, specialsListData } from "../../lib/specials/list_page.ts";

export const handler: Handlers<SpecialsListData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await specialsListData(kv, requireUser(ctx.state));
    return specialsTableCsv(ctx.url, data, t, locale) ?? ctx.render(data);
  },
};

export default headedPage("specials", SpecialsList);
