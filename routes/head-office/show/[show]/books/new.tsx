// /head-office/show/{show}/books/new: head office opens an order book for a vendor at a show (names,
// season, delivery windows); its styles are then typed or imported on the book's page.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../../lib/state.ts";
import { headedPage } from "../../../../../components/orders/HeadedPage.tsx";
import { BookEditor } from "../../../../../components/show/BookEditor.tsx";
import { inLocale } from "../../../../../lib/catalogue/mod.ts";
import { formValues, seeOther, textValue } from "../../../../../lib/forms/mod.ts";
import { type BookPageData, createBook, newBookPage } from "../../../../../lib/shows/books_page.ts";
import { requireShow } from "../../../../../lib/shows/pages.ts";

export const handler: Handlers<BookPageData, PortalState> = {
  async GET(_req, ctx) {
    const show = await requireShow(ctx.state.kv, ctx.params.show);
    return ctx.render(await newBookPage(ctx.state.kv, show));
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const show = await requireShow(kv, ctx.params.show);
    const values = await formValues(req);
    const typed = Object.fromEntries(Object.keys(values).map((k) => [k, textValue(values, k)]));
    const result = await createBook(kv, show, typed, t);
    return result.ok
      ? seeOther(result.location)
      : ctx.render(result.data, { status: result.status });
  },
};

export default headedPage("ho_show_book_new", BookEditor, {
  title: (data, _t, locale) => ({ show: inLocale(data.show.name, locale) }),
});
