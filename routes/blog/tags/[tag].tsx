// /blog/tags/{tag} (members): the published posts carrying one tag, newest first, paged.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type BlogListData, BlogListPage } from "../../../components/blog/BlogList.tsx";
import { loadBlogList } from "../../../lib/blog/page.ts";
import { TAG_PATTERN } from "../../../lib/blog/schema.ts";

export const handler: Handlers<BlogListData, PortalState> = {
  async GET(_req, ctx) {
    const tag = ctx.params.tag;
    if (!TAG_PATTERN.test(tag)) return ctx.renderNotFound();
    return ctx.render(await loadBlogList(ctx.state, ctx.url, tag));
  },
};

export default function TagPage({ state, data }: PageProps<BlogListData, PortalState>) {
  return <BlogListPage page="blog_tag" data={data} t={state.t} locale={state.locale} />;
}
