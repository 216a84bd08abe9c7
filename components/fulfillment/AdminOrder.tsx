// One web order for head office.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { AdminOrderData } from "../../lib/fulfillment/page_data.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { FulfillmentHeader } from "./EnvBar.tsx";
import { OrderState } from "./OrderState.tsx";
import { CandidateTable } from "./CandidateTable.tsx";
import { OrderHistory } from "./OrderHistory.tsx";
import { InlineInput, InlineSelect } from "./Controls.tsx";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";

/** The order number of a split order's part or parent (parts are numbered "N-1", "N-2"). */
function numberOf(order: AdminOrderData["order"], id: string): string {
  return order.parts
    ? `${order.order_number}-${id.slice(id.lastIndexOf("-") + 1)}`
    : order.order_number.replace(/-\d+$/, "");
}

export function AdminOrder({ data, state, params, url }: PageProps<AdminOrderData, PortalState>) {
  const { t, locale } = state;
  const { order } = data;
  const open = !order.parts &&
    ["offered", "accepted", "packed", "unfillable"].includes(order.state);
  const adminBase = order.env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin";
  return (
    <>
      <FulfillmentHeader page="fa_order" params={params} env={order.env} t={t} />
      {data.done && (
        <p class="notice" role="status">
          {t(`fulfillment.admin.done.${data.done === "cancelled" ? "cancelled" : "rerouted"}`)}
        </p>
      )}
      {data.error && <p class="error" role="alert">{t(data.error)}</p>}
      <p>
        {t("fulfillment.order.number")} <strong>{order.order_number}</strong> ·{" "}
        <OrderState state={order.state} t={t} /> · {t("fulfillment.order.store")}{" "}
        {order.store ?? "—"} · {formatDateTime(order.received_at, locale)} ·{" "}
        <a
          href={`${
            order.env === "sandbox" ? "/fulfillment/admin/sandbox" : "/fulfillment/admin"
          }/orders/${encodeURIComponent(order.order_number)}/accounting`}
        >
          {t("pages.titles.fa_order_accounting")}
        </a>
      </p>
      {(order.parts || order.parent) && (
        <p data-split>
          {t(order.parts ? "fulfillment.order.split_into" : "fulfillment.order.part_of")}{" "}
          {(order.parts ?? [order.parent!]).map((id, i) => (
            <>
              {i > 0 && ", "}
              <a href={`${adminBase}/orders/${encodeURIComponent(numberOf(order, id))}`}>
                {numberOf(order, id)}
              </a>
            </>
          ))}
        </p>
      )}
      <p>
        {t("fulfillment.order.customer")}: {order.customer.name}{" "}
        {order.customer.email ? `· ${order.customer.email}` : ""} · {order.ship_to.address1},{" "}
        {order.ship_to.city} {order.ship_to.province} {order.ship_to.postal_code}
      </p>
      <h2>{t("fulfillment.admin.lines")}</h2>
      <ul data-lines>
        {order.lines.map((l) => (
          <li>
            {l.item_number} · {l.description} × {l.quantity} ·{" "}
            {formatCurrency(l.price_cents / 100, locale)}
          </li>
        ))}
      </ul>
      {order.shipment && (
        <p data-shipment>
          {t("fulfillment.admin.shipment")}: {order.shipment.rate.carrier}{" "}
          {order.shipment.rate.service} · {order.shipment.tracking_code} ·{" "}
          {t(`fulfillment.tracker.${order.shipment.status}`)}
        </p>
      )}
      {open && (
        <div class="card">
          <form method="post" class="inline">
            <input type="hidden" name="action" value="reroute" />
            <InlineSelect
              name="store"
              label={t("fulfillment.admin.reroute_to")}
              options={data.stores.map((s) => [s, String(s)])}
              value={data.warning?.store}
            />{" "}
            <button type="submit">{t("fulfillment.admin.reroute")}</button>
          </form>
          {data.warning && (
            <form method="post" class="warning" role="alert" data-reroute-warning>
              {data.warning.opted_out && (
                <p>{t("fulfillment.admin.warn_opted_out", { store: data.warning.store })}</p>
              )}
              {data.warning.missing.length > 0 && (
                <p>
                  {t("fulfillment.admin.warn_no_stock", {
                    store: data.warning.store,
                    items: data.warning.missing.join(", "),
                  })}
                </p>
              )}
              <input type="hidden" name="action" value="reroute" />
              <input type="hidden" name="store" value={data.warning.store} />
              <input type="hidden" name="confirm" value="1" />
              <button type="submit">
                {t("fulfillment.admin.reroute_anyway", { store: data.warning.store })}
              </button>
            </form>
          )}
        </div>
      )}
      {!["shipped", "delivered", "cancelled"].includes(order.state) && (
        <form method="post" class="card">
          <input type="hidden" name="action" value="cancel" />
          <InlineInput
            label={t("fulfillment.admin.cancel_note")}
            name="note"
            value={data.note ?? ""}
            error={data.noteError}
            errorId="note-error"
          />
          <ConfirmSubmit question={t("common.confirm.cancel_order", { what: order.order_number })}>
            {t("fulfillment.admin.cancel")}
          </ConfirmSubmit>
        </form>
      )}
      <h2>{t("fulfillment.admin.candidates")}</h2>
      <CandidateTable order={order} state={state} url={url} />
      <h2>{t("fulfillment.order.history")}</h2>
      <OrderHistory order={order} t={t} locale={locale} />
    </>
  );
}
