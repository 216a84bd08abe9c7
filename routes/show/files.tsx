// /show/files: the files (price lists, catalogues) of the shows that are on or coming.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { FileList } from "../../components/show/FileList.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import { showFiles } from "../../lib/shows/content.ts";
import { openShows } from "../../lib/shows/pages.ts";
import type { Show } from "../../lib/shows/schema.ts";

type Data = { shows: { show: Show; files: FileMeta[] }[] };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const shows = await Promise.all(
      (await openShows(kv)).map(async (show) => ({ show, files: await showFiles(kv, show.key) })),
    );
    return ctx.render({ shows });
  },
};

export default function ShowFilesPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("show_files", t)}
        crumbs={crumbsFor("show_files", t)}
        appName={t("common.app_name")}
      />
      {data.shows.length === 0 && <p>{t("shows.none_open")}</p>}
      {data.shows.map(({ show, files }) => (
        <section key={show.key} data-show={show.key}>
          <h2>
            <a href={`/show/${encodeURIComponent(show.key)}`}>{inLocale(show.name, locale)}</a>
          </h2>
          <FileList files={files} t={t} locale={locale} />
        </section>
      ))}
    </>
  );
}
