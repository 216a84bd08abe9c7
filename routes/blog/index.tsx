// /blog (members): published posts, newest first, ten a page, with a tag filter (?tag=, ?page=).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { type BlogListData, BlogListPage } from "../../components/blog/BlogList.tsx";
import { loadBlogList } from "../../lib/blog/page.ts";

export const handler: Handlers<BlogListData, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await loadBlogList(ctx.state, ctx.url));
  },
};

export default function BlogPage({ state, data }: PageProps<BlogListData, PortalState>) {
  return <BlogListPage page="blog" data={data} t={state.t} locale={state.locale} />;
}
