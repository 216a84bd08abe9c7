// One vendor's booth page: booth, description, show specials, files and images, books.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import type { Book, VendorPage } from "../../lib/shows/schema.ts";
import { FileList } from "./FileList.tsx";

export function VendorPageView(
  { data: { page, files, books }, t, locale }: {
    data: { page: VendorPage; files: FileMeta[]; books: Book[] };
    t: TFunction;
    locale: Locale;
  },
) {
  const specials = inLocale(page.specials, locale).split("\n").filter((l) => l.trim() !== "");
  const images = files.filter((f) => f.type.startsWith("image/"));
  return (
    <>
      {page.booth && <p class="lead">{t("shows.pages.booth_n", { booth: page.booth })}</p>}
      <p>{inLocale(page.description, locale)}</p>
      {images.map((f) => (
        <img
          key={f.id}
          src={`/files/${f.id}`}
          alt={f.name}
          loading="lazy"
          style="max-width:320px"
        />
      ))}
      {specials.length > 0 && (
        <>
          <h2>{t("shows.pages.specials")}</h2>
          <ul data-specials>{specials.map((s, i) => <li key={i}>{s}</li>)}</ul>
        </>
      )}
      <h2>{t("shows.pages.files")}</h2>
      <FileList files={files.filter((f) => !f.type.startsWith("image/"))} t={t} locale={locale} />
      {books.length > 0 && (
        <>
          <h2>{t("shows.cloud.books_title")}</h2>
          <ul>
            {books.map((b) => (
              <li key={b.id}>
                <a
                  href={`/showcloud/${encodeURIComponent(b.vendor)}/books/${
                    encodeURIComponent(b.id)
                  }`}
                >
                  {inLocale(b.name, locale)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
