// /head-office/blog-management (buyers): every post with its status (draft, scheduled, published),
// publication time in Toronto and tags; links to edit and to the member view.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { listAllPosts } from "../../../lib/blog/store.ts";
import type { Post } from "../../../lib/blog/schema.ts";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import { BlogPosts, postColumns, POSTS_TABLE } from "../../../components/head-office/BlogPosts.tsx";

export const handler: Handlers<Post[], PortalState> = {
  async GET(_req, ctx) {
    const { t, locale } = ctx.state;
    const posts = await listAllPosts(ctx.state.kv);
    const columns = postColumns(t, locale, new Date());
    return csvResponseFor(ctx.url, POSTS_TABLE, columns, posts, "blog-posts", { locale }) ??
      ctx.render(posts);
  },
};

export default function BlogManagement({ state, data, url }: PageProps<Post[], PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_blog_management", t)}
        crumbs={crumbsFor("ho_blog_management", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("blog.manage.lead")}</p>
      <p>
        <a class="button" href="/head-office/blog-management/create">{t("blog.manage.new")}</a>
      </p>
      <BlogPosts t={t} locale={locale} url={url} posts={data} />
    </>
  );
}
