// A small fixture of web orders with hand-computed figures (times in January 2026, Toronto = UTC-5).
// Stores 1234 and 1310; "now" is Tuesday 2026-01-20 07:00 Toronto.
import type { FulfillmentOrder, OrderState } from "../../../lib/fulfillment/schema.ts";

export const NOW = new Date("2026-01-20T12:00:00Z");
export const DEPARTMENTS: Record<string, string> = { A1: "HOC", B1: "APP" };
export const departmentOf = (item: string) => DEPARTMENTS[item];

function order(
  id: string,
  store: number,
  state: OrderState,
  history: [string, OrderState][],
  over: Partial<FulfillmentOrder> = {},
): FulfillmentOrder {
  return {
    id,
    env: "live",
    order_number: id,
    created_at: history[0][0],
    received_at: history[0][0],
    customer: { name: "Chris Client", email: null },
    ship_to: {
      name: "Chris Client",
      address1: "1 Main St",
      address2: null,
      city: "Toronto",
      province: "ON",
      postal_code: "M5H 2N2",
      phone: null,
    },
    shipping_method: "Standard",
    lines: [{
      line_id: "1",
      sku: null,
      barcode: null,
      item_number: "C1",
      description: "Item",
      quantity: 1,
      price_cents: 10000,
    }],
    subtotal_cents: 10000,
    state,
    store,
    candidates: [],
    offer: null,
    refusals: [],
    packages: [],
    shipment: null,
    history: history.map(([at, s]) => ({
      at,
      state: s,
      by: "test",
      ...(s === "offered" ? { note: String(store) } : {}),
    })),
    ...over,
  };
}

function shipment(rateCents: number, days: number, events: { at: string; status: string }[]) {
  return {
    carrier: "fake",
    shipment_id: "shp",
    rate: {
      id: "r",
      carrier: "FakePost",
      service: "Ground",
      rate_cents: rateCents,
      delivery_days: days,
    },
    tracking_code: "T",
    label_id: "L",
    status: events.at(-1)?.status ?? "pre_transit",
    events: events.map((e) => ({ ...e, message: e.status })),
    batch_id: null,
    refund_status: null,
  };
}

/** A: 1234, accepted in 30 min, labelled in time, scanned, delivered on time. */
export const A = order("A", 1234, "delivered", [
  ["2026-01-12T14:00:00Z", "offered"],
  ["2026-01-12T14:30:00Z", "accepted"],
  ["2026-01-13T15:00:00Z", "packed"],
  ["2026-01-13T16:00:00Z", "labelled"],
  ["2026-01-13T22:00:00Z", "shipped"],
  ["2026-01-15T20:00:00Z", "delivered"],
], {
  lines: [
    {
      line_id: "1",
      sku: null,
      barcode: null,
      item_number: "A1",
      description: "Stick",
      quantity: 2,
      price_cents: 4999,
    },
    {
      line_id: "2",
      sku: null,
      barcode: null,
      item_number: "B1",
      description: "Toque",
      quantity: 1,
      price_cents: 2500,
    },
  ],
  subtotal_cents: 12498,
  shipping_cents: 999,
  shipment: shipment(1234, 2, [
    { at: "2026-01-13T22:00:00Z", status: "in_transit" },
    { at: "2026-01-15T20:00:00Z", status: "delivered" },
  ]),
});

/** B: 1234 after 1310 let the offer lapse; accepted in 2 h, labelled late, never scanned. */
export const B = order("B", 1234, "shipped", [
  ["2026-01-12T15:00:00Z", "offered"],
  ["2026-01-12T17:00:00Z", "accepted"],
  ["2026-01-15T14:00:00Z", "packed"],
  ["2026-01-15T15:00:00Z", "labelled"],
  ["2026-01-15T16:00:00Z", "shipped"],
], {
  refusals: [{ store: 1310, at: "2026-01-12T14:50:00Z", reason: null }],
  shipment: shipment(800, 1, []),
});

/** C: 1310, accepted in 10 min, then cancelled. */
export const C = order("C", 1310, "cancelled", [
  ["2026-01-13T14:00:00Z", "offered"],
  ["2026-01-13T14:10:00Z", "accepted"],
  ["2026-01-13T18:00:00Z", "cancelled"],
]);

/** D: 1310, accepted in 6 h, still no label past its ship-by. */
export const D = order("D", 1310, "accepted", [
  ["2026-01-14T14:00:00Z", "offered"],
  ["2026-01-14T20:00:00Z", "accepted"],
]);

/** E: 1234, accepted in 45 min yesterday, not due yet. */
export const E = order("E", 1234, "accepted", [
  ["2026-01-19T14:00:00Z", "offered"],
  ["2026-01-19T14:45:00Z", "accepted"],
]);

export const ORDERS = [A, B, C, D, E];
