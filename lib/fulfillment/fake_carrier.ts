// The local fake carrier: EasyPost's interface, kept in KV under the environment's prefix, with
// deterministic rates (by weight and distance between postal districts), batches created
// asynchronously as EasyPost's are ("creating", then "created" when next read), and trackers whose
// events carry the whole scan history each time, as EasyPost's do (`track`). Used by tests and the
// sandbox only: live never falls back to it.
import type { Env } from "./schema.ts";
import { K, now } from "./store.ts";
import { distanceKm, POSTAL_AREAS } from "./routing.ts";
import {
  type Address,
  type Batch,
  type Carrier,
  type CarrierShipment,
  MAX_BATCH_SHIPMENTS,
  type Parcel,
  type Rate,
  type Tracker,
  type TrackerEvent,
  type TrackerStatus,
} from "./carrier.ts";

const SERVICES = [
  { carrier: "CanadaPost", service: "RegularParcel", base: 9.5, perKg: 1.1, perKm: 0.002, days: 6 },
  { carrier: "CanadaPost", service: "Expedited", base: 12.25, perKg: 1.4, perKm: 0.003, days: 3 },
  { carrier: "CanadaPost", service: "Xpresspost", base: 17.9, perKg: 2.0, perKm: 0.004, days: 2 },
];

const OZ_PER_KG = 35.27396195;

/** Deterministic rates in dollars for a parcel between two postal codes. */
export function fakeRates(from: Address, to: Address, parcel: Parcel) {
  const a = POSTAL_AREAS[from.zip.charAt(0).toUpperCase()];
  const b = POSTAL_AREAS[to.zip.charAt(0).toUpperCase()];
  const km = a && b ? distanceKm(a, b) : 2000;
  const kg = parcel.weight / OZ_PER_KG;
  return SERVICES.map((s) => ({
    carrier: s.carrier,
    service: s.service,
    rate: (Math.round((s.base + s.perKg * kg + s.perKm * km) * 100) / 100).toFixed(2),
    delivery_days: s.days + (km > 2500 ? 2 : km > 800 ? 1 : 0),
  }));
}

let counter = 0;
function newId(prefix: string): string {
  counter = (counter + 1) % 1e6;
  return `${prefix}_${Date.now().toString(36)}${counter.toString(36)}${
    crypto.randomUUID().slice(0, 6)
  }`;
}

export class FakeCarrier implements Carrier {
  readonly name = "fake";
  constructor(private kv: Deno.Kv, private env: Env) {}

  private async load<T>(kind: string, id: string): Promise<T> {
    const value = (await this.kv.get<T>(K.carrier(this.env, kind, id))).value;
    if (!value) throw new Error(`fake carrier: no ${kind} ${id}`);
    return value;
  }

  private async save(kind: string, id: string, value: unknown) {
    await this.kv.set(K.carrier(this.env, kind, id), value);
  }

  async createShipment(input: { from: Address; to: Address; parcel: Parcel; reference: string }) {
    const id = newId("shp");
    const rates: Rate[] = fakeRates(input.from, input.to, input.parcel).map((r, i) => ({
      id: `rate_${id.slice(4)}_${i}`,
      shipment_id: id,
      currency: "CAD",
      ...r,
    }));
    const shipment: CarrierShipment = {
      id,
      from_address: input.from,
      rates,
      selected_rate: null,
      tracking_code: null,
      postage_label: null,
      refund_status: null,
      batch_id: null,
    };
    await this.save("shipment", id, shipment);
    return shipment;
  }

  async buy(shipmentId: string, rateId: string) {
    const shipment = await this.load<CarrierShipment>("shipment", shipmentId);
    if (shipment.postage_label) throw new Error("fake carrier: label already bought");
    const rate = shipment.rates.find((r) => r.id === rateId);
    if (!rate) throw new Error(`fake carrier: no rate ${rateId}`);
    const digits = [...shipmentId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1e12, 7);
    shipment.selected_rate = rate;
    shipment.tracking_code = `FAKE${String(digits).padStart(12, "0")}`;
    shipment.postage_label = { id: `pl_${shipmentId.slice(4)}`, label_url: null };
    await this.save("shipment", shipmentId, shipment);
    const at = (await now(this.kv, this.env)).toISOString();
    const tracker: Tracker = {
      id: `trk_${shipment.tracking_code.slice(-10)}`,
      tracking_code: shipment.tracking_code,
      status: "pre_transit",
      tracking_details: [{ datetime: at, status: "pre_transit", message: MESSAGES.pre_transit }],
    };
    await this.save("tracker", shipment.tracking_code, tracker);
    return shipment;
  }

  async refund(shipmentId: string) {
    const shipment = await this.load<CarrierShipment>("shipment", shipmentId);
    shipment.refund_status = shipment.postage_label ? "refunded" : "rejected";
    await this.save("shipment", shipmentId, shipment);
    return shipment;
  }

  async createBatch(shipmentIds: string[]) {
    if (shipmentIds.length === 0 || shipmentIds.length > MAX_BATCH_SHIPMENTS) {
      throw new Error(`fake carrier: a batch holds 1 to ${MAX_BATCH_SHIPMENTS} shipments`);
    }
    const batch: Batch = {
      id: newId("batch"),
      state: "creating",
      shipments: shipmentIds,
      scan_form: null,
    };
    await this.save("batch", batch.id, batch);
    return batch;
  }

  async getBatch(batchId: string) {
    const batch = (await this.kv.get<Batch>(K.carrier(this.env, "batch", batchId))).value;
    if (batch?.state === "creating") {
      batch.state = "created";
      await this.save("batch", batchId, batch);
    }
    return batch;
  }

  async createScanForm(batchId: string) {
    const batch = await this.load<Batch>("batch", batchId);
    // EasyPost refuses a scan form for a batch still being created.
    if (batch.state === "creating") throw new Error("fake carrier: the batch is still creating");
    const codes: string[] = [];
    for (const id of batch.shipments) {
      const s = await this.load<CarrierShipment>("shipment", id);
      if (s.tracking_code) codes.push(s.tracking_code);
    }
    batch.state = "purchased";
    batch.scan_form = { id: newId("sf"), tracking_codes: codes, form_url: null };
    await this.save("batch", batchId, batch);
    return batch;
  }
}

const MESSAGES: Record<TrackerStatus, string> = {
  unknown: "Status unknown",
  pre_transit: "Shipping label created",
  in_transit: "Item in transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  available_for_pickup: "Available for pickup",
  return_to_sender: "Returned to sender",
  failure: "Delivery failed",
  cancelled: "Cancelled",
  error: "Carrier error",
};

/**
 * The carrier scans a parcel: its tracker moves to `status` and the webhook body it sends carries
 * the whole history (EasyPost Event shape), oldest scan first.
 */
export async function track(
  kv: Deno.Kv,
  env: Env,
  trackingCode: string,
  status: TrackerStatus,
  at: Date,
): Promise<TrackerEvent> {
  const key = K.carrier(env, "tracker", trackingCode);
  const tracker = (await kv.get<Tracker>(key)).value ?? {
    id: `trk_${trackingCode.slice(-10)}`,
    tracking_code: trackingCode,
    status,
    tracking_details: [],
  };
  tracker.status = status;
  tracker.tracking_details.push({ datetime: at.toISOString(), status, message: MESSAGES[status] });
  await kv.set(key, tracker);
  return {
    id: `evt_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
    description: "tracker.updated",
    result: tracker,
  };
}
