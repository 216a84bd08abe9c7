// A show's announcements, pinned first, in the reader's language.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import type { Announcement } from "../../lib/shows/schema.ts";

export function Announcements(
  { notes, t, locale, editBase }: {
    notes: Announcement[];
    t: TFunction;
    locale: Locale;
    /** Head office: each title links to its editor under this path. */
    editBase?: string;
  },
) {
  if (notes.length === 0) return <p>{t("shows.notes.none")}</p>;
  return (
    <>
      {notes.map((n) => (
        <article key={n.id} class={n.pinned ? "card pinned" : "card"} data-announcement={n.id}>
          <h3>
            {editBase
              ? <a href={`${editBase}/${n.id}`}>{inLocale(n.title, locale)}</a>
              : inLocale(n.title, locale)}
            {n.pinned && <small class="muted">· {t("shows.notes.pinned")}</small>}
          </h3>
          <p class="muted">{formatDate(`${n.date}T12:00:00Z`, locale)}</p>
          <p>{inLocale(n.body, locale)}</p>
        </article>
      ))}
    </>
  );
}
