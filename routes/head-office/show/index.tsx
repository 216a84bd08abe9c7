// /head-office/show: every show (dates, state, deadline) with a form to create one; the show
// categories with a form to add one; the vendors with books; links to the active-show tool and
// the booking report (lib/shows/shows_page.ts, components/show/ShowsAdmin.tsx).
import { headedPage } from "../../../components/orders/HeadedPage.tsx";
import { SHOWS, ShowsAdmin } from "../../../components/show/ShowsAdmin.tsx";
import { csvFor } from "../../../lib/forms/table.ts";
import { postShowsPage, showsPage, type ShowsPageData } from "../../../lib/shows/shows_page.ts";
import { pageHandlers } from "../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<ShowsPageData>(
  async (ctx) => {
    const data = await showsPage(ctx.state.kv);
    return csvFor(ctx.url, ctx.state, SHOWS, data.shows, "shows") ?? data;
  },
  (req, ctx) => postShowsPage(req, ctx.state.kv, ctx.state.t),
);

export default headedPage("ho_show", ShowsAdmin);
