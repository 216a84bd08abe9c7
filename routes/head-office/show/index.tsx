// /head-office/show: every show (dates, state, deadline) with a form to create one; the show
// categories with a form to add one; the vendors with books; links to the active-show tool and
// the booking report (lib/shows/shows_page.ts, components/show/ShowsAdmin.tsx).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { showColumns, SHOWS_TABLE, ShowsAdmin } from "../../../components/show/ShowsAdmin.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import { postShowsPage, showsPage, type ShowsPageData } from "../../../lib/shows/shows_page.ts";

export const handler: Handlers<ShowsPageData, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await showsPage(kv);
    return csvResponseFor(ctx.url, SHOWS_TABLE, showColumns(t, locale), data.shows, "shows", {
      locale,
    }) ?? ctx.render(data);
  },
  async POST(req, ctx) {
    const out = await postShowsPage(req, ctx.state.kv, ctx.state.t);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default function HeadOfficeShows(
  { data, state, url }: PageProps<ShowsPageData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show", t)}
        crumbs={crumbsFor("ho_show", t)}
        appName={t("common.app_name")}
      />
      <ShowsAdmin data={data} t={t} locale={locale} url={url} />
    </>
  );
}
