// /pos-docs, for a store's admins: the latest POS data bundle of each store they administer (the
// catalogue and prices in their POS system's import format), with the download link and when the
// store last downloaded it.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { StoreBundle } from "../../lib/head_office/store_bundles.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { BundleTable } from "./BundleTable.tsx";

export function StoreBundles(
  { t, locale, url, bundles }: { t: TFunction; locale: Locale; url: URL; bundles: StoreBundle[] },
) {
  return (
    <section class="card" id="pos-data" aria-labelledby="pos-data-heading">
      <h2 id="pos-data-heading">{t("head_office.store_bundles.heading")}</h2>
      <p>{t("head_office.store_bundles.lead")}</p>
      {bundles.length === 0
        ? <p data-store-bundles-empty>{t("head_office.store_bundles.none")}</p>
        : (
          <BundleTable
            id="store-bundles"
            rowAttr="data-store-bundle"
            t={t}
            locale={locale}
            url={url}
            asOf
            rows={bundles.map((b) => ({
              store: b.store,
              system: b.system,
              rows: b.rows,
              as_of: b.as_of,
              downloaded_at: b.downloaded?.at ?? null,
              downloaded: b.downloaded
                ? formatDateTime(b.downloaded.at, locale)
                : t("head_office.bundles.not_downloaded"),
              href: `/pos-docs?${new URLSearchParams({ bundle: b.id, store: String(b.store) })}`,
            }))}
          />
        )}
    </section>
  );
}
