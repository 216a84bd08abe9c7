// A store's web-order money (member view): no other store is named anywhere on it.
import type { PageProps } from "$fresh/server.ts";
import type { TFunction } from "i18next";
import type { PortalState } from "../../lib/state.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, tableProps, type TableSpec } from "../../lib/forms/table.ts";
import type { Store } from "../../lib/stores/mod.ts";
import { basePath, type Env } from "../../lib/fulfillment/schema.ts";
import type { OrderMoney, StoreMoney } from "../../lib/fulfillment_accounting/views.ts";
import {
  ENTRY_KINDS,
  type LedgerEntry,
  type Payout,
} from "../../lib/fulfillment_accounting/schema.ts";
import { PayoutLines } from "./payout_columns.tsx";
import { formatDate } from "../../lib/i18n/format.ts";
import { DataTable } from "../DataTable.tsx";
import { FulfillmentHeader, otherEnvPath } from "../fulfillment/EnvBar.tsx";
import { entryLabel, money, StorePicker } from "./shared.tsx";
import { PenaltyRules } from "./PenaltyRules.tsx";
import { moneyColumn, numeric, sortable, stateColumn } from "../fulfillment/columns.tsx";

export interface AccountingData {
  env: Env;
  stores: Store[];
  store: number;
  money: StoreMoney;
  penalties: LedgerEntry[];
  /** The payout opened with ?payout=, and its lines. */
  payout: Payout | null;
  lines: LedgerEntry[];
}

export function orderColumns(t: TFunction, locale: Locale): Column<OrderMoney>[] {
  return [
    sortable("order", t("fulfillment_accounting.order"), (r) => r.order_number),
    sortable("date", t("fulfillment_accounting.date"), (r) => r.event_at.slice(0, 10), {
      cell: (r) => formatDate(r.event_at, locale),
    }),
    ...ENTRY_KINDS.map((kind) =>
      numeric<OrderMoney>(
        kind,
        t(`fulfillment_accounting.kinds.${kind}`),
        (r) => (r.byKind[kind] ?? 0) / 100,
        { cell: (r) => r.byKind[kind] ? money(r.byKind[kind], locale) : "" },
      )
    ),
    numeric("net", t("fulfillment_accounting.net"), (r) => r.net / 100, {
      cell: (r) => <strong>{money(r.net, locale)}</strong>,
    }),
    {
      key: "status",
      label: t("fulfillment_accounting.status"),
      value: (r) => t(r.paid ? "fulfillment_accounting.paid" : "fulfillment_accounting.unpaid"),
    },
  ];
}

/** The store's money per order (its CSV: dollars). */
export const STORE_ORDERS: TableSpec<OrderMoney> = { id: "orders", columns: orderColumns };

/** The store's closed periods (its payouts): number, period end, state, lines and total. */
export function periodColumns(
  t: TFunction,
  locale: Locale,
  store: number,
): Column<StoreMoney["payouts"][number]>[] {
  return [
    sortable("payout", t("fulfillment_accounting.payout"), (p) => p.number, {
      cell: (p) => (
        <a href={`?${new URLSearchParams({ store: String(store), payout: p.number })}#payout`}>
          {p.number}
        </a>
      ),
    }),
    sortable("period_end", t("fulfillment_accounting.period_end"), (p) => p.period_end, {
      cell: (p) => formatDate(`${p.period_end}T12:00:00Z`, locale),
    }),
    stateColumn(
      "status",
      t("fulfillment_accounting.status"),
      (p) => p.state,
      (s) => t(`fulfillment_accounting.payout_states.${s}`),
    ),
    numeric("lines", t("fulfillment_accounting.lines"), (p) => p.count),
    moneyColumn("total", t("fulfillment_accounting.total"), (p) => p.total_cents, locale),
  ];
}

export function StoreAccounting(
  { data, state, params, url }: PageProps<AccountingData, PortalState>,
) {
  const { t, locale } = state;
  const { env, money: m } = data;
  return (
    <>
      <FulfillmentHeader
        page="ful_accounting"
        params={params}
        env={env}
        t={t}
        otherHref={otherEnvPath(env, `${basePath(env)}/accounting`)}
      />
      <p class="lead">{t("fulfillment_accounting.store_intro")}</p>
      <StorePicker stores={data.stores} selected={data.store} t={t} />
      <dl class="kpis" data-summary>
        {(["earned", "pending", "paid", "penalties"] as const).map((k) => (
          <div class="card" data-kpi={k}>
            <dt>{t(`fulfillment_accounting.summary.${k}`)}</dt>
            <dd>
              <strong>{money(m[k], locale)}</strong>
            </dd>
            <dd class="hint">{t(`fulfillment_accounting.summary.${k}_hint`)}</dd>
          </div>
        ))}
      </dl>
      <h2>{t("fulfillment_accounting.per_period")}</h2>
      <p data-open>
        {t("fulfillment_accounting.open_period")} ({t("fulfillment_accounting.not_closed")}):{" "}
        <strong>{money(m.open, locale)}</strong>
      </p>
      <DataTable
        id="periods"
        columns={periodColumns(t, locale, data.store)}
        rows={m.payouts}
        url={url}
        t={t}
        rowAttrs={(p) => ({ "data-payout": p.number })}
        tableAttrs={{ "data-periods": "" }}
      />
      {data.payout && (
        <section id="payout" data-payout-lines={data.payout.number}>
          <h3>{t("fulfillment_accounting.payout")} {data.payout.number}</h3>
          <PayoutLines lines={data.lines} url={url} t={t} locale={locale} />
        </section>
      )}
      <h2>{t("fulfillment_accounting.per_order")}</h2>
      <DataTable
        {...tableProps(STORE_ORDERS, t, locale)}
        rows={m.orders}
        url={url}
        empty={t("fulfillment_accounting.no_entries")}
        rowAttrs={(r) => ({ "data-order": r.order_number })}
      />
      <h2>{t("fulfillment_accounting.penalties")}</h2>
      {data.penalties.length === 0
        ? <p>{t("fulfillment_accounting.no_penalties")}</p>
        : (
          <ul data-penalties>
            {data.penalties.map((e) => (
              <li>
                {formatDate(e.event_at, locale)} · {t("fulfillment_accounting.order")}{" "}
                {e.order_number} · {entryLabel(e, t)} · {money(e.amount_cents, locale)}
                {e.waiver ? ` · ${e.waiver.reason}` : ""}
              </li>
            ))}
          </ul>
        )}
      <PenaltyRules t={t} locale={locale} />
    </>
  );
}
