// Packing and shipping an accepted order: packages (box, weight, items), a label bought from the
// carrier (the cheapest rate), the hand-over to the carrier, and tracker events that move the
// order to delivered. The sandbox always uses the fake carrier; live uses EasyPost when
// EASYPOST_API_KEY is set.
import type { Config } from "../config.ts";
import { getShippingInfo } from "../admin/shipping.ts";
import { BOXES, type Env, type FulfillmentOrder, type PackageForm } from "./schema.ts";
import { getOrder, listOrdersInState, now, updateOrder } from "./store.ts";
import type { Carrier, TrackerEvent, TrackerStatus } from "./carrier.ts";
import { signCarrierWebhook, verifyCarrierWebhook } from "./carrier.ts";
import { FakeCarrier, trackerEvent } from "./fake_carrier.ts";
import { EasyPostCarrier } from "./easypost.ts";

export function carrierFor(kv: Deno.Kv, config: Config, env: Env): Carrier {
  if (env === "live" && config.EASYPOST_API_KEY) {
    return new EasyPostCarrier(config.EASYPOST_API_KEY);
  }
  return new FakeCarrier(kv, env);
}

/**
 * The secret carrier webhooks are signed with: live, EASYPOST_WEBHOOK_SECRET (without it, none:
 * live events are all refused, as the order intake does); the sandbox's fake carrier signs with a
 * documented default.
 */
export function carrierSecret(config: Config, env: Env): string | undefined {
  return env === "live" ? config.EASYPOST_WEBHOOK_SECRET : "fake-carrier-webhook";
}

type Result = { ok: true; order: FulfillmentOrder } | { ok: false; error: string };

function done(order: FulfillmentOrder | null, error: string | null): Result {
  if (error) return { ok: false, error };
  return order ? { ok: true, order } : { ok: false, error: "fulfillment.errors.not_found" };
}

/** Units of each item still to pack. */
export function unpacked(order: FulfillmentOrder): Map<string, number> {
  const left = new Map<string, number>();
  for (const l of order.lines) left.set(l.item_number, (left.get(l.item_number) ?? 0) + l.quantity);
  for (const p of order.packages) {
    for (const i of p.items) left.set(i.item_number, (left.get(i.item_number) ?? 0) - i.quantity);
  }
  return left;
}

/** Adds a package holding `items`; when every unit is packed the order is "packed". */
export async function addPackage(
  kv: Deno.Kv,
  env: Env,
  id: string,
  form: PackageForm,
  items: { item_number: string; quantity: number }[],
  by: string,
): Promise<Result> {
  const at = await now(kv, env);
  let error: string | null = null;
  const order = await updateOrder(kv, env, id, (o) => {
    error = null;
    if (o.state !== "accepted") return (error = "fulfillment.errors.not_accepted"), null;
    const left = unpacked(o);
    const chosen = items.filter((i) => i.quantity > 0);
    if (chosen.length === 0) return (error = "fulfillment.errors.empty_package"), null;
    if (chosen.some((i) => i.quantity > (left.get(i.item_number) ?? 0))) {
      return (error = "fulfillment.errors.too_many"), null;
    }
    o.packages.push({
      id: `P${o.packages.length + 1}`,
      box: form.box,
      weight_g: form.weight_g,
      items: chosen,
    });
    if ([...unpacked(o).values()].every((n) => n <= 0)) {
      o.state = "packed";
      o.history.push({ at: at.toISOString(), state: "packed", by });
    }
    return o;
  });
  return done(order, error);
}

/** Buys the label of a packed order (one parcel: the packages' total weight, the largest box). */
export async function buyLabel(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
  by: string,
): Promise<Result> {
  const order = await getOrder(kv, env, id);
  if (!order) return done(null, null);
  if (order.state !== "packed" || order.store === null) {
    return done(null, "fulfillment.errors.not_packed");
  }
  // The ship-from address head office confirmed (/admin/store-shipping-information), or the store
  // record's address when nobody has yet.
  const shipping = await getShippingInfo(kv, order.store);
  if (!shipping) return done(null, "fulfillment.errors.not_found");
  const from = shipping.ship_from;
  const grams = order.packages.reduce((sum, p) => sum + p.weight_g, 0);
  const box = order.packages.map((p) => BOXES[p.box as keyof typeof BOXES])
    .sort((a, b) => b.length * b.width * b.height - a.length * a.width * a.height)[0];
  const carrier = carrierFor(kv, config, env);
  const inches = (cm: number) => Math.round(cm / 2.54 * 10) / 10;
  const shipment = await carrier.createShipment({
    reference: order.order_number,
    from: {
      name: from.name,
      company: from.company,
      street1: from.street1,
      street2: from.street2,
      city: from.city,
      state: from.province,
      zip: from.postal_code,
      country: from.country,
      phone: from.phone,
      email: from.email,
    },
    to: {
      name: order.ship_to.name,
      street1: order.ship_to.address1,
      street2: order.ship_to.address2,
      city: order.ship_to.city,
      state: order.ship_to.province,
      zip: order.ship_to.postal_code,
      country: "CA",
      phone: order.ship_to.phone,
    },
    parcel: {
      length: inches(box.length),
      width: inches(box.width),
      height: inches(box.height),
      weight: Math.round(grams / 28.3495 * 10) / 10,
    },
  });
  const cheapest = [...shipment.rates].sort((a, b) => Number(a.rate) - Number(b.rate))[0];
  const bought = await carrier.buy(shipment.id, cheapest.id);
  const at = await now(kv, env);
  let error: string | null = null;
  const updated = await updateOrder(kv, env, id, (o) => {
    error = null;
    if (o.state !== "packed") return (error = "fulfillment.errors.not_packed"), null;
    o.shipment = {
      carrier: carrier.name,
      shipment_id: bought.id,
      rate: {
        id: cheapest.id,
        carrier: cheapest.carrier,
        service: cheapest.service,
        rate_cents: Math.round(Number(cheapest.rate) * 100),
        delivery_days: cheapest.delivery_days,
      },
      tracking_code: bought.tracking_code ?? "",
      label_id: bought.postage_label?.id ?? "",
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
      note: bought.tracking_code ?? "",
    });
    return o;
  });
  // The order changed meanwhile (cancelled, re-routed): give the label back.
  if (!updated) await carrier.refund(bought.id);
  return done(updated, error);
}

