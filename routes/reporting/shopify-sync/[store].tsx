// /reporting/shopify-sync/{store}: the group web store as one member store sees it — when the
// catalogue was last synced (lib/marketing), how many products and items are on the web, and the
// items the sync could not send. A member sees only their own stores; head office every store.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import type { PortalState } from "../../../lib/state.ts";
import { canSeeStore, getStore, type Store } from "../../../lib/stores/mod.ts";
import { inLocale, type Style } from "../../../lib/catalogue/mod.ts";
import { stylesById } from "../../../lib/marketing/items.ts";
import {
  listRuns,
  listSyncErrors,
  sentStates,
  type SyncError,
  type SyncRun,
} from "../../../lib/marketing/sync_store.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { MarketingStyles } from "../../../components/marketing/ui.tsx";
import { formatDateTime, formatNumber } from "../../../lib/i18n/format.ts";

interface Data {
  store: Store;
  run: SyncRun | null;
  products: number;
  items: number;
  errors: SyncError[];
  styles: Record<string, Style>;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const { kv } = ctx.state;
    const number = Number(ctx.params.store);
    const store = Number.isInteger(number) ? await getStore(kv, number) : null;
    if (!store) return ctx.renderNotFound();
    // a member sees only their own stores; buyers and site admins every store
    if (!canSeeStore(user, number)) throw new HttpError(403, "dashboards.errors.not_your_store");
    const [runs, sent, errors, styles] = await Promise.all([
      listRuns(kv, 1),
      sentStates(kv),
      listSyncErrors(kv),
      stylesById(kv),
    ]);
    return ctx.render({
      store,
      run: runs[0] ?? null,
      products: sent.size,
      items: [...sent.values()].reduce((n, p) => n + p.skus.length, 0),
      errors,
      styles: Object.fromEntries(errors.flatMap((e) => {
        const s = styles.get(e.style_id);
        return s ? [[e.style_id, s]] : [];
      })),
    });
  },
};

export default function ShopifySync({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const n = (v: number) => formatNumber(v, locale);
  return (
    <>
      <MarketingStyles />
      <PageHeader
        title={t("reporting.shopify.title", { store: data.store.store_number })}
        crumbs={[{ label: t("common.home"), href: "/" }]}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("marketing.store_sync.lead", { name: data.store.name })}</p>
      <dl class="facts">
        <dt>{t("reporting.shopify.last_sync")}</dt>
        <dd>
          {data.run
            ? <time datetime={data.run.started}>{formatDateTime(data.run.started, locale)}</time>
            : t("reporting.shopify.never")}
        </dd>
        <dt>{t("marketing.store_sync.products")}</dt>
        <dd data-products={data.products}>{n(data.products)}</dd>
        <dt>{t("reporting.shopify.items")}</dt>
        <dd data-items={data.items}>{n(data.items)}</dd>
      </dl>
      <h2>{t("reporting.shopify.errors")}</h2>
      {data.errors.length === 0 ? <p>{t("reporting.shopify.none")}</p> : (
        <div class="table-wrap">
          <table class="data-table" data-sync-errors={data.errors.length}>
            <thead>
              <tr>
                <th>{t("marketing.master.style")}</th>
                <th>{t("marketing.sync.problem")}</th>
                <th>{t("marketing.sync.when")}</th>
              </tr>
            </thead>
            <tbody>
              {data.errors.map((e) => (
                <tr>
                  <td>
                    {e.style_id}{" "}
                    {data.styles[e.style_id] ? inLocale(data.styles[e.style_id].name, locale) : ""}
                  </td>
                  <td>{t(`marketing.sync.kinds.${e.kind}`)}</td>
                  <td>{formatDateTime(e.at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
