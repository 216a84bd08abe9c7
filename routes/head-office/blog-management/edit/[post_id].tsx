// /head-office/blog-management/edit/{post_id} (buyers): edit, preview, publish, schedule or
// unpublish one post.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { editorData, noticeFor, type PostEditorData } from "../../../../lib/blog/manage.ts";
import { getPost } from "../../../../lib/blog/store.ts";
import { postEditorAnswer } from "../../../../lib/head_office/blog_page.ts";
import { PostEditorPage } from "../../../../components/head-office/BlogPosts.tsx";

export const handler: Handlers<PostEditorData, PortalState> = {
  async GET(_req, ctx) {
    const post = await getPost(ctx.state.kv, ctx.params.post_id);
    if (!post) return ctx.renderNotFound();
    const notice = noticeFor(ctx.state, post, ctx.url.searchParams.get("saved"));
    return ctx.render(editorData(post, notice));
  },
  async POST(req, ctx) {
    const post = await getPost(ctx.state.kv, ctx.params.post_id);
    return post ? await postEditorAnswer(req, ctx, post) : ctx.renderNotFound();
  },
};

export default function EditPost(
  { state, data, params }: PageProps<PostEditorData, PortalState>,
) {
  return (
    <PostEditorPage
      id="ho_blog_edit"
      state={state}
      data={data}
      params={params}
      action={`/head-office/blog-management/edit/${encodeURIComponent(params.post_id)}`}
    />
  );
}
