// /admin/redirects (site admins): the redirect table editor (lib/admin/redirects_page.ts); the list
// is a DataTable (sortable, CSV in the page's order), the form's errors stand next to their fields.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { loadRedirects, postRedirect, type RedirectsData } from "../../lib/admin/redirects_page.ts";
import { REDIRECTS, RedirectsPage } from "../../components/admin/Redirects.tsx";

export const handler: Handlers<RedirectsData, PortalState> = {
  async GET(_req, ctx) {
    const data = await loadRedirects(ctx.state.kv, {
      saved: ctx.url.searchParams.get("saved") ?? undefined,
    });
    return csvOrRender(ctx, data, REDIRECTS, data.redirects);
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const done = await postRedirect(req, ctx.state.kv, ctx.state.t, user.email);
    return done instanceof Response ? done : ctx.render(done, { status: 400 });
  },
};

export default function Redirects({ state, data, url }: PageProps<RedirectsData, PortalState>) {
  return <RedirectsPage data={data} t={state.t} locale={state.locale} url={url} />;
}
