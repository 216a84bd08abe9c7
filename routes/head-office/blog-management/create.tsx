// /head-office/blog-management/create (buyers): write a new post; Save keeps it a draft, Publish
// puts it live now or schedules it, Preview shows both languages without saving.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { PostEditor, type PostEditorData } from "../../../components/blog/PostEditor.tsx";
import { editorData, handleEditorPost } from "../../../lib/blog/manage.ts";

export const handler: Handlers<PostEditorData, PortalState> = {
  GET(_req, ctx) {
    return ctx.render(editorData(null));
  },
  async POST(req, ctx) {
    const outcome = await handleEditorPost(req, ctx.state, null);
    if (outcome.kind === "redirect") {
      return new Response(null, { status: 303, headers: { location: outcome.location } });
    }
    return ctx.render(outcome.data, { status: outcome.status });
  },
};

export default function CreatePost({ state, data }: PageProps<PostEditorData, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_blog_create", t)}
        crumbs={crumbsFor("ho_blog_create", t)}
        appName={t("common.app_name")}
      />
      <PostEditor data={data} t={t} locale={locale} action="/head-office/blog-management/create" />
    </>
  );
}
