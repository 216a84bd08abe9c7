// /head-office/blog-management/edit/{post_id} (buyers): edit, preview, publish, schedule or
// unpublish one post.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { PostEditor, type PostEditorData } from "../../../../components/blog/PostEditor.tsx";
import { editorData, handleEditorPost, noticeFor } from "../../../../lib/blog/manage.ts";
import { getPost } from "../../../../lib/blog/store.ts";

export const handler: Handlers<PostEditorData, PortalState> = {
  async GET(_req, ctx) {
    const post = await getPost(ctx.state.kv, ctx.params.post_id);
    if (!post) return ctx.renderNotFound();
    const notice = noticeFor(ctx.state, post, ctx.url.searchParams.get("saved"));
    return ctx.render(editorData(post, notice));
  },
  async POST(req, ctx) {
    const post = await getPost(ctx.state.kv, ctx.params.post_id);
    if (!post) return ctx.renderNotFound();
    const outcome = await handleEditorPost(req, ctx.state, post);
    if (outcome.kind === "redirect") {
      return new Response(null, { status: 303, headers: { location: outcome.location } });
    }
    return ctx.render(outcome.data, { status: outcome.status });
  },
};

export default function EditPost(
  { state, data, params }: PageProps<PostEditorData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_blog_edit", t, params)}
        crumbs={crumbsFor("ho_blog_edit", t, params)}
        appName={t("common.app_name")}
      />
      <PostEditor
        data={data}
        t={t}
        locale={locale}
        action={`/head-office/blog-management/edit/${encodeURIComponent(params.post_id)}`}
      />
    </>
  );
}
