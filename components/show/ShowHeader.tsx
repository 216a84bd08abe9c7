// A show's facts (dates, venue, state, order deadline) and the links of its pages.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { formatDate, formatDateTime } from "../../lib/i18n/format.ts";
import type { Show } from "../../lib/shows/schema.ts";

export function ShowFacts({ show, t, locale }: { show: Show; t: TFunction; locale: Locale }) {
  const key = encodeURIComponent(show.key);
  return (
    <>
      <dl class="facts">
        <dt>{t("shows.dates")}</dt>
        <dd>
          {formatDate(`${show.starts}T12:00:00Z`, locale)} –{" "}
          {formatDate(`${show.ends}T12:00:00Z`, locale)}
        </dd>
        <dt>{t("shows.venue")}</dt>
        <dd>{show.venue}</dd>
        <dt>{t("shows.state")}</dt>
        <dd data-show-state={show.state}>{t(`shows.show_states.${show.state}`)}</dd>
        <dt>{t("shows.deadline")}</dt>
        <dd>{formatDateTime(show.order_deadline, locale)}</dd>
      </dl>
      <p>
        <a href={`/show/${key}/files`}>{t("pages.titles.show_show_files")}</a> ·{" "}
        <a href={`/show/${key}/vendor-pages`}>{t("pages.titles.show_vendor_pages")}</a>
        {show.state !== "archived" && (
          <>
            {" · "}
            <a href="/showcloud">{t("pages.titles.showcloud")}</a>
          </>
        )}
      </p>
    </>
  );
}
