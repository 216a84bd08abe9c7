// One order's accounting for head office.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { OrderAccountingData } from "../../lib/fulfillment_accounting/page_data.ts";
import { formatDateTime, formatPercent } from "../../lib/i18n/format.ts";
import { standing } from "../../lib/fulfillment_accounting/reconcile.ts";
import { PageHeader } from "../PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { EnvBar } from "../fulfillment/EnvBar.tsx";
import { OrderState } from "../fulfillment/OrderState.tsx";
import { entryLabel, money } from "./shared.tsx";
import { basisText } from "../../lib/fulfillment_accounting/basis.ts";
import { personName } from "../../lib/nav/labels.ts";

export function OrderAccounting(
  { data, state, params }: PageProps<OrderAccountingData, PortalState>,
) {
  const { t, locale } = state;
  const { order, facts, entries } = data;
  const live = new Set(standing(entries).map((e) => e.id));
  const net = entries.reduce((s, e) => s + e.amount_cents, 0);
  const yes = (v: boolean | null) =>
    v === null ? "—" : t(v ? "fulfillment_accounting.yes" : "fulfillment_accounting.no");
  const when = (iso: string | null) => iso ? formatDateTime(iso, locale) : "—";
  return (
    <>
      <PageHeader
        title={pageTitle("fa_order_accounting", t, params)}
        crumbs={crumbsFor("fa_order_accounting", t, params)}
        appName={t("common.app_name")}
      />
      <EnvBar env={order.env} t={t} />
      <p>
        {t("fulfillment.order.number")} <strong>{order.order_number}</strong> ·{" "}
        <OrderState state={order.state} t={t} /> · {t("fulfillment.order.store")}{" "}
        {order.store ?? "—"}
      </p>
      <h2>{t("fulfillment_accounting.revenue")}</h2>
      <table class="data-table" data-revenue>
        <thead>
          <tr>
            <th>{t("fulfillment_accounting.item")}</th>
            <th>{t("fulfillment_accounting.department")}</th>
            <th class="num">{t("fulfillment_accounting.quantity")}</th>
            <th class="num">{t("fulfillment_accounting.price")}</th>
            <th class="num">{t("fulfillment_accounting.share_rate")}</th>
            <th class="num">{t("fulfillment_accounting.kinds.commission")}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <tr>
              <td>{l.item_number} · {l.description}</td>
              <td>{l.department ? t(`sales.departments.${l.department}`) : "—"}</td>
              <td class="num">{l.quantity}</td>
              <td class="num">{money(l.price_cents, locale)}</td>
              <td class="num">{formatPercent(l.share_bp / 10_000, locale)}</td>
              <td class="num">
                {money(Math.round(l.price_cents * l.quantity * l.share_bp / 10_000), locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t("fulfillment_accounting.shipping_vs_label", {
          charged: money(order.shipping_cents ?? 0, locale),
          label: order.shipment ? money(order.shipment.rate.rate_cents, locale) : "—",
        })}
      </p>
      <h2>{t("fulfillment_accounting.facts")}</h2>
      <dl class="facts" data-facts>
        <dt>{t("fulfillment_accounting.metrics.acceptance_median")}</dt>
        <dd>
          {facts.acceptance_minutes === null ? "—" : t("fulfillment_accounting.metrics.duration", {
            h: Math.floor(facts.acceptance_minutes / 60),
            m: facts.acceptance_minutes % 60,
          })}
        </dd>
        <dt>{t("fulfillment_accounting.ship_by")}</dt>
        <dd>{when(facts.ship_by)} · {t("fulfillment_accounting.late")}: {yes(facts.late_ship)}</dd>
        <dt>{t("fulfillment_accounting.metrics.valid_tracking")}</dt>
        <dd>{yes(facts.tracking_valid)}</dd>
        <dt>{t("fulfillment_accounting.deliver_by")}</dt>
        <dd>
          {facts.deliver_by ?? "—"} · {t("fulfillment_accounting.metrics.on_time")}:{" "}
          {yes(facts.on_time)}
        </dd>
        <dt>{t("fulfillment_accounting.lapses")}</dt>
        <dd>{facts.lapses.length}</dd>
      </dl>
      <h2>{t("fulfillment_accounting.entries")}</h2>
      {entries.length === 0
        ? <p>{t("fulfillment_accounting.no_entries")}</p>
        : (
          <table class="data-table" data-entries>
            <thead>
              <tr>
                <th>{t("fulfillment_accounting.posted")}</th>
                <th>{t("fulfillment_accounting.store")}</th>
                <th>{t("fulfillment_accounting.what")}</th>
                <th>{t("fulfillment_accounting.basis")}</th>
                <th class="num">{t("fulfillment_accounting.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr data-entry={e.id} class={live.has(e.id) ? "" : "muted"}>
                  <td>{formatDateTime(e.posted_at, locale)}</td>
                  <td>{e.store}</td>
                  <td>
                    {entryLabel(e, t)}
                    {e.waiver && ` · ${e.waiver.reason} (${personName(e.waiver.by)})`}
                  </td>
                  <td>{basisText(e.basis, locale)}</td>
                  <td class="num">{money(e.amount_cents, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={4}>{t("fulfillment_accounting.net")}</th>
                <td class="num" data-net={net}>
                  <strong>{money(net, locale)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        )}
      {data.returns.length > 0 && (
        <>
          <h2>{t("fulfillment_accounting.returns")}</h2>
          <ul>
            {data.returns.map((r) => (
              <li>
                <a
                  href={`/fulfillment/admin/returns/${encodeURIComponent(r.id)}${
                    order.env === "sandbox" ? "?env=sandbox" : ""
                  }`}
                >
                  {r.id}
                </a>{" "}
                · {t(`fulfillment.returns.states.${r.state}`)} · {money(r.refund_cents, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
