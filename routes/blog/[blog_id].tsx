// /blog/{blog_id} (members): one published post whose time has come; drafts, scheduled posts and
// unknown ids are 404 (head office previews them from blog management).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor } from "../../lib/nav/pages.ts";
import { asset, Head } from "$fresh/runtime.ts";
import { PostArticle } from "../../components/blog/PostView.tsx";
import { getVisiblePost } from "../../lib/blog/store.ts";
import { postText } from "../../lib/blog/feed.ts";
import type { Post } from "../../lib/blog/schema.ts";

export const handler: Handlers<Post, PortalState> = {
  async GET(_req, ctx) {
    const post = await getVisiblePost(ctx.state.kv, ctx.params.blog_id);
    return post ? ctx.render(post) : ctx.renderNotFound();
  },
};

export default function BlogPostPage({ state, data }: PageProps<Post, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/content.css")} />
      </Head>
      <PageHeader
        title={postText(data, locale).title}
        crumbs={crumbsFor("blog_post", t)}
        appName={t("common.app_name")}
      />
      <PostArticle post={data} t={t} locale={locale} showTitle={false} />
      <p>
        <a href="/blog">{t("blog.back")}</a>
      </p>
    </>
  );
}
