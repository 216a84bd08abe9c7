// The markup of /marketing: the catalogue at a glance, the tools, the assortments with the form
// to start one, the last sync.
import type { PortalState } from "../../lib/state.ts";
import { textValue } from "../../lib/forms/read.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { MarketingHeader, NewRecordFields, StoreTypeSelect } from "./ui.tsx";
import { formatDateTime, formatNumber, formatPercent } from "../../lib/i18n/format.ts";
import { type MarketingHomeData, TOOLS } from "../../lib/marketing/home_page.ts";

export function MarketingHome(
  { data, state }: { data: MarketingHomeData; state: PortalState },
) {
  const { t, locale } = state;
  const n = (v: number) => formatNumber(v, locale);
  const share = (v: number) => formatPercent(data.styles ? v / data.styles : 0, locale);
  const v = (name: string) => textValue(data.values, name);
  return (
    <>
      <MarketingHeader page="marketing" t={t} />
      <dl class="facts" data-overview>
        <dt>{t("marketing.home.styles")}</dt>
        <dd>{n(data.styles)}</dd>
        <dt>{t("marketing.home.variants")}</dt>
        <dd>{n(data.variants)}</dd>
        <dt>{t("marketing.home.listed")}</dt>
        <dd>{n(data.listed)}</dd>
        <dt>{t("marketing.home.complete_en")}</dt>
        <dd>{n(data.complete_en)} ({share(data.complete_en)})</dd>
        <dt>{t("marketing.home.complete_fr")}</dt>
        <dd>{n(data.complete_fr)} ({share(data.complete_fr)})</dd>
        <dt>{t("marketing.home.last_sync")}</dt>
        <dd>
          {data.lastRun
            ? formatDateTime(data.lastRun.started, locale)
            : t("marketing.sync.no_runs")}
          {data.syncErrors > 0 && (
            <>
              {" · "}
              <a href="/marketing/sync-errors">
                {t("marketing.home.sync_errors", { count: data.syncErrors })}
              </a>
            </>
          )}
        </dd>
      </dl>
      <h2>{t("marketing.home.tools")}</h2>
      <ul class="working-links">
        {TOOLS.map(([id, href]) => (
          <li>
            <a href={href}>{t(`pages.titles.${id}`)}</a> — {t(`pages.purposes.${id}`)}
          </li>
        ))}
      </ul>
      <p>
        <a href={`/marketing/items/by-sale-date/${data.month[0]}/${data.month[1]}`}>
          {t("marketing.home.on_sale")}
        </a>
      </p>
      <h2>{t("marketing.home.assortments")}</h2>
      <ul data-assortments={data.assortments.length}>
        {data.assortments.map((a) => (
          <li>
            <a href={`/marketing/assortments/${a.id}`}>{inLocale(a.name, locale)}</a> ·{" "}
            {t(`marketing.assortments.types.${a.store_type}`)} ·{" "}
            {t("marketing.home.style_count", { count: a.style_ids.length })}
          </li>
        ))}
      </ul>
      <form method="post" class="admin-form" data-form="new-assortment">
        <NewRecordFields t={t} values={data.values} errors={data.errors} />
        <StoreTypeSelect t={t} value={v("store_type")} />
        <button type="submit">{t("marketing.assortments.create")}</button>
      </form>
    </>
  );
}
