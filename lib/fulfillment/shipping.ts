// Packing and shipping an accepted order: packages (box or custom dimensions, weight, items), one
// label and one tracking number per package bought from the carrier (the cheapest service), the
// hand-over to the carrier. Tracking is in tracking.ts. The sandbox always uses the fake carrier;
// live uses EasyPost with a live key (EASYPOST_API_KEY, or the live mode of /admin/easypost) and
// refuses labels without one: a live label from the fake carrier cannot be shipped.
import type { Config } from "../config.ts";
import { getShippingInfo } from "../admin/shipping.ts";
import { liveApiKey } from "../admin/easypost.ts";
import {
  type Env,
  type FulfillmentOrder,
  type Package,
  packageDims,
  type PackageForm,
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

/** The secret carrier webhooks are signed with (the fake carrier signs with the same). */
export function carrierSecret(config: Config, env: Env): string {
  return (env === "live" ? config.EASYPOST_WEBHOOK_SECRET : undefined) ?? "fake-carrier-webhook";
}

export type Result = { ok: true; order: FulfillmentOrder } | { ok: false; error: string };

export function done(order: FulfillmentOrder | null, error: string | null): Result {
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
    const taken = new Set(o.packages.map((p) => p.id));
    let n = o.packages.length + 1;
    while (taken.has(`P${n}`)) n++;
    o.packages.push({ id: `P${n}`, ...boxOf(form), weight_g: form.weight_g, items: chosen });
    if ([...unpacked(o).values()].every((n) => n <= 0)) {
      o.state = "packed";
      o.history.push({ at: at.toISOString(), state: "packed", by });
    }
    return o;
  });
  return done(order, error);
}

function boxOf(form: PackageForm): Pick<Package, "box" | "dims_cm"> {
  return form.box === "custom"
    ? {
      box: "custom",
      dims_cm: { length: form.length_cm!, width: form.width_cm!, height: form.height_cm! },
    }
    : { box: form.box };
}

/** Changes a package's box, dimensions or weight (before the label). */
export async function updatePackage(
  kv: Deno.Kv,
  env: Env,
  id: string,
  packageId: string,
  form: PackageForm,
): Promise<Result> {
  let error: string | null = null;
  const order = await updateOrder(kv, env, id, (o) => {
    error = null;
    if (!["accepted", "packed"].includes(o.state)) {
      return (error = "fulfillment.errors.labelled"), null;
    }
    const p = o.packages.find((x) => x.id === packageId);
    if (!p) return (error = "fulfillment.errors.not_found"), null;
    delete p.dims_cm;
    Object.assign(p, boxOf(form), { weight_g: form.weight_g });
    return o;
  });
  return done(order, error);
}

/** Removes a package (before the label); its units are to pack again. */
export async function removePackage(
  kv: Deno.Kv,
  env: Env,
  id: string,
  packageId: string,
  by: string,
): Promise<Result> {
  const at = await now(kv, env);
  let error: string | null = null;
  const order = await updateOrder(kv, env, id, (o) => {
    error = null;
    if (!["accepted", "packed"].includes(o.state)) {
      return (error = "fulfillment.errors.labelled"), null;
    }
    if (!o.packages.some((x) => x.id === packageId)) {
      return (error = "fulfillment.errors.not_found"), null;
    }
    o.packages = o.packages.filter((x) => x.id !== packageId);
    if (o.state === "packed") {
      o.state = "accepted";
      o.history.push({ at: at.toISOString(), state: "accepted", by, note: packageId });
    }
    return o;
  });
  return done(order, error);
}

const inches = (cm: number) => Math.round(cm / 2.54 * 10) / 10;
const ounces = (g: number) => Math.round(g / 28.3495 * 10) / 10;

/** The rate to buy: the parcel's own rate of the service chosen, else its cheapest. */
function rateFor(shipment: CarrierShipment, service: Rate | null): Rate {
  const same = service &&
    shipment.rates.find((r) => r.carrier === service.carrier && r.service === service.service);
  return same || [...shipment.rates].sort((a, b) => Number(a.rate) - Number(b.rate))[0];
}

/**
 * Buys one label per package of a packed order (the first package's cheapest service for all), so
 * each box has its own tracking number. When a purchase fails, the labels already bought are
 * refunded and the error is shown.
 */
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
  const carrier = await carrierFor(kv, config, env);
  if (!carrier) return done(null, "fulfillment.errors.no_live_carrier");
  // The ship-from address head office confirmed (/admin/store-shipping-information), or the store
  // record's address when nobody has yet.
  const shipping = await getShippingInfo(kv, order.store);
  if (!shipping) return done(null, "fulfillment.errors.not_found");
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
  const parcels: ParcelLabel[] = [];
  let service: Rate | null = null;
  let days = 0;
  try {
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
      const rate = rateFor(shipment, service);
      if (!rate) throw new Error(`no rate for package ${p.id}`);
      service ??= rate;
      days = Math.max(days, rate.delivery_days);
      const bought = await carrier.buy(shipment.id, rate.id);
      parcels.push({
        package_id: p.id,
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
