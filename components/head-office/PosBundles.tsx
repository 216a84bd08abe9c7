// The markup of /head-office/pos-data-bundles: the form to build bundles for chosen stores and
// the newest bundles with each store's file and its download.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { formatDate, formatDateTime } from "../../lib/i18n/format.ts";
import { HoFrame } from "./Frame.tsx";
import { BundleTable } from "./BundleTable.tsx";
import type { PosBundlesData } from "../../lib/head_office/pos_bundles_page.ts";

export function PosBundles(
  { data, state, url }: { data: PosBundlesData; state: SignedInState; url: URL },
) {
  const { t, locale } = state;
  const chosen = Array.isArray(data.values.stores) ? data.values.stores : [];
  const started = url.searchParams.get("started");
  return (
    <HoFrame id="ho_pos_data_bundles" t={t} lead={t("head_office.bundles.lead")}>
      {started && (
        <p class="notice" role="status">
          {t("head_office.bundles.started")}{" "}
          <a href={`/tasks/${encodeURIComponent(started)}`}>
            {t("head_office.bundles.progress")}
          </a>
        </p>
      )}
      <form method="post" class="card" novalidate>
        <fieldset>
          <legend>{t("head_office.bundles.stores")}</legend>
          <div class="ho-checks">
            {data.stores.map((s) => (
              <label>
                <input
                  type="checkbox"
                  name="stores"
                  value={String(s.store_number)}
                  checked={chosen.includes(String(s.store_number))}
                />{" "}
                {`${s.store_number} · ${s.name}`}
              </label>
            ))}
          </div>
          {data.errors.stores && <p class="field-error" role="alert">{data.errors.stores}</p>}
        </fieldset>
        <p>
          <button type="submit">{t("head_office.bundles.build")}</button>
        </p>
      </form>
      <h2>{t("head_office.bundles.history")}</h2>
      {data.bundles.length === 0 && <p>{t("head_office.bundles.empty")}</p>}
      {data.bundles.map(({ bundle, downloads }) => {
        const by = new Map(downloads.map((d) => [d.store, d]));
        return (
          <section class="card" data-bundle={bundle.id}>
            <h3>
              {t("head_office.bundles.built", {
                at: formatDateTime(bundle.created_at, locale),
                by: bundle.created_by,
                as_of: formatDate(bundle.as_of, locale),
              })}
            </h3>
            <BundleTable
              id={`bundle-${bundle.id}`}
              rowAttr="data-bundle-store"
              t={t}
              locale={locale}
              url={url}
              rows={bundle.stores.map((s) => {
                const d = by.get(s.store);
                return {
                  store: s.store,
                  system: s.system,
                  rows: s.rows,
                  downloaded_at: d?.at ?? null,
                  downloaded: d
                    ? t("head_office.bundles.downloaded_by", {
                      at: formatDateTime(d.at, locale),
                      by: d.by,
                      count: d.count ?? 1,
                    })
                    : t("head_office.bundles.not_downloaded"),
                  href: `/head-office/pos-data-bundles?bundle=${bundle.id}&store=${s.store}`,
                };
              })}
            />
          </section>
        );
      })}
    </HoFrame>
  );
}
