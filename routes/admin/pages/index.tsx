// /admin/pages (site admins): every CMS page with its permalink, visibility, state and revision,
// and the form to create a new one (POST → 303 to its edit page).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { csvOrRender } from "../../../lib/forms/table.ts";
import { createPage, loadPageList, type PageListData } from "../../../lib/cms/admin_pages.ts";
import { CMS_PAGES, PageList } from "../../../components/admin/CmsPages.tsx";

export const handler: Handlers<PageListData, PortalState> = {
  async GET(_req, ctx) {
    const data = await loadPageList(ctx.state.kv);
    return csvOrRender(ctx, data, CMS_PAGES, data.pages);
  },
  async POST(req, ctx) {
    const { kv, t, user } = ctx.state;
    const done = await createPage(req, kv, t, user!.email);
    return done instanceof Response ? done : ctx.render(done.data, { status: done.status });
  },
};

export default function AdminPages({ state, data, url }: PageProps<PageListData, PortalState>) {
  return <PageList data={data} t={state.t} locale={state.locale} url={url} />;
}
