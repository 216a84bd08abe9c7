// /head-office/blog-management (buyers): every post with its status (draft, scheduled, published),
// publication time in Toronto and tags; links to edit and to the member view.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import { listAllPosts } from "../../../lib/blog/store.ts";
import type { Post } from "../../../lib/blog/schema.ts";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { BlogPosts, POSTS } from "../../../components/head-office/BlogPosts.tsx";

export const handler: Handlers<Post[], PortalState> = {
  async GET(_req, ctx) {
    const posts = await listAllPosts(ctx.state.kv);
    return csvOrRender(ctx, posts, POSTS, posts, "blog-posts");
  },
};

export default function BlogManagement({ state, data, url }: PageProps<Post[], PortalState>) {
  const { t, locale } = state;
  return (
    <HoFrame id="ho_blog_management" t={t} lead={t("blog.manage.lead")}>
      <p>
        <a class="button" href="/head-office/blog-management/create">{t("blog.manage.new")}</a>
      </p>
      <BlogPosts t={t} locale={locale} url={url} posts={data} />
    </HoFrame>
  );
}
