// Marketing assets: the filter form and the grid of cards (preview for images, type and size,
// dates, download count; head office also sees the state and re-dates or deletes).
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import {
  ASSET_CATEGORIES,
  type AssetFilter,
  assetState,
  type MarketingAsset,
} from "../../lib/resources/assets.ts";
import { formatDate, formatNumber, fromToronto } from "../../lib/i18n/format.ts";
import { DeleteForm } from "../forms/DeleteForm.tsx";
import { Field } from "../Field.tsx";
import { type Choice, SelectField } from "../forms/SelectField.tsx";

const BASE = "/resources/marketing-assets";

/** The asset categories to choose from, named in the page's language. */
export const categoryChoices = (t: TFunction): Choice[] =>
  ASSET_CATEGORIES.map((c) => ({ value: c, label: t(`resources.assets.categories.${c}`) }));

export function AssetFilters(
  { t, filter, vendors }: {
    t: TFunction;
    filter: AssetFilter;
    vendors: { id: string; name: string }[];
  },
) {
  return (
    <form method="get" action={BASE} class="card filters" role="search">
      <Field
        id="asset-q"
        type="search"
        name="q"
        label={t("resources.assets.search")}
        value={filter.q}
      />
      <SelectField
        id="asset-category"
        name="category"
        label={t("resources.assets.category")}
        value={filter.category}
        any={t("resources.assets.all_categories")}
        options={categoryChoices(t)}
      />
      <SelectField
        id="asset-vendor"
        name="vendor"
        label={t("resources.assets.vendor")}
        value={filter.vendor}
        any={t("resources.assets.all_vendors")}
        options={vendors.map((v) => ({ value: v.id, label: v.name }))}
      />
      <p>
        <button type="submit">{t("resources.assets.find")}</button>
      </p>
    </form>
  );
}

function size(bytes: number, locale: Locale) {
  return bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, locale, 1)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} kB`;
}

export function AssetGrid(
  { t, locale, rows, vendors, manage, today, form }: {
    t: TFunction;
    locale: Locale;
    rows: { asset: MarketingAsset; downloads: number }[];
    vendors: Record<string, string>;
    manage: boolean;
    today: string;
    form: { errors: Record<string, string> };
  },
) {
  const l = locale === "fr-CA" ? "fr" : "en";
  const d = (s: string) => formatDate(fromToronto(s, "12:00"), locale);
  if (rows.length === 0) return <p data-no-assets>{t("resources.assets.none")}</p>;
  return (
    <div class="asset-grid" data-assets>
      {rows.map(({ asset: a, downloads }) => {
        const state = assetState(a, today);
        const dateError = form.errors[`dates_${a.id}`];
        return (
          <article key={a.id} class="card" data-asset={a.id} data-state={state}>
            {a.file_type.startsWith("image/")
              ? <img src={`${BASE}?preview=${a.id}`} alt="" loading="lazy" />
              : <p class="muted">{a.file_type === "application/pdf" ? "PDF" : a.file_type}</p>}
            <h2>{a.title[l]}</h2>
            {a.description[l] && <p>{a.description[l]}</p>}
            <p class="muted">
              {t(`resources.assets.categories.${a.category}`)}
              {a.vendor ? ` · ${vendors[a.vendor] ?? a.vendor}` : ""} · {size(a.file_size, locale)}
            </p>
            <p class="muted">
              {a.expires_on
                ? t("resources.assets.dates", { from: d(a.publish_on), to: d(a.expires_on) })
                : t("resources.assets.from", { from: d(a.publish_on) })}
            </p>
            {manage && <p data-asset-state>{t(`resources.assets.states.${state}`)}</p>}
            <p data-downloads>{t("resources.assets.downloads", { count: downloads })}</p>
            <p>
              <a class="button" href={`${BASE}?download=${a.id}`} download={a.file_name}>
                {t("resources.assets.download")}
              </a>
            </p>
            {manage && (
              <details>
                <summary>{t("resources.assets.manage")}</summary>
                <form method="post" encType="multipart/form-data" novalidate>
                  <input type="hidden" name="action" value="dates" />
                  <input type="hidden" name="id" value={a.id} />
                  <label>
                    {t("resources.assets.fields.publish_on")}{" "}
                    <input type="date" name="publish_on" value={a.publish_on} />
                  </label>
                  <label>
                    {t("resources.assets.fields.expires_on")}{" "}
                    <input type="date" name="expires_on" value={a.expires_on ?? ""} />
                  </label>
                  {dateError && <p class="field-error">{dateError}</p>}
                  <button type="submit">{t("resources.assets.save_dates")}</button>
                </form>
                <DeleteForm
                  t={t}
                  what={a.title[l]}
                  fields={{ id: a.id }}
                  label={t("resources.assets.delete")}
                />
              </details>
            )}
          </article>
        );
      })}
    </div>
  );
}
