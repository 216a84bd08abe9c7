// /head-office/show/categories/{category_id}: a show category — its names in both languages and
// the catalogue classes it gathers (editable; a stale save is refused) — and the styles in it
// across the open shows' books, with a CSV (lib/shows/shows_page.ts).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { CATEGORY_STYLES, CategoryEditor } from "../../../../components/show/CategoryEditor.tsx";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { csvOrRender } from "../../../../lib/forms/table.ts";
import {
  categoryPage,
  type CategoryPageData,
  postCategory,
} from "../../../../lib/shows/shows_page.ts";

export const handler: Handlers<CategoryPageData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const data = await categoryPage(kv, ctx.params.category_id);
    return csvOrRender(ctx, data, CATEGORY_STYLES, data.styles, `category-${data.category.id}`);
  },
  async POST(req, ctx) {
    const out = await postCategory(req, ctx.state.kv, ctx.params.category_id, ctx.state.t);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default headedPage("ho_show_category", CategoryEditor, {
  title: (data, _t, locale) => ({ category_id: inLocale(data.category.name, locale) }),
});
