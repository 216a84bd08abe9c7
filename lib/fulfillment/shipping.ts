// Shipping a packed order: one label and one tracking number per package bought from the carrier
// (the service chosen among the quoted rates, else the cheapest), voiding, the hand-over to the
// carrier. Packages are in packages.ts, rates in rates.ts, tracking in tracking.ts. The sandbox always uses the fake carrier;
// live uses EasyPost with a live key (EASYPOST_API_KEY, or the live mode of /admin/easypost) and
// refuses labels without one: a live label from the fake carrier cannot be shipped.
import type { Config } from "../config.ts";
import { getShippingInfo } from "../admin/shipping.ts";
import { liveApiKey } from "../admin/easypost.ts";
import {
  type Env,
  type FulfillmentOrder,
  packageDims,
  type ParcelLabel,
  parcelsOf,
} from "./schema.ts";
import { getOrder, K, now, updateOrder } from "./store.ts";
import type { Address, Carrier, CarrierShipment, Rate } from "./carrier.ts";
import { FakeCarrier } from "./fake_carrier.ts";
import { EasyPostCarrier } from "./easypost.ts";

/** The environment's carrier; null in live without a live EasyPost key (never the fake silently). */
export async function carrierFor(kv: Deno.Kv, config: Config, env: Env): Promise<Carrier | null> {
  if (env === "sandbox") return new FakeCarrier(kv, env);
  const key = config.EASYPOST_API_KEY ?? await liveApiKey(kv);
  return key ? new EasyPostCarrier(key, config.EASYPOST_BASE_URL) : null;
}

/**
 * The secret carrier webhooks are signed with: live, EASYPOST_WEBHOOK_SECRET (without it, none:
 * live events are all refused, as the order intake does); the sandbox's fake carrier signs with a
 * documented default.
 */
export function carrierSecret(config: Config, env: Env): string | undefined {
  return env === "live" ? config.EASYPOST_WEBHOOK_SECRET : "fake-carrier-webhook";
}

export type Result = { ok: true; order: FulfillmentOrder } | { ok: false; error: string };

export function done(order: FulfillmentOrder | null, error: string | null): Result {
  if (error) return { ok: false, error };
  return order ? { ok: true, order } : { ok: false, error: "fulfillment.errors.not_found" };
}

/**
 * Changes the order by `apply`, which edits it and returns null, or returns the error key of a
 * refusal (nothing is written). The writes it pushes to `effects` go into the same atomic commit.
 */
export async function changeOrder(
  kv: Deno.Kv,
  env: Env,
  id: string,
  apply: (
    order: FulfillmentOrder,
    effects: ((op: Deno.AtomicOperation) => void)[],
  ) => string | null,
): Promise<Result> {
  let error: string | null = null;
  let effects: ((op: Deno.AtomicOperation) => void)[] = [];
  const order = await updateOrder(kv, env, id, (o) => {
    effects = [];
    error = apply(o, effects);
    return error ? null : o;
  }, (op) => effects.forEach((effect) => effect(op)));
  return done(order, error);
}

const inches = (cm: number) => Math.round(cm / 2.54 * 10) / 10;
const ounces = (g: number) => Math.round(g / 28.3495 * 10) / 10;

/**
 * The carrier's shipment of each package of a packed order, with its rates: from the ship-from
 * address head office confirmed (/admin/store-shipping-information, or the store record's) to the
 * customer. Null when the store has no shipping information.
 */
export async function createParcelShipments(
  kv: Deno.Kv,
  carrier: Carrier,
  order: FulfillmentOrder,
): Promise<{ package_id: string; shipment: CarrierShipment }[] | null> {
  const shipping = order.store === null ? null : await getShippingInfo(kv, order.store);
  if (!shipping) return null;
  const f = shipping.ship_from;
  const from: Address = {
    name: f.name,
    company: f.company,
    street1: f.street1,
    street2: f.street2,
    city: f.city,
    state: f.province,
    zip: f.postal_code,
    country: f.country,
    phone: f.phone,
    email: f.email,
  };
  const to: Address = {
    name: order.ship_to.name,
    street1: order.ship_to.address1,
    street2: order.ship_to.address2,
    city: order.ship_to.city,
    state: order.ship_to.province,
    zip: order.ship_to.postal_code,
    country: "CA",
    phone: order.ship_to.phone,
  };
  const out = [];
  for (const p of order.packages) {
    const dims = packageDims(p);
    const shipment = await carrier.createShipment({
      reference: `${order.order_number}-${p.id}`,
      from,
      to,
      parcel: {
        length: inches(dims.length),
        width: inches(dims.width),
        height: inches(dims.height),
        weight: ounces(p.weight_g),
      },
    });
    out.push({ package_id: p.id, shipment });
  }
  return out;
}

/** The rate to buy: the parcel's own rate of the service chosen, else its cheapest. */
function rateFor(rates: Rate[], service: { carrier: string; service: string } | null): Rate {
  const same = service &&
    rates.find((r) => r.carrier === service.carrier && r.service === service.service);
  return same || [...rates].sort((a, b) => Number(a.rate) - Number(b.rate))[0];
}

