// The columns of every list of web orders (the store's offers, work and shipments, head office's
// list): defined once, for the DataTable and for its CSV (the route answers ?table=…&format=csv).
import type { ComponentChildren } from "preact";
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/i18n/locales.ts";
import { type Column, csvResponseFor } from "../../lib/forms/table.ts";
import type { FulfillmentOrder } from "../../lib/fulfillment/schema.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { moneyColumn, numeric, sortable } from "./columns.tsx";
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
    number: sortable("number", t("fulfillment.order.number"), (o) => o.order_number, {
      cell: (o) => <a href={href(o)}>{o.order_number}</a>,
    }),
    received: sortable("received", t("fulfillment.order.received"), (o) => o.received_at, {
      cell: (o) => formatDateTime(o.received_at, locale),
    }),
    store: sortable("store", t("fulfillment.order.store"), (o) => o.store, {
      cell: (o) => o.store ?? "—",
    }),
    state: sortable(
      "state",
      t("fulfillment.order.state"),
      (o) => t(`fulfillment.states.${o.state}`),
      {
        cell: (o) => <OrderState state={o.state} t={t} />,
      },
    ),
    ship_to: sortable(
      "ship_to",
      t("fulfillment.order.ship_to"),
      (o) => `${o.ship_to.city}, ${o.ship_to.province}`,
    ),
    units: numeric("units", t("fulfillment.order.units"), units),
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
    expires: sortable("expires", t("fulfillment.order.expires"), (o) => o.offer?.expires_at ?? "", {
      cell: (o) => o.offer && formatDateTime(o.offer.expires_at, locale),
    }),
  };
  const columns = keys.map((k) => all[k]);
  if (extra) columns.splice(1, 0, extra);
  return columns;
}

type OrderTable = { id: string; columns: Column<FulfillmentOrder>[]; rows: FulfillmentOrder[] };

/**
 * The CSV of whichever of a page's order tables the URL asks for (null: none is asked). The tables
 * may come as a function, called only when a CSV is asked for (the page builds its own).
 */
export function orderTablesCsv(
  url: URL,
  locale: Locale,
  tables: OrderTable[] | (() => OrderTable[]),
  file: string,
): Response | null {
  if (url.searchParams.get("format") !== "csv") return null;
  for (const { id, columns, rows } of typeof tables === "function" ? tables() : tables) {
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
    sortable("description", t("fulfillment.order.description"), (l) => l.description),
    numeric("quantity", t("fulfillment.order.quantity"), (l) => l.quantity),
  ];
}
