// The post editor's save (/head-office/blog-management/create and …/edit/{id}): a redirect once
// lib/blog/manage.ts has saved, published or scheduled the post, else the editor again.
import type { PostEditorData } from "../blog/manage.ts";
import { handleEditorPost } from "../blog/manage.ts";
import type { Post } from "../blog/schema.ts";
import { seeOther } from "../forms/mod.ts";
import type { PortalState } from "../state.ts";

export async function postEditorAnswer(
  req: Request,
  ctx: {
    state: PortalState;
    render(data: PostEditorData, init: { status: number }): Response | Promise<Response>;
  },
  post: Post | null,
): Promise<Response> {
  const outcome = await handleEditorPost(req, ctx.state, post);
  return outcome.kind === "redirect"
    ? seeOther(outcome.location)
    : await ctx.render(outcome.data, { status: outcome.status });
}
