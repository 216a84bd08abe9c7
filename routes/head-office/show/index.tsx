// /head-office/show: every show (dates, state, deadline) with a form to create one; the show
// categories with a form to add one; the vendors with books; links to the active-show tool and
// the booking report (lib/shows/shows_page.ts, components/show/ShowsAdmin.tsx).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { headedPage } from "../../../components/orders/HeadedPage.tsx";
import { SHOWS, ShowsAdmin } from "../../../components/show/ShowsAdmin.tsx";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { postShowsPage, showsPage, type ShowsPageData } from "../../../lib/shows/shows_page.ts";

export const handler: Handlers<ShowsPageData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const data = await showsPage(kv);
    return csvOrRender(ctx, data, SHOWS, data.shows, "shows");
  },
  async POST(req, ctx) {
    const out = await postShowsPage(req, ctx.state.kv, ctx.state.t);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default headedPage("ho_show", ShowsAdmin);
