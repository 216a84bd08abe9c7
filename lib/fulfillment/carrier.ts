// The carrier client, in EasyPost's model: a Shipment is created with addresses and a parcel and
// comes back with Rates; buying a rate gives a label and a tracking code; an unused label is
// refunded; labels are bought together in a Batch (< 1,000 shipments) which gets a ScanForm; a
// Tracker follows a tracking code through EasyPost's statuses, reported by webhooks signed with
// HMAC-SHA256. Two implementations: easypost.ts (the real API, when EASYPOST_API_KEY is set) and
// fake_carrier.ts (deterministic, for tests and the sandbox).

export const TRACKER_STATUSES = [
  "unknown",
  "pre_transit",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "available_for_pickup",
  "return_to_sender",
  "failure",
  "cancelled",
  "error",
] as const;
export type TrackerStatus = typeof TRACKER_STATUSES[number];

export const BATCH_STATES = [
  "creating",
  "creation_failed",
  "created",
  "purchasing",
  "purchase_failed",
  "purchased",
  "label_generating",
  "label_generated",
] as const;
export type BatchState = typeof BATCH_STATES[number];

/** EasyPost's limit is 1,000 shipments per batch; we stay under it. */
export const MAX_BATCH_SHIPMENTS = 999;

export interface Address {
  name: string;
  company?: string | null;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: "CA";
  phone?: string | null;
  email?: string | null;
}

/** EasyPost parcels are in inches and ounces. */
export interface Parcel {
  length: number;
  width: number;
  height: number;
  weight: number;
}

export interface Rate {
  id: string;
  shipment_id: string;
  carrier: string;
  service: string;
  /** Dollars as text, as EasyPost sends it. */
  rate: string;
  currency: "CAD";
  delivery_days: number;
}

export interface CarrierShipment {
  id: string;
  from_address: Address | null;
  rates: Rate[];
  selected_rate: Rate | null;
  tracking_code: string | null;
  postage_label: { id: string; label_url: string | null } | null;
  refund_status: "submitted" | "refunded" | "rejected" | null;
  batch_id: string | null;
}

export interface ScanForm {
  id: string;
  tracking_codes: string[];
  form_url: string | null;
}

export interface Batch {
  id: string;
  state: BatchState;
  shipments: string[];
  scan_form: ScanForm | null;
}

export interface TrackingDetail {
  datetime: string;
  status: TrackerStatus;
  message: string;
}

export interface Tracker {
  id: string;
  tracking_code: string;
  status: TrackerStatus;
  tracking_details: TrackingDetail[];
}

/** An EasyPost webhook body (Event) carrying a tracker. */
export interface TrackerEvent {
  id: string;
  description: "tracker.updated" | "tracker.created" | "batch.created" | "batch.updated";
  result: Tracker;
}

export interface Carrier {
  readonly name: string;
  createShipment(
    input: { from: Address; to: Address; parcel: Parcel; reference: string },
  ): Promise<CarrierShipment>;
  buy(shipmentId: string, rateId: string): Promise<CarrierShipment>;
  refund(shipmentId: string): Promise<CarrierShipment>;
  createBatch(shipmentIds: string[]): Promise<Batch>;
  getBatch(batchId: string): Promise<Batch | null>;
  createScanForm(batchId: string): Promise<Batch>;
}

const encoder = new TextEncoder();

async function hmac(secret: string, body: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret.normalize("NFKD")),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** EasyPost's webhook signature header value: `hmac-sha256-hex=<hex digest of the body>`. */
export async function signCarrierWebhook(secret: string, body: string): Promise<string> {
  return `hmac-sha256-hex=${hex(await hmac(secret, body))}`;
}

/** Constant-time comparison of two strings. */
export function sameText(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export async function verifyCarrierWebhook(secret: string, body: string, header: string | null) {
  return header !== null && sameText(await signCarrierWebhook(secret, body), header);
}

/** Shopify's webhook signature: base64 of HMAC-SHA256 over the raw body. */
export async function signShopifyWebhook(secret: string, body: string): Promise<string> {
  const bytes = await hmac(secret, body);
  return btoa(String.fromCharCode(...bytes));
}

export async function verifyShopifyWebhook(secret: string, body: string, header: string | null) {
  return header !== null && sameText(await signShopifyWebhook(secret, body), header.trim());
}
