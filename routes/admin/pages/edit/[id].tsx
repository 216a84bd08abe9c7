// /admin/pages/edit/{id} (site admins): edit a CMS page (each save is a new revision), see every
// revision and restore one (it becomes the newest revision; nothing is lost).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { loadPageEdit, type PageEditData, postPageEdit } from "../../../../lib/cms/admin_pages.ts";
import { PageEdit } from "../../../../components/admin/CmsPages.tsx";

export const handler: Handlers<PageEditData, PortalState> = {
  async GET(_req, ctx) {
    const data = await loadPageEdit(ctx.state.kv, ctx.params.id, ctx.url.searchParams, ctx.state.t);
    return data ? ctx.render(data) : ctx.renderNotFound();
  },
  async POST(req, ctx) {
    const { kv, t, user } = ctx.state;
    const done = await postPageEdit(req, kv, ctx.params.id, t, user!.email);
    if (!done) return ctx.renderNotFound();
    return done instanceof Response ? done : ctx.render(done.data, { status: done.status });
  },
};

export default function EditCmsPage({ state, data, url }: PageProps<PageEditData, PortalState>) {
  return <PageEdit data={data} t={state.t} locale={state.locale} url={url} />;
}
