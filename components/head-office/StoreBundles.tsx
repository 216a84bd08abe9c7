// /pos-docs, for a store's admins: the latest POS data bundle of each store they administer (the
// catalogue and prices in their POS system's import format), with the download link and when the
// store last downloaded it.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { StoreBundle } from "../../lib/head_office/store_bundles.ts";
import { formatDate, formatDateTime } from "../../lib/i18n/format.ts";

export function StoreBundles(
  { t, locale, bundles }: { t: TFunction; locale: Locale; bundles: StoreBundle[] },
) {
  return (
    <section class="card" id="pos-data" aria-labelledby="pos-data-heading">
      <h2 id="pos-data-heading">{t("head_office.store_bundles.heading")}</h2>
      <p>{t("head_office.store_bundles.lead")}</p>
      {bundles.length === 0
        ? <p data-store-bundles-empty>{t("head_office.store_bundles.none")}</p>
        : (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("head_office.store.store_number")}</th>
                  <th scope="col">{t("head_office.store.pos_system")}</th>
                  <th scope="col">{t("head_office.store_bundles.as_of")}</th>
                  <th scope="col" class="num">{t("head_office.bundles.rows")}</th>
                  <th scope="col">{t("head_office.bundles.downloaded")}</th>
                  <th scope="col">{t("head_office.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {bundles.map((b) => (
                  <tr data-store-bundle={String(b.store)}>
                    <td>{b.store}</td>
                    <td>{t(`admin_pos.systems.${b.system}`)}</td>
                    <td>{formatDate(b.as_of, locale)}</td>
                    <td class="num">{b.rows}</td>
                    <td>
                      {b.downloaded
                        ? formatDateTime(b.downloaded.at, locale)
                        : t("head_office.bundles.not_downloaded")}
                    </td>
                    <td>
                      <a
                        href={`/pos-docs?${new URLSearchParams({
                          bundle: b.id,
                          store: String(b.store),
                        })}`}
                      >
                        {t("head_office.bundles.download")}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </section>
  );
}
