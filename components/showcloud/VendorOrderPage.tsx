// The store's order with a vendor (/showcloud/{vendor}/order): the store tabs, the show, book,
// deadline and state, the on-behalf and closed notices, reorder links, then the order form.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { vendorLabel } from "../../lib/nav/labels.ts";
import { type VendorOrderData, vendorOrderUrl } from "../../lib/shows/vendor_order.ts";
import { NamedHeader } from "../orders/HeadedPage.tsx";
import { ShowStyles } from "../show/ShowStyles.tsx";
import { OrderGrid } from "./OrderGrid.tsx";

export function VendorOrderPage(
  { data, vendor, t, locale }: {
    data: VendorOrderData;
    vendor: string;
    t: TFunction;
    locale: Locale;
  },
) {
  const reorder = data.open && data.earlier.length > 0 &&
    (data.order === null || data.order.state === "draft");
  return (
    <>
      <ShowStyles />
      <NamedHeader
        page="showcloud_vendor_order"
        t={t}
        params={{ vendor }}
        detail={vendorLabel(vendor)}
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
      {reorder && (
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
