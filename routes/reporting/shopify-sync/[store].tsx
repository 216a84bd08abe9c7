import type { Handlers, PageProps } from "$fresh/server.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { HttpError } from "../../../lib/http/errors.ts";
import { fmtFor } from "../../../lib/sales/format.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { getWebSync, type WebSync } from "../../../lib/sales/programs.ts";
import type { PortalState } from "../../../lib/state.ts";
import { canSeeStore } from "../../../lib/stores/mod.ts";

export const handler: Handlers<WebSync, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const store = Number(ctx.params.store);
    if (!Number.isInteger(store)) return ctx.renderNotFound();
    // a member sees only their own stores; buyers and site admins every store
    if (!canSeeStore(user, store)) throw new HttpError(403, "dashboards.errors.not_your_store");
    return ctx.render(await getWebSync(ctx.state.kv, store));
  },
};

/** A store's web-sync status: last sync, items synced, errors. */
export default function ShopifySync({ data, state }: PageProps<WebSync, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  return (
    <>
      <PageHeader
        title={t("reporting.shopify.title", { store: data.store })}
        crumbs={[{ label: t("common.home"), href: "/" }]}
      />
      <dl>
        <dt>{t("reporting.shopify.last_sync")}</dt>
        <dd>
          {data.last_sync
            ? <time datetime={data.last_sync}>{f.dateTime(data.last_sync)}</time>
            : t("reporting.shopify.never")}
        </dd>
        <dt>{t("reporting.shopify.items")}</dt>
        <dd>{f.count(data.items)}</dd>
      </dl>
      <h2>{t("reporting.shopify.errors")}</h2>
      {data.errors.length === 0 ? <p>{t("reporting.shopify.none")}</p> : (
        <div class="table-wrap">
          <table>
            <tbody>
              {data.errors.map((e) => (
                <tr>
                  <td>
                    <a href={`/dashboards/item/${e.item_number}`}>{e.item_number}</a>
                  </td>
                  <td>{t(`reporting.sync_error.${e.code}`)}</td>
                  <td>{f.dateTime(e.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