/**
 * Buys one label per package of a packed order, so each box has its own tracking number: the
 * service chosen among the quoted rates (rates.ts), else the first package's cheapest. The quoted
 * shipments are bought as they are; without a quote they are created now. When a purchase fails,
 * the labels already bought are refunded and the error is shown.
 */
export async function buyLabel(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
  by: string,
  chosen: { carrier: string; service: string } | null = null,
): Promise<Result> {
  const order = await getOrder(kv, env, id);
  if (!order) return done(null, null);
  if (order.state !== "packed" || order.store === null) {
    return done(null, "fulfillment.errors.not_packed");
  }
  const carrier = await carrierFor(kv, config, env);
  if (!carrier) return done(null, "fulfillment.errors.no_live_carrier");
  const parcels: ParcelLabel[] = [];
  let service: Rate | null = null;
  let days = 0;
  try {
    const quoted = order.rates?.carrier === carrier.name ? order.rates.parcels : null;
    const shipments = quoted ??
      (await createParcelShipments(kv, carrier, order))?.map((s) => ({
        package_id: s.package_id,
        shipment_id: s.shipment.id,
        rates: s.shipment.rates,
      }));
    if (!shipments) return done(null, "fulfillment.errors.not_found");
    for (const s of shipments) {
      const rate = rateFor(s.rates, service ?? chosen);
      if (!rate) throw new Error(`no rate for package ${s.package_id}`);
      service ??= rate;
      days = Math.max(days, rate.delivery_days);
      const bought = await carrier.buy(s.shipment_id, rate.id);
      parcels.push({
        package_id: s.package_id,
        shipment_id: bought.id,
        tracking_code: bought.tracking_code ?? "",
        label_id: bought.postage_label?.id ?? "",
        label_url: bought.postage_label?.label_url ?? null,
        rate_cents: Math.round(Number(rate.rate) * 100),
        status: "pre_transit",
      });
    }
  } catch (e) {
    console.error(`labels of order ${order.id}:`, e);
    await refundAll(carrier, parcels);
    return done(null, "fulfillment.errors.carrier_failed");
  }
  const at = await now(kv, env);
  let error: string | null = null;
  const updated = await updateOrder(kv, env, id, (o) => {
    error = null;
    if (o.state !== "packed") return (error = "fulfillment.errors.not_packed"), null;
    delete o.rates;
    o.shipment = {
      carrier: carrier.name,
      shipment_id: parcels[0].shipment_id,
      rate: {
        id: service!.id,
        carrier: service!.carrier,
        service: service!.service,
        rate_cents: parcels.reduce((sum, p) => sum + p.rate_cents, 0),
        delivery_days: days,
      },
      tracking_code: parcels[0].tracking_code,
      label_id: parcels[0].label_id,
      parcels,
      status: "pre_transit",
      events: [],
      batch_id: null,
      refund_status: null,
    };
    o.state = "labelled";
    o.history.push({
      at: at.toISOString(),
      state: "labelled",
      by,
      note: parcels.map((p) => p.tracking_code).join(", "),
    });
    return o;
  }, (op) => {
    for (const p of parcels) op.set(K.tracking(env, p.tracking_code), id);
  });
  // The order changed meanwhile (cancelled, re-routed): give the labels back.
  if (!updated) await refundAll(carrier, parcels);
  return done(updated, error);
}

async function refundAll(carrier: Carrier, parcels: ParcelLabel[]) {
  const statuses: string[] = [];
  for (const p of parcels) {
    try {
      statuses.push((await carrier.refund(p.shipment_id)).refund_status ?? "submitted");
    } catch (e) {
      console.error(`refund of ${p.shipment_id}:`, e);
      statuses.push("failed");
    }
  }
  return statuses;
}

/** Voids the unused labels (refunds) and returns the order to packed. */
export async function voidLabel(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
  by: string,
): Promise<Result> {
  const order = await getOrder(kv, env, id);
  if (!order?.shipment || order.state !== "labelled") {
    return done(null, "fulfillment.errors.no_label");
  }
  const carrier = await carrierFor(kv, config, env);
  // A live label the fake carrier made cannot be refunded anywhere: it is only dropped.
  const statuses = carrier && order.shipment.carrier === carrier.name
    ? await refundAll(carrier, parcelsOf(order))
    : ["not_applicable"];
  const at = await now(kv, env);
  const updated = await updateOrder(kv, env, id, (o) => {
    if (o.state !== "labelled") return null;
    o.shipment = null;
    o.state = "packed";
    o.history.push({
      at: at.toISOString(),
      state: "packed",
      by,
      note: `refund ${[...new Set(statuses)].join(", ")}`,
    });
    return o;
  });
  return done(updated, updated ? null : "fulfillment.errors.no_label");
}

/** The store hands the parcel to the carrier. */
export async function markShipped(kv: Deno.Kv, env: Env, id: string, by: string): Promise<Result> {
  const at = await now(kv, env);
  return await changeOrder(kv, env, id, (o) => {
    if (o.state !== "labelled") return "fulfillment.errors.no_label";
    o.state = "shipped";
    o.history.push({ at: at.toISOString(), state: "shipped", by });
    return null;
  });
}
