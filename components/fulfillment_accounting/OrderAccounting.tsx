// One order's accounting for head office.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import type { OrderAccountingData } from "../../lib/fulfillment_accounting/page_data.ts";
import { formatDateTime, formatPercent } from "../../lib/i18n/format.ts";
import { standing } from "../../lib/fulfillment_accounting/reconcile.ts";
import { FulfillmentHeader } from "../fulfillment/EnvBar.tsx";
import { OrderState } from "../fulfillment/OrderState.tsx";
import { entryLabel, money } from "./shared.tsx";
import { basisAndAmount } from "./payout_columns.tsx";
import { personName } from "../../lib/nav/labels.ts";
import type { LedgerEntry } from "../../lib/fulfillment_accounting/schema.ts";
import { DataTable } from "../DataTable.tsx";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { moneyColumn, numeric, sortable } from "../fulfillment/columns.tsx";

type RevenueLine = OrderAccountingData["lines"][number];
const commission = (l: RevenueLine) => Math.round(l.price_cents * l.quantity * l.share_bp / 10_000);

/** The order's revenue lines and its ledger entries (their CSVs: dollars). */
export const REVENUE: TableSpec<RevenueLine> = { id: "revenue", columns: revenueColumns };
export const ENTRIES: TableSpec<LedgerEntry> = { id: "entries", columns: entryColumns };

/** Each line's department, share and the commission it earns the store (dollars in the CSV). */
export function revenueColumns(t: TFunction, locale: Locale): Column<RevenueLine>[] {
  return [
    sortable(
      "item",
      t("fulfillment_accounting.item"),
      (l) => `${l.item_number} · ${l.description}`,
    ),
    sortable(
      "department",
      t("fulfillment_accounting.department"),
      (l) => l.department ? t(`sales.departments.${l.department}`) : "—",
    ),
    numeric("quantity", t("fulfillment_accounting.quantity"), (l) => l.quantity),
    moneyColumn("price", t("fulfillment_accounting.price"), (l) => l.price_cents, locale),
    numeric("share", t("fulfillment_accounting.share_rate"), (l) => l.share_bp / 10_000, {
      decimals: 4,
      cell: (l) => formatPercent(l.share_bp / 10_000, locale),
    }),
    moneyColumn("commission", t("fulfillment_accounting.kinds.commission"), commission, locale),
  ];
}

/** Every ledger entry booked for the order (reversed ones included; shown muted). */
export function entryColumns(t: TFunction, locale: Locale): Column<LedgerEntry>[] {
  const waiver = (e: LedgerEntry) =>
    e.waiver ? ` · ${e.waiver.reason} (${personName(e.waiver.by)})` : "";
  return [
    sortable("posted", t("fulfillment_accounting.posted"), (e) => e.posted_at, {
      cell: (e) => formatDateTime(e.posted_at, locale),
    }),
    sortable("store", t("fulfillment_accounting.store"), (e) => e.store),
    sortable("what", t("fulfillment_accounting.what"), (e) => `${entryLabel(e, t)}${waiver(e)}`),
    ...basisAndAmount(t, locale),
  ];
}

export function OrderAccounting(
  { data, state, params, url }: PageProps<OrderAccountingData, PortalState>,
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
      <FulfillmentHeader page="fa_order_accounting" params={params} env={order.env} t={t} />
      <p>
        {t("fulfillment.order.number")} <strong>{order.order_number}</strong> ·{" "}
        <OrderState state={order.state} t={t} /> · {t("fulfillment.order.store")}{" "}
        {order.store ?? "—"}
      </p>
      <h2>{t("fulfillment_accounting.revenue")}</h2>
      <DataTable
        {...tableProps(REVENUE, t, locale)}
        rows={data.lines}
        url={url}
        tableAttrs={{ "data-revenue": "" }}
      />
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
      <DataTable
        {...tableProps(ENTRIES, t, locale)}
        rows={entries}
        url={url}
        empty={t("fulfillment_accounting.no_entries")}
        rowAttrs={(e) => ({ "data-entry": e.id, class: live.has(e.id) ? "" : "muted" })}
        tableAttrs={{ "data-entries": "" }}
      />
      {entries.length > 0 && (
        <p>
          {t("fulfillment_accounting.net")}: <strong data-net={net}>{money(net, locale)}</strong>
        </p>
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
