// One show order (/showcloud/orders/{order_id}): its facts, notices, actions (edit, review,
// reopen, cancel with a confirmation), lines, delivery splits and the ledger's history.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { personName } from "../../lib/nav/labels.ts";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import type { OrderDetailData } from "../../lib/shows/order_detail.ts";
import { poNumbers } from "../../lib/shows/order_mail.ts";
import { vendorOrderUrl } from "../../lib/shows/vendor_order.ts";
import { PageHeader } from "../PageHeader.tsx";
import { ShowStyles } from "../show/ShowStyles.tsx";
import { OrderLines, OrderSplits } from "./OrderSummary.tsx";

export function OrderDetail(
  { data, t, locale }: { data: OrderDetailData; t: TFunction; locale: Locale },
) {
  const { view } = data;
  const { order } = view;
  const canAct = view.open && view.mayChange;
  return (
    <>
      <ShowStyles />
      <PageHeader
        title={pageTitle("showcloud_order", t, {
          order_id: `${poNumbers(view)} · ${view.vendorName} · ${order.store}`,
        })}
        crumbs={crumbsFor("showcloud_order", t, { order_id: order.id })}
        appName={t("common.app_name")}
      />
      {data.notice && (
        <p class="notice" role="status" data-notice={data.notice}>
          {data.notice === "submit"
            ? t("shows.notices.submit_mailed", { email: data.email ?? "" })
            : t(`shows.notices.${data.notice}`)}
        </p>
      )}
      {order.state !== "draft" && order.state !== "cancelled" && (
        <p class="hint no-print">{t("shows.order.print_hint")}</p>
      )}
      {data.formError && <p class="error" role="alert" data-form-error>{t(data.formError)}</p>}
      <dl class="facts">
        <dt>{t("shows.show")}</dt>
        <dd>{inLocale(view.show.name, locale)}</dd>
        <dt>{t("shows.store")}</dt>
        <dd>{order.store}</dd>
        <dt>{t("shows.vendor")}</dt>
        <dd>{view.vendorName}</dd>
        <dt>{t("shows.order.state")}</dt>
        <dd data-order-state={order.state}>{t(`shows.states.${order.state}`)}</dd>
        <dt>{t("shows.deadline")}</dt>
        <dd>{formatDateTime(view.show.order_deadline, locale)}</dd>
      </dl>
      {!view.open && <p class="notice" role="status">{t("shows.closed")}</p>}
      {canAct && data.confirmCancel && (
        <form method="post" class="confirm" role="alertdialog" aria-labelledby="cancel-confirm">
          <p id="cancel-confirm" data-cancel-confirm>
            {t("shows.order.cancel_confirm", { vendor: view.vendorName })}
          </p>
          <p class="actions">
            <button type="submit" name="action" value="cancel_confirmed" class="danger">
              {t("shows.order.cancel_yes")}
            </button>{" "}
            <a class="button secondary" href={`/showcloud/orders/${order.id}`}>
              {t("shows.order.cancel_no")}
            </a>
          </p>
        </form>
      )}
      {canAct && !data.confirmCancel && (
        <form method="post" class="actions no-print">
          {order.state !== "cancelled" && (
            <a
              class="button secondary"
              href={vendorOrderUrl(order.vendor, order.book, order.store)}
            >
              {t("shows.order.edit")}
            </a>
          )}{" "}
          {order.state === "draft" && (
            <a class="button" href={`/showcloud/orders/${order.id}/wizard`}>
              {t("shows.order.review")}
            </a>
          )}{" "}
          {order.state !== "draft" && (
            <button type="submit" name="action" value="reopen" class="secondary">
              {t("shows.order.reopen")}
            </button>
          )}{" "}
          {order.state !== "cancelled" && (
            <button type="submit" name="action" value="cancel" class="danger">
              {t("shows.order.cancel")}
            </button>
          )}
        </form>
      )}
      <h2>{t("shows.order.lines")}</h2>
      <OrderLines view={view} t={t} locale={locale} />
      <h2>{t("shows.order.splits")}</h2>
      <OrderSplits view={view} t={t} locale={locale} />
      <h2 class="no-print">{t("shows.order.history")}</h2>
      <ul data-history class="no-print">
        {view.history.map((h) => (
          <li key={`${h.po_number}-${h.version}`}>
            {formatDateTime(h.at, locale)} · {h.po_number} · {h.actor.on_behalf_of !== undefined
              ? t("orders.review.by_for", {
                name: h.actor.name || personName(h.actor.email),
                store: h.actor.on_behalf_of,
              })
              : h.actor.name || personName(h.actor.email)} · {t(`shows.history.${h.action}`, {
                from: h.from ? t(`orders.states.${h.from}`) : "",
                to: h.to ? t(`orders.states.${h.to}`) : "",
                count: h.lines?.length ?? 0,
              })}
          </li>
        ))}
      </ul>
    </>
  );
}
