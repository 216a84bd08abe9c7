// Tracking: the carrier's signed tracker webhooks (EasyPost's tracker.updated). A tracker resends
// its parcel's whole scan history each time, so scans are merged by their own identity; an order
// is "shipped" at the carrier's first scan of any of its parcels and "delivered" at the last
// parcel's delivery scan.
import type { Config } from "../config.ts";
import {
  type Env,
  type FulfillmentOrder,
  parcelsOf,
  SCANNED,
  type TrackingScan,
} from "./schema.ts";
import { getOrder, K, listOrdersInState, now, updateOrder } from "./store.ts";
import {
  signCarrierWebhook,
  type TrackerEvent,
  type TrackerStatus,
  verifyCarrierWebhook,
} from "./carrier.ts";
import { track } from "./fake_carrier.ts";
import { carrierSecret, done, type Result } from "./shipping.ts";
import { getBatch, refreshBatch } from "./batches.ts";

/** How far along a parcel is, to give the order the least advanced parcel's status. */
const PROGRESS = ["pre_transit", "in_transit", "out_for_delivery", "delivered"];

/** A scan's own identity: the same scan resent in a later event is the same scan. */
export function scanId(scan: TrackingScan): string {
  return scan.id ?? `${scan.tracking_code ?? ""}|${scan.at}|${scan.status}`;
}

/** The order of a tracking code: its index, else a scan of labelled and shipped orders. */
async function orderOfTracking(
  kv: Deno.Kv,
  env: Env,
  code: string,
): Promise<FulfillmentOrder | null> {
  const id = (await kv.get<string>(K.tracking(env, code))).value;
  if (id) return await getOrder(kv, env, id);
  for (const state of ["labelled", "shipped"] as const) {
    const found = (await listOrdersInState(kv, env, state, 5000)).find((o) =>
      parcelsOf(o).some((p) => p.tracking_code === code)
    );
    if (found) return found;
  }
  return null;
}

/** Merges a tracker's history into the order (pure on the copy it is given). */
export function applyTracker(o: FulfillmentOrder, event: TrackerEvent): FulfillmentOrder | null {
  if (!o.shipment) return null;
  const code = event.result.tracking_code;
  const parcels = parcelsOf(o);
  const parcel = parcels.find((p) => p.tracking_code === code);
  if (!parcel) return null;
  parcel.status = event.result.status;
  o.shipment.parcels = parcels;
  const seen = new Set(o.shipment.events.map(scanId));
  for (const d of event.result.tracking_details) {
    const scan: TrackingScan = {
      tracking_code: code,
      at: d.datetime,
      status: d.status,
      message: d.message,
    };
    scan.id = scanId(scan);
    if (!seen.has(scan.id)) o.shipment.events.push(scan);
    seen.add(scan.id);
  }
  o.shipment.events.sort((a, b) => a.at.localeCompare(b.at));
  const rank = (s: string) => PROGRESS.includes(s) ? PROGRESS.indexOf(s) : -1;
  o.shipment.status = parcels.map((p) => p.status)
    .sort((a, b) => rank(a) - rank(b))[0];
  // A scan by the carrier means it has the parcel, even if the store did not say so.
  const firstScan = o.shipment.events.find((e) => SCANNED.has(e.status));
  if (o.state === "labelled" && firstScan) {
    o.state = "shipped";
    o.history.push({ at: firstScan.at, state: "shipped", by: "carrier" });
  }
  // Scans kept before parcels were told apart belong to the order's one parcel.
  const deliveries = parcels.map((p) =>
    o.shipment!.events.findLast((e) =>
      e.status === "delivered" && (e.tracking_code ?? parcels[0].tracking_code) === p.tracking_code
    )?.at
  );
  if (
    o.state === "shipped" && deliveries.every((at): at is string => typeof at === "string")
  ) {
    o.state = "delivered";
    o.history.push({ at: deliveries.sort().at(-1)!, state: "delivered", by: "carrier" });
  }
  return o;
}

/**
 * Applies a signed carrier webhook: a tracker's scans (tracker.created/updated), or a batch that
 * EasyPost finished creating (batch.created/updated), whose scan form is then asked for.
 */
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
  if (String(event?.description ?? "").startsWith("batch.")) {
    const id = String((event.result as { id?: unknown })?.id ?? "");
    const batch = id ? await getBatch(kv, env, id) : null;
    if (!batch) return "ignored";
    await refreshBatch(kv, config, batch);
    return "ok";
  }
  if (!event?.result?.tracking_code || !Array.isArray(event.result.tracking_details)) {
    return "ignored";
  }
  const order = await orderOfTracking(kv, env, event.result.tracking_code);
  if (!order) return "ignored";
  await updateOrder(kv, env, order.id, (o) => applyTracker(o, event));
  return "ok";
}

/**
 * The fake carrier scans every parcel of an order, delivered the way the carrier's webhook is: a
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
  const secret = carrierSecret(config, env);
  if (!secret) return done(null, "fulfillment.errors.not_found");
  const at = await now(kv, env);
  for (const parcel of parcelsOf(order)) {
    const body = JSON.stringify(await track(kv, env, parcel.tracking_code, status, at));
    const signature = await signCarrierWebhook(secret, body);
    await receiveTrackerEvent(kv, config, env, body, signature);
  }
  return done(await getOrder(kv, env, id), null);
}