/** Voids an unused label (refund) and returns the order to packed. */
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
  const refunded = await carrierFor(kv, config, env).refund(order.shipment.shipment_id);
  const at = await now(kv, env);
  const updated = await updateOrder(kv, env, id, (o) => {
    if (o.state !== "labelled") return null;
    o.shipment = null;
    o.state = "packed";
    o.history.push({
      at: at.toISOString(),
      state: "packed",
      by,
      note: `refund ${refunded.refund_status}`,
    });
    return o;
  });
  return done(updated, updated ? null : "fulfillment.errors.no_label");
}

/** The store hands the parcel to the carrier. */
export async function markShipped(kv: Deno.Kv, env: Env, id: string, by: string): Promise<Result> {
  const at = await now(kv, env);
  let error: string | null = null;
  const order = await updateOrder(kv, env, id, (o) => {
    error = null;
    if (o.state !== "labelled") return (error = "fulfillment.errors.no_label"), null;
    o.state = "shipped";
    o.history.push({ at: at.toISOString(), state: "shipped", by });
    return o;
  });
  return done(order, error);
}

/** Finds the order of a tracking code (scan of the environment's labelled and shipped orders). */
async function orderOfTracking(
  kv: Deno.Kv,
  env: Env,
  code: string,
): Promise<FulfillmentOrder | null> {
  for (const state of ["labelled", "shipped"] as const) {
    const found = (await listOrdersInState(kv, env, state, 5000)).find((o) =>
      o.shipment?.tracking_code === code
    );
    if (found) return found;
  }
  return null;
}

/** Applies a signed carrier webhook (tracker.updated); false when the signature is wrong. */
export async function receiveTrackerEvent(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  body: string,
  signature: string | null,
): Promise<"ok" | "bad-signature" | "ignored"> {
  const secret = carrierSecret(config, env);
  if (!secret || !await verifyCarrierWebhook(secret, body, signature)) {
    return "bad-signature";
  }
  const event = JSON.parse(body) as TrackerEvent;
  if (!event?.result?.tracking_code) return "ignored";
  const order = await orderOfTracking(kv, env, event.result.tracking_code);
  if (!order) return "ignored";
  await updateOrder(kv, env, order.id, (o) => {
    if (!o.shipment) return null;
    o.shipment.status = event.result.status;
    o.shipment.events.push(...event.result.tracking_details.map((d) => ({
      at: d.datetime,
      status: d.status,
      message: d.message,
    })));
    // A scan by the carrier means it has the parcel, even if the store did not say so.
    if (o.state === "labelled" && event.result.status !== "pre_transit") {
      o.state = "shipped";
      o.history.push({
        at: event.result.tracking_details[0]?.datetime ?? new Date().toISOString(),
        state: "shipped",
        by: "carrier",
      });
    }
    if (event.result.status === "delivered" && o.state !== "delivered") {
      o.state = "delivered";
      o.history.push({
        at: event.result.tracking_details[0]?.datetime ?? new Date().toISOString(),
        state: "delivered",
        by: "carrier",
      });
    }
    return o;
  });
  return "ok";
}

/**
 * The fake carrier's scan of an order's parcel, delivered the way the carrier's webhook is: a
 * signed tracker event through receiveTrackerEvent (sandbox buttons, tests).
 */
export async function playTrackerScan(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
  status: TrackerStatus,
): Promise<Result> {
  const order = await getOrder(kv, env, id);
  if (!order?.shipment) return done(null, "fulfillment.errors.no_label");
  const body = JSON.stringify(
    trackerEvent(order.shipment.tracking_code, status, await now(kv, env)),
  );
  const secret = carrierSecret(config, env);
  if (!secret) return done(null, "fulfillment.errors.not_found");
  const signature = await signCarrierWebhook(secret, body);
  await receiveTrackerEvent(kv, config, env, body, signature);
  return done(await getOrder(kv, env, id), null);
}
