// Head office's page of one show (/head-office/show/{show}): links to its other pages, the show
// form (with the version it was read at), its files, its vendors' booth pages and order books.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import type { ShowEditData } from "../../lib/shows/admin_pages.ts";
import { SHOW_FILE_PURPOSES } from "../../lib/shows/manage.ts";
import { FileList } from "./FileList.tsx";
import { FileManager } from "./FileManager.tsx";
import { ShowForm } from "./ShowForm.tsx";

export function ShowEditor(
  { data, t, locale }: { data: ShowEditData; t: TFunction; locale: Locale },
) {
  const { show } = data;
  return (
    <>
      {data.notice && <p class="notice" role="status">{t(`shows.notices.${data.notice}`)}</p>}
      <p>
        <a href={`/head-office/show/${show.key}/attendance`}>
          {t("pages.titles.ho_show_attendance")}
        </a>{" "}
        ·{" "}
        <a href={`/head-office/show/${show.key}/announcements`}>
          {t("pages.titles.ho_show_announcements")}
        </a>{" "}
        ·{" "}
        <a href={`/head-office/showcloud-booking-reports?show=${show.key}`}>
          {t("pages.titles.ho_showcloud_booking_reports")}
        </a>{" "}
        · <a href={`/show/${show.key}`}>{t("shows.member_view")}</a>
      </p>
      <ShowForm
        values={data.values}
        errors={data.errors}
        t={t}
        isNew={false}
        version={data.version}
      />
      <h2>{t("shows.pages.files")}</h2>
      <FileList files={data.files} t={t} locale={locale} />
      <FileManager
        files={data.files}
        purposes={SHOW_FILE_PURPOSES}
        error={data.errors.file}
        t={t}
      />
      <h2>{t("pages.titles.show_vendor_pages")}</h2>
      <ul data-pages>
        {data.pages.map((p) => (
          <li key={p.id}>
            <a href={`/head-office/show/vendors/pages/${p.id}`}>{vendorLabel(p.vendor)}</a>{" "}
            {p.booth && <span class="muted">{t("shows.pages.booth_n", { booth: p.booth })}</span>}
          </li>
        ))}
      </ul>
      <h2>{t("shows.cloud.books_title")}</h2>
      <ul data-books>
        {data.books.map((b) => (
          <li key={b.id}>
            <a href={`/head-office/show/${show.key}/books/${b.id}`}>{vendorLabel(b.vendor)}</a> —
            {" "}
            {inLocale(b.name, locale)} · {t("shows.cloud.style_count", { count: b.style_count })}
            {" · "}
            <a href={`/show/${show.key}/linesheets/${b.id}`}>{t("show_books.linesheet")}</a>
          </li>
        ))}
      </ul>
      <p>
        <a href={`/head-office/show/${show.key}/books/new`} class="button" data-new-book>
          {t("show_books.new_book")}
        </a>
      </p>
    </>
  );
}
