// Downloadable files (lib/files, served at /files/{id}): name, kind, size, date.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import { formatDate, formatNumber } from "../../lib/i18n/format.ts";
import type { ShowsFiles } from "../../lib/shows/content.ts";
import type { BodyProps } from "../orders/HeadedPage.tsx";

export function FileList(
  { files, t, locale }: { files: FileMeta[]; t: TFunction; locale: Locale },
) {
  if (files.length === 0) return <p>{t("shows.files.none")}</p>;
  return (
    <ul class="files" data-files>
      {files.map((f) => (
        <li key={f.id}>
          <a href={`/files/${f.id}`} download={f.name}>{f.name}</a>{" "}
          <span class="muted">
            {t(`shows.files.purpose.${f.purpose}`)} ·{" "}
            {formatNumber(Math.max(1, Math.round(f.size / 1024)), locale)} KB ·{" "}
            {formatDate(f.created_at, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Shows, each with its files under its linked name (`dated`: its first day and venue too; `empty`:
 * the text when there is no show).
 */
function ShowsFileSections(
  { data, t, locale, dated, empty }: BodyProps<ShowsFiles> & { dated: boolean; empty: string },
) {
  return (
    <>
      {data.shows.length === 0 && <p>{t(empty)}</p>}
      {data.shows.map(({ show, files }) => (
        <section key={show.key} data-show={show.key}>
          <h2>
            <a href={`/show/${encodeURIComponent(show.key)}`}>{inLocale(show.name, locale)}</a>
          </h2>
          {dated && (
            <p class="muted">
              {formatDate(`${show.starts}T12:00:00Z`, locale)} · {show.venue}
            </p>
          )}
          <FileList files={files} t={t} locale={locale} />
        </section>
      ))}
    </>
  );
}

/** /show/files: the shows on or coming. */
export function OpenShowsFiles(props: BodyProps<ShowsFiles>) {
  return <ShowsFileSections {...props} dated={false} empty="shows.none_open" />;
}

/** /show/archives: the past shows, with their dates and venue. */
export function ArchivedShowsFiles(props: BodyProps<ShowsFiles>) {
  return <ShowsFileSections {...props} dated empty="shows.no_archives" />;
}

/** /show/{show}/files: the show's own files, then its booths' files. */
export function ShowFiles(
  { data, t, locale }: BodyProps<{ files: FileMeta[]; boothFiles: FileMeta[] }>,
) {
  return (
    <>
      <FileList files={data.files} t={t} locale={locale} />
      {data.boothFiles.length > 0 && (
        <>
          <h2>{t("shows.files.booths")}</h2>
          <FileList files={data.boothFiles} t={t} locale={locale} />
        </>
      )}
    </>
  );
}
