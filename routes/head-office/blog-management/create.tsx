// /head-office/blog-management/create (buyers): write a new post; Save keeps it a draft, Publish
// puts it live now or schedules it, Preview shows both languages without saving.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { editorData, type PostEditorData } from "../../../lib/blog/manage.ts";
import { postEditorAnswer } from "../../../lib/head_office/blog_page.ts";
import { PostEditorPage } from "../../../components/head-office/BlogPosts.tsx";

export const handler: Handlers<PostEditorData, PortalState> = {
  GET(_req, ctx) {
    return ctx.render(editorData(null));
  },
  POST(req, ctx) {
    return postEditorAnswer(req, ctx, null);
  },
};

export default function CreatePost({ state, data }: PageProps<PostEditorData, PortalState>) {
  return (
    <PostEditorPage
      id="ho_blog_create"
      state={state}
      data={data}
      action="/head-office/blog-management/create"
    />
  );
}
