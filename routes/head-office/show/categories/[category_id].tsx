// /head-office/show/categories/{category_id}: a show category — its names in both languages and
// the catalogue classes it gathers (editable; a stale save is refused) — and the styles in it
// across the open shows' books, with a CSV (lib/shows/shows_page.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import {
  CATEGORY_STYLES_TABLE,
  CategoryEditor,
  categoryStyleColumns,
} from "../../../../components/show/CategoryEditor.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import { csvResponseFor } from "../../../../lib/forms/table.ts";
import {
  categoryPage,
  type CategoryPageData,
  postCategory,
} from "../../../../lib/shows/shows_page.ts";

export const handler: Handlers<CategoryPageData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await categoryPage(kv, ctx.params.category_id);
    return csvResponseFor(
      ctx.url,
      CATEGORY_STYLES_TABLE,
      categoryStyleColumns(t, locale),
      data.styles,
      `category-${data.category.id}`,
      { locale },
    ) ?? ctx.render(data);
  },
  async POST(req, ctx) {
    const out = await postCategory(req, ctx.state.kv, ctx.params.category_id, ctx.state.t);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default function CategoryPage(
  { data, state, params, url }: PageProps<CategoryPageData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_category", t, {
          category_id: inLocale(data.category.name, locale),
        })}
        crumbs={crumbsFor("ho_show_category", t, { category_id: params.category_id })}
        appName={t("common.app_name")}
      />
      <CategoryEditor data={data} t={t} locale={locale} url={url} />
    </>
  );
}
