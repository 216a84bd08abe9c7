// /head-office/show/{show}: edit a show (names, dates, venue, state, order deadline, terms; a save
// is refused when the show changed since the form was read), upload and remove its files (price
// lists, catalogues), its vendor pages and books, and links to attendance and announcements
// (lib/shows/admin_pages.ts, components/show/ShowEditor.tsx).
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { ShowEditor } from "../../../../components/show/ShowEditor.tsx";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import {
  postShowEdit,
  type ShowEditData,
  showEditPage,
} from "../../../../lib/shows/admin_pages.ts";
import { pageHandlers } from "../../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<ShowEditData>(
  (ctx) => {
    const notice = ctx.url.searchParams.get("saved") ? "show_saved" : null;
    return showEditPage(ctx.state.kv, ctx.params.show, { notice });
  },
  (req, ctx) => {
    const { kv, t, config } = ctx.state;
    return postShowEdit(req, kv, ctx.params.show, requireUser(ctx.state), t, config);
  },
);

export default headedPage("ho_show_show", ShowEditor, {
  title: (data, _t, locale) => ({ show: inLocale(data.show.name, locale) }),
});
