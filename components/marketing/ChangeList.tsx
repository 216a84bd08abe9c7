// A list of change-log entries (who, when, what field, before → after) with an "older" link.
import type { TFunction } from "i18next";
import type { ChangePage } from "../../lib/marketing/store.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export function ChangeList(
  { t, locale, page, olderHref }: {
    t: TFunction;
    locale: Locale;
    page: ChangePage;
    olderHref?: (before: string) => string;
  },
) {
  if (page.changes.length === 0) return <p>{t("marketing.changes.none")}</p>;
  return (
    <>
      <div class="table-wrap">
        <table class="data-table" data-changes={page.changes.length}>
          <thead>
            <tr>
              <th>{t("marketing.changes.when")}</th>
              <th>{t("marketing.changes.who")}</th>
              <th>{t("marketing.changes.source")}</th>
              <th>{t("marketing.changes.subject")}</th>
              <th>{t("marketing.changes.field")}</th>
              <th>{t("marketing.changes.before")}</th>
              <th>{t("marketing.changes.after")}</th>
            </tr>
          </thead>
          <tbody>
            {page.changes.map((c) => (
              <tr>
                <td>
                  <time datetime={c.at}>{formatDateTime(c.at, locale)}</time>
                </td>
                <td>{c.user}</td>
                <td>{t(`marketing.sources.${c.source}`)}</td>
                <td>
                  <a
                    href={c.subject === "variant" || c.subject === "alias"
                      ? `/marketing/items/${c.subject_id}`
                      : `/marketing/master-items/${c.subject_id}`}
                  >
                    {c.subject_id}
                  </a>
                </td>
                <td>
                  <code>{c.field}</code>
                </td>
                <td class="before">{c.before}</td>
                <td class="after">{c.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.next && olderHref && (
        <p class="pager">
          <a href={olderHref(page.next)}>{t("marketing.changes.older")}</a>
        </p>
      )}
    </>
  );
}
