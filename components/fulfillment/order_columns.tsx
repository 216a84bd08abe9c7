// The columns of every list of web orders (the store's offers, work and shipments, head office's
// list): defined once, for the DataTable and for its CSV (the route answers ?table=…&format=csv).
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, csvResponseFor } from "../../lib/forms/table.ts";
import type { FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { OrderState } from "./OrderState.tsx";

export type OrderColumn =
  | "number"
  | "received"
  | "store"
  | "state"
  | "ship_to"
  | "units"
  | "subtotal"
  | "tracking"
  | "expires";

const units = (o: FulfillmentOrder) => o.lines.reduce((n, l) => n + l.quantity, 0);

/**
 * The chosen columns, in the order given. `href` links the order number; `extra` adds a cell
 * after the number (e.g. the offer's answer forms).
 */
export function orderColumns(
  t: TFunction,
  locale: Locale,
  keys: OrderColumn[],
  href: (o: FulfillmentOrder) => string,
  extra?: { key: string; label: string; cell: (o: FulfillmentOrder) => ComponentChildren },
): Column<FulfillmentOrder>[] {
  const all: Record<OrderColumn, Column<FulfillmentOrder>> = {
    number: {
      key: "number",
      label: t("fulfillment.order.number"),
      sortable: true,
      value: (o) => o.order_number,
      cell: (o) => <a href={href(o)}>{o.order_number}</a>,
    },
    received: {
      key: "received",
      label: t("fulfillment.order.received"),
      sortable: true,
      value: (o) => o.received_at,
      cell: (o) => formatDateTime(o.received_at, locale),
    },
    store: {
      key: "store",
      label: t("fulfillment.order.store"),
      sortable: true,
      value: (o) => o.store,
      cell: (o) => o.store ?? "—",
    },
    state: {
      key: "state",
      label: t("fulfillment.order.state"),
      sortable: true,
      value: (o) => t(`fulfillment.states.${o.state}`),
      cell: (o) => <OrderState state={o.state} t={t} />,
    },
    ship_to: {
      key: "ship_to",
      label: t("fulfillment.order.ship_to"),
      sortable: true,
      value: (o) => `${o.ship_to.city}, ${o.ship_to.province}`,
    },
    units: {
      key: "units",
      label: t("fulfillment.order.units"),
      num: true,
      sortable: true,
      value: units,
    },
    subtotal: moneyColumn(
      "subtotal",
      t("fulfillment.order.subtotal"),
      (o) => o.subtotal_cents,
      locale,
    ),
    tracking: {
      key: "tracking",
      label: t("fulfillment.order.tracking"),
      value: (o) =>
        o.shipment
          ? `${o.shipment.tracking_code} · ${t(`fulfillment.tracker.${o.shipment.status}`)}`
          : "",
    },
    expires: {
      key: "expires",
      label: t("fulfillment.order.expires"),
      sortable: true,
      value: (o) => o.offer?.expires_at ?? "",
      cell: (o) => o.offer && formatDateTime(o.offer.expires_at, locale),
    },
  };
  const columns = keys.map((k) => all[k]);
  if (extra) columns.splice(1, 0, extra);
  return columns;
}

/** The CSV of whichever of a page's order tables the URL asks for (null: none is asked). */
export function orderTablesCsv(
  url: URL,
  locale: Locale,
  tables: { id: string; columns: Column<FulfillmentOrder>[]; rows: FulfillmentOrder[] }[],
  file: string,
): Response | null {
  for (const { id, columns, rows } of tables) {
    const csv = csvResponseFor(url, id, columns, rows, `${file}-${id}`, { locale });
    if (csv) return csv;
  }
  return null;
}

/** The description and quantity of a line (an order's, a quote's): the same two columns. */
export function lineColumns<R extends { description: string; quantity: number }>(
  t: TFunction,
): Column<R>[] {
  return [
    {
      key: "description",
      label: t("fulfillment.order.description"),
      sortable: true,
      value: (l) => l.description,
    },
    {
      key: "quantity",
      label: t("fulfillment.order.quantity"),
      num: true,
      sortable: true,
      value: (l) => l.quantity,
    },
  ];
}

/** A sortable amount of money kept in cents: dollars (2 decimals) in the CSV, currency on the page. */
export function moneyColumn<R>(
  key: string,
  label: string,
  cents: (r: R) => number,
  locale: Locale,
): Column<R> {
  return {
    key,
    label,
    num: true,
    sortable: true,
    decimals: 2,
    value: (r) => cents(r) / 100,
    cell: (r) => formatCurrency(cents(r) / 100, locale),
  };
}
