// The cached items of /admin/cache with their clear buttons (plain POST forms, no JavaScript).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { CacheEntryInfo } from "../../lib/db/cache.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";

export interface CacheTableProps {
  entries: CacheEntryInfo[];
  t: TFunction;
  locale: Locale;
}

export function CacheTable({ entries, t, locale }: CacheTableProps) {
  return (
    <>
      <form method="post" class="inline-form">
        <input type="hidden" name="action" value="clear_all" />
        <button type="submit" class="secondary" disabled={entries.length === 0}>
          {t("admin_cache.clear_all")}
        </button>
      </form>
      {entries.length === 0
        ? <p class="muted">{t("admin_cache.empty")}</p>
        : (
          <div class="table-wrap">
            <table>
              <caption>{t("admin_cache.caption", { count: entries.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin_cache.key")}</th>
                  <th scope="col" class="num">{t("admin_cache.size")}</th>
                  <th scope="col" class="num">{t("admin_cache.age")}</th>
                  <th scope="col">{t("admin_cache.expiry")}</th>
                  <th scope="col">
                    <span class="visually-hidden">{t("admin_cache.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.key}>
                    <td>
                      <code>{entry.key}</code>
                    </td>
                    <td class="num">
                      {t("admin_cache.bytes", { size: formatNumber(entry.size, locale) })}
                    </td>
                    <td class="num">
                      {t("admin_cache.seconds", { n: formatNumber(entry.ageSeconds, locale) })}
                    </td>
                    <td>
                      {t("admin_cache.expires", {
                        at: formatDateTime(entry.expiry, locale),
                        left: t("admin_cache.seconds", {
                          n: formatNumber(entry.expiresInSeconds, locale),
                        }),
                      })}
                    </td>
                    <td>
                      <form method="post" class="inline-form">
                        <input type="hidden" name="action" value="clear" />
                        <input type="hidden" name="key" value={entry.key} />
                        <button
                          type="submit"
                          class="secondary"
                          aria-label={t("admin_cache.clear_one_label", { key: entry.key })}
                        >
                          {t("admin_cache.clear")}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </>
  );
}
