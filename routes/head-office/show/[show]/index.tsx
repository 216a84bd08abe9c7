// /head-office/show/{show}: edit a show (names, dates, venue, state, order deadline, terms; a save
// is refused when the show changed since the form was read), upload and remove its files (price
// lists, catalogues), its vendor pages and books, and links to attendance and announcements
// (lib/shows/admin_pages.ts, components/show/ShowEditor.tsx).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { ShowEditor } from "../../../../components/show/ShowEditor.tsx";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import {
  postShowEdit,
  type ShowEditData,
  showEditPage,
} from "../../../../lib/shows/admin_pages.ts";

export const handler: Handlers<ShowEditData, PortalState> = {
  async GET(_req, ctx) {
    const notice = ctx.url.searchParams.get("saved") ? "show_saved" : null;
    return ctx.render(await showEditPage(ctx.state.kv, ctx.params.show, { notice }));
  },
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const user = requireUser(ctx.state);
    const out = await postShowEdit(req, kv, ctx.params.show, user, t, config);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default headedPage("ho_show_show", ShowEditor, {
  title: (data, _t, locale) => ({ show: inLocale(data.show.name, locale) }),
});
