// /head-office/show/categories/{category_id}: a show category — its names in both languages and
// the catalogue classes it gathers (editable; a stale save is refused) — and the styles in it
// across the open shows' books, with a CSV (lib/shows/shows_page.ts).
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { CATEGORY_STYLES, CategoryEditor } from "../../../../components/show/CategoryEditor.tsx";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { csvFor } from "../../../../lib/forms/table.ts";
import {
  categoryPage,
  type CategoryPageData,
  postCategory,
} from "../../../../lib/shows/shows_page.ts";
import { pageHandlers } from "../../../../lib/orders/page_handlers.ts";

export const handler = pageHandlers<CategoryPageData>(
  async (ctx) => {
    const data = await categoryPage(ctx.state.kv, ctx.params.category_id);
    const file = `category-${data.category.id}`;
    return csvFor(ctx.url, ctx.state, CATEGORY_STYLES, data.styles, file) ?? data;
  },
  (req, ctx) => postCategory(req, ctx.state.kv, ctx.params.category_id, ctx.state.t),
);

export default headedPage("ho_show_category", CategoryEditor, {
  title: (data, _t, locale) => ({ category_id: inLocale(data.category.name, locale) }),
});
