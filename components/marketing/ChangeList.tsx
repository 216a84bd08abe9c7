// A list of change-log entries (who, when, what field, before → after) with an "older" link. Money
// fields are logged in cents and shown as money ("$85.08", not "8508").
import type { TFunction } from "i18next";
import type { ChangePage } from "../../lib/marketing/store.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

/** Fields of the log that hold cents. */
export const MONEY_FIELDS = new Set(["cost", "retail", "price", "sale_price", "msrp"]);

/** A logged value as people read it: cents as money, anything else as logged. */
export function shownValue(field: string, value: string, locale: Locale): string {
  return MONEY_FIELDS.has(field) && /^-?\d+$/.test(value)
    ? formatCurrency(Number(value) / 100, locale)
    : value;
}

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
                <td class="before">{shownValue(c.field, c.before, locale)}</td>
                <td class="after">{shownValue(c.field, c.after, locale)}</td>
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
