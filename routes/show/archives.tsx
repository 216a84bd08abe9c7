// /show/archives: past shows, each with its dates, venue and files.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { FileList } from "../../components/show/FileList.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { showFiles } from "../../lib/shows/content.ts";
import type { Show } from "../../lib/shows/schema.ts";
import { listShows } from "../../lib/shows/store.ts";

type Data = { shows: { show: Show; files: FileMeta[] }[] };

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const archived = (await listShows(kv)).filter((s) => s.state === "archived");
    const shows = await Promise.all(
      archived.map(async (show) => ({ show, files: await showFiles(kv, show.key) })),
    );
    return ctx.render({ shows });
  },
};

export default function ArchivesPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("show_archives", t)}
        crumbs={crumbsFor("show_archives", t)}
        appName={t("common.app_name")}
      />
      {data.shows.length === 0 && <p>{t("shows.no_archives")}</p>}
      {data.shows.map(({ show, files }) => (
        <section key={show.key} data-show={show.key}>
          <h2>
            <a href={`/show/${encodeURIComponent(show.key)}`}>{inLocale(show.name, locale)}</a>
          </h2>
          <p class="muted">
            {formatDate(`${show.starts}T12:00:00Z`, locale)} · {show.venue}
          </p>
          <FileList files={files} t={t} locale={locale} />
        </section>
      ))}
    </>
  );
}
