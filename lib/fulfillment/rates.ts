// Rates before buying: the carrier quotes each package (its shipment, fake or EasyPost), the page
// shows each service with its carrier, total price and delivery days, and the cheapest service
// that delivers by the date the web store promised is preselected (else the fastest).
import type { Config } from "../config.ts";
import type { Env, FulfillmentOrder, RateQuote } from "./schema.ts";
import { getOrder, now, updateOrder } from "./store.ts";
import { carrierFor, createParcelShipments, done, type Result } from "./shipping.ts";
import { torontoDateString } from "../i18n/format.ts";

/** The Toronto date `days` weekdays after `at` (carriers count delivery days Monday–Friday). */
export function addWeekdays(at: Date, days: number): string {
  let d = new Date(Date.parse(`${torontoDateString(at)}T12:00:00Z`));
  for (let left = days; left > 0;) {
    d = new Date(d.getTime() + 86_400_000);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** Business days the web store promises for delivery, by its shipping method. */
export function promisedDays(method: string): number {
  return /express|xpress|priority|rapide/i.test(method) ? 2 : 7;
}

export interface ServiceOption {
  /** "carrier|service", what the form posts. */
  key: string;
  carrier: string;
  service: string;
  /** Every package at this service. */
  total_cents: number;
  delivery_days: number;
  /** Delivered by the promised date when bought now. */
  meets: boolean;
}

/** The services every package can go by, with totals; the preselected one first flagged. */
export function serviceOptions(
  quote: RateQuote,
  order: FulfillmentOrder,
  at: Date,
): { options: ServiceOption[]; preselected: string | null } {
  const byKey = new Map<string, ServiceOption & { count: number }>();
  for (const p of quote.parcels) {
    for (const r of p.rates) {
      const key = `${r.carrier}|${r.service}`;
      const o = byKey.get(key) ?? {
        key,
        carrier: r.carrier,
        service: r.service,
        total_cents: 0,
        delivery_days: 0,
        meets: false,
        count: 0,
      };
      o.total_cents += Math.round(Number(r.rate) * 100);
      o.delivery_days = Math.max(o.delivery_days, r.delivery_days);
      o.count++;
      byKey.set(key, o);
    }
  }
  const promised = addWeekdays(new Date(order.created_at), promisedDays(order.shipping_method));
  const options = [...byKey.values()].filter((o) => o.count === quote.parcels.length)
    .map(({ count: _, ...o }) => ({
      ...o,
      meets: addWeekdays(at, o.delivery_days) <= promised,
    }))
    .sort((a, b) => a.total_cents - b.total_cents || a.delivery_days - b.delivery_days);
  const pick = options.find((o) => o.meets) ??
    [...options].sort((a, b) => a.delivery_days - b.delivery_days)[0];
  return { options, preselected: pick?.key ?? null };
}

/** Asks the carrier for the rates of each package of a packed order, kept on the order. */
export async function quoteRates(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
): Promise<Result> {
  const order = await getOrder(kv, env, id);
  if (!order) return done(null, null);
  if (order.state !== "packed") return done(null, "fulfillment.errors.not_packed");
  const carrier = await carrierFor(kv, config, env);
  if (!carrier) return done(null, "fulfillment.errors.no_live_carrier");
  let shipments;
  try {
    shipments = await createParcelShipments(kv, carrier, order);
  } catch (e) {
    console.error(`rates of order ${order.id}:`, e);
    return done(null, "fulfillment.errors.carrier_failed");
  }
  if (!shipments) return done(null, "fulfillment.errors.not_found");
  const quote: RateQuote = {
    carrier: carrier.name,
    at: (await now(kv, env)).toISOString(),
    parcels: shipments.map((s) => ({
      package_id: s.package_id,
      shipment_id: s.shipment.id,
      rates: s.shipment.rates,
    })),
  };
  const packages = order.packages.map((p) => p.id).join();
  const updated = await updateOrder(kv, env, id, (o) => {
    // Packages changed meanwhile: these rates are not theirs.
    if (o.state !== "packed" || o.packages.map((p) => p.id).join() !== packages) return null;
    o.rates = quote;
    return o;
  });
  return done(updated, updated ? null : "fulfillment.errors.not_packed");
}
