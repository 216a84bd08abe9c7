// /blog (members): published posts, newest first, ten a page, with a tag filter (?tag=, ?page=).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { BlogList, type BlogListData } from "../../components/blog/BlogList.tsx";
import { loadBlogList } from "../../lib/blog/page.ts";

export const handler: Handlers<BlogListData, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await loadBlogList(ctx.state, ctx.url));
  },
};

export default function BlogPage({ state, data }: PageProps<BlogListData, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("blog", t)}
        crumbs={crumbsFor("blog", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("blog.lead")}</p>
      <BlogList data={data} t={t} locale={locale} />
    </>
  );
}
