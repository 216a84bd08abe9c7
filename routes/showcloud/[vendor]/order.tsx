// /showcloud/{vendor}/order: the store's order with a vendor — size × colour grid per style,
// size-run quick entry, delivery splits — as a plain form (lib/shows/order_page.ts). Saving is
// refused after the show's order deadline, on the server.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { ShowStyles } from "../../../components/show/ShowStyles.tsx";
import { OrderGrid } from "../../../components/showcloud/OrderGrid.tsx";
import { crumbsFor, pageTitle } from "../../../lib/nav/pages.ts";
import { seeOther } from "../../../lib/forms/mod.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { formatDateTime } from "../../../lib/i18n/format.ts";
import { inLocale } from "../../../lib/catalogue/mod.ts";
import { getVendor } from "../../../lib/stores/mod.ts";
import {
  actingFor,
  autosaveAnswer,
  orderingOnBehalf,
  type OrderPageData,
  orderPageData,
  postOrderPage,
} from "../../../lib/shows/order_page.ts";
import { copyOrder, type EarlierOrder, earlierOrders } from "../../../lib/shows/order_copy.ts";
import { getShowOrder } from "../../../lib/shows/store.ts";
import { vendorOrderArgs, vendorOrderUrl } from "../../../lib/shows/vendor_order.ts";

interface Data extends OrderPageData {
  vendorName: string;
  /** The store's orders with the vendor at earlier shows, to start from (reorder). */
  earlier: EarlierOrder[];
  /** Head office is ordering on the store's behalf. */
  behalf: boolean;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const user = requireUser(ctx.state);
    const vendor = ctx.params.vendor;
    // Head office ordering on behalf of the store in the URL is seen as its staff here.
    const asked = ctx.url.searchParams.get("store");
    const acting = actingFor(user, asked ? Number(asked) : null);
    const args = await vendorOrderArgs(kv, acting, vendor, ctx.url);
    const saved = ctx.url.searchParams.get("saved");
    const { locale } = ctx.state;
    const earlier = await earlierOrders(kv, args.store, vendor, args.show.key, locale);
    // Reorder: the grid starts from an earlier order of this store (typed, not saved).
    const from = earlier.find((e) => e.id === ctx.url.searchParams.get("from"));
    const source = from ? (await getShowOrder(kv, from.id)).value : null;
    const copied = source ? await copyOrder(kv, source, args.styles, locale) : null;
    const data = await orderPageData(
      kv,
      args,
      new Date(),
      copied
        ? {
          typed: copied.typed,
          notice: copied.dropped.length ? "copied_last_dropped" : "copied_last",
          noticeVars: { show: from!.showName, dropped: copied.dropped.join(", ") },
        }
        : { notice: saved === "1" ? "saved" : null },
    );
    return ctx.render({
      ...data,
      vendorName: (await getVendor(kv, vendor))?.name ?? vendor,
      earlier,
      behalf: orderingOnBehalf(user, args.store),
    });
  },
  async POST(req, ctx) {
    const { kv } = ctx.state;
    const user = requireUser(ctx.state);
    const vendor = ctx.params.vendor;
    // Head office ordering on behalf of the store in the URL is seen as its staff here.
    const asked = ctx.url.searchParams.get("store");
    const acting = actingFor(user, asked ? Number(asked) : null);
    const args = await vendorOrderArgs(kv, acting, vendor, ctx.url);
    const result = await postOrderPage(req, kv, user, args, new Date(), ctx.state.t);
    // The form's background save (islands/DraftAutosave.tsx) wants the outcome, not a page.
    if (req.headers.get("x-autosave") === "1") return autosaveAnswer(kv, result, ctx.state.t);
    if (result.kind === "saved") {
      return seeOther(
        result.review
          ? `/showcloud/orders/${result.order.id}/wizard`
          : vendorOrderUrl(vendor, args.book.id, args.store, "&saved=1"),
      );
    }
    const vendorName = (await getVendor(kv, vendor))?.name ?? vendor;
    return ctx.render({
      ...result.data,
      vendorName,
      earlier: [],
      behalf: orderingOnBehalf(user, args.store),
    }, { status: result.status });
  },
};

export default function VendorOrderPage({ data, state, params }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const vendor = params.vendor;
  return (
    <>
      <ShowStyles />
      <PageHeader
        title={`${pageTitle("showcloud_vendor_order", t)} — ${data.vendorName}`}
        crumbs={crumbsFor("showcloud_vendor_order", t, { vendor })}
        appName={t("common.app_name")}
      />
      {data.stores.length > 1 && (
        <nav class="tabs" aria-label={t("shows.store")}>
          {data.stores.map((s) => (
            <a
              key={s}
              href={vendorOrderUrl(vendor, data.book.id, s)}
              aria-current={s === data.store ? "page" : undefined}
            >
              {t("shows.store_n", { store: s })}
            </a>
          ))}
        </nav>
      )}
      <dl class="facts">
        <dt>{t("shows.show")}</dt>
        <dd>{inLocale(data.show.name, locale)}</dd>
        <dt>{t("shows.book.name")}</dt>
        <dd>
          <a
            href={`/showcloud/${encodeURIComponent(vendor)}/books/${
              encodeURIComponent(data.book.id)
            }`}
          >
            {inLocale(data.book.name, locale)}
          </a>
        </dd>
        <dt>{t("shows.deadline")}</dt>
        <dd>{formatDateTime(data.show.order_deadline, locale)}</dd>
        <dt>{t("shows.store")}</dt>
        <dd>{data.store}</dd>
        {data.order && <dt>{t("shows.order.state")}</dt>}
        {data.order && (
          <dd data-order-state={data.order.state}>
            <a href={`/showcloud/orders/${data.order.id}`}>
              {t(`shows.states.${data.order.state}`)}
            </a>
          </dd>
        )}
      </dl>
      {data.behalf && (
        <p class="notice" role="status" data-on-behalf={data.store}>
          {t("shows.order.on_behalf", { store: data.store })}
        </p>
      )}
      {!data.open && <p class="notice" role="status">{t("shows.closed")}</p>}
      {data.open && data.earlier.length > 0 &&
        (data.order === null || data.order.state === "draft") && (
        <nav class="reorder" aria-label={t("shows.reorder.title")} data-reorder>
          {t("shows.reorder.title")}: {data.earlier.map((e, i) => (
            <>
              {i > 0 && " · "}
              <a href={vendorOrderUrl(vendor, data.book.id, data.store, `&from=${e.id}`)}>
                {t("shows.reorder.from", { show: e.showName, units: e.units })}
              </a>
            </>
          ))}
        </nav>
      )}
      {data.order?.state === "submitted" && data.open && (
        <p class="notice" role="status">{t("shows.order.submitted_edit")}</p>
      )}
      <OrderGrid
        data={data}
        t={t}
        locale={locale}
        action={vendorOrderUrl(vendor, data.book.id, data.store)}
      />
    </>
  );
}
