// /head-office/show/{show}: edit a show (names, dates, venue, state, order deadline, terms; a save
// is refused when the show changed since the form was read), upload and remove its files (price
// lists, catalogues), its vendor pages and books, and links to attendance and announcements
// (lib/shows/admin_pages.ts, components/show/ShowEditor.tsx).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { ShowEditor } from "../../../../components/show/ShowEditor.tsx";
import { crumbsFor, pageTitle } from "../../../../lib/nav/pages.ts";
import { requireUser } from "../../../../lib/auth/signed_in.ts";
import { inLocale } from "../../../../lib/catalogue/mod.ts";
import {
  postShowEdit,
  type ShowEditData,
  showEditPage,
} from "../../../../lib/shows/admin_pages.ts";

export const handler: Handlers<ShowEditData, PortalState> = {
  async GET(_req, ctx) {
    const notice = ctx.url.searchParams.get("saved") ? "show_saved" : null;
    return ctx.render(await showEditPage(ctx.state.kv, ctx.params.show, { notice }));
  },
  async POST(req, ctx) {
    const { kv, t, config } = ctx.state;
    const user = requireUser(ctx.state);
    const out = await postShowEdit(req, kv, ctx.params.show, user, t, config);
    return out instanceof Response ? out : ctx.render(out.data, { status: out.status });
  },
};

export default function HeadOfficeShow(
  { data, state, params }: PageProps<ShowEditData, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("ho_show_show", t, { show: inLocale(data.show.name, locale) })}
        crumbs={crumbsFor("ho_show_show", t, { show: params.show })}
        appName={t("common.app_name")}
      />
      <ShowEditor data={data} t={t} locale={locale} />
    </>
  );
}
