// Website fulfillment: the web store's order as it arrives (Shopify's order webhook shape), and the
// order as the portal keeps it, with its routing, offers, packages, shipment and history.
import { z } from "zod";
import type { Locale } from "../i18n/locales.ts";
import type { Rate } from "./carrier.ts";

/** The two environments; every key and every screen carries one (sandbox never mixes with live). */
export const ENVS = ["live", "sandbox"] as const;
export type Env = typeof ENVS[number];

/** The route's optional `env` parameter: absent → live, "sandbox" → sandbox. */
export function envOf(param: string | undefined): Env {
  return param === "sandbox" ? "sandbox" : "live";
}

/** The URL prefix of an environment's store screens: /fulfillment or /fulfillment/sandbox. */
export function basePath(env: Env): string {
  return env === "sandbox" ? "/fulfillment/sandbox" : "/fulfillment";
}

const money = z.string().regex(/^\d+(\.\d{1,2})?$/, "fulfillment.errors.money");

/** Shopify's order id: exact digits (lib/shopify/json.ts keeps ids beyond 2^53 as strings). */
const orderId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String);

/** A test notification or test-gateway order: only its id is read. */
export const TestOrder = z.object({ test: z.literal(true), id: orderId });

/** The parts of Shopify's `orders/create` webhook body that fulfillment reads. */
export const ShopifyOrder = z.object({
  id: orderId,
  name: z.string().min(1).max(40),
  created_at: z.iso.datetime({ offset: true }),
  email: z.string().email().nullish(),
  line_items: z.array(z.object({
    id: z.union([z.number().int(), z.string()]).transform(String),
    title: z.string().max(300).nullish(),
    sku: z.string().max(40).nullish(),
    barcode: z.string().max(20).nullish(),
    quantity: z.number().int().positive().max(999),
    price: money,
  })).min(1).max(200),
  shipping_address: z.object({
    name: z.string().min(1).max(120),
    address1: z.string().min(1).max(200),
    address2: z.string().max(200).nullish(),
    city: z.string().min(1).max(120),
    province_code: z.string().length(2),
    zip: z.string().regex(/^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, "fulfillment.errors.postal_code"),
    country_code: z.literal("CA"),
    phone: z.string().max(40).nullish(),
  }),
  shipping_lines: z.array(z.object({ title: z.string().max(120), price: money })).default([]),
  /** The language the customer shopped in (Shopify's customer_locale, e.g. "fr" or "fr-CA"). */
  customer_locale: z.string().max(20).nullish().transform((v) =>
    v ? (v.toLowerCase().startsWith("fr") ? "fr-CA" as const : "en-US" as const) : null
  ),
  customer: z.object({
    id: z.union([z.number().int(), z.string()]).transform(String).nullish(),
    email: z.string().email().nullish(),
    first_name: z.string().max(120).nullish(),
    last_name: z.string().max(120).nullish(),
  }).nullish(),
});
export type ShopifyOrderInput = z.input<typeof ShopifyOrder>;
export type ShopifyOrderData = z.output<typeof ShopifyOrder>;

export const ORDER_STATES = [
  "offered",
  "accepted",
  "packed",
  "labelled",
  "shipped",
  "delivered",
  "unfillable",
  "cancelled",
] as const;
export type OrderState = typeof ORDER_STATES[number];

/** Tracker statuses that mean the carrier has the parcel (a scan). */
export const SCANNED: ReadonlySet<string> = new Set([
  "in_transit",
  "out_for_delivery",
  "delivered",
  "available_for_pickup",
  "return_to_sender",
]);

export interface OrderLine {
  line_id: string;
  sku: string | null;
  barcode: string | null;
  item_number: string;
  description: string;
  quantity: number;
  price_cents: number;
}

/** One store of the scored candidate list (lib/fulfillment/routing.ts). */
export interface Candidate {
  store: number;
  score: number;
  whole_order: boolean;
  lines_available: number;
  same_province: boolean;
  distance_km: number;
  recent_offers: number;
  performance: number;
  /** Its POS stock count is stale (absent: fresh or unknown). */
  stock_stale?: boolean;
  /** Points per criterion, so staff see why a store was chosen. */
  parts: {
    whole: number;
    province: number;
    distance: number;
    rotation: number;
    performance: number;
    /** The stale-stock penalty (negative), when it applies. */
    stale?: number;
  };
}

export interface Offer {
  store: number;
  /** Counts offers of this order; a timer names the offer it belongs to. */
  seq: number;
  offered_at: string;
  remind_at: string;
  expires_at: string;
  reminded: boolean;
}

export interface Refusal {
  store: number;
  at: string;
  /** The reason the store gave, or null when the offer lapsed. */
  reason: string | null;
  /** Who declined (absent on a lapse and on refusals kept before it was). */
  by?: string;
}

export interface Package {
  id: string;
  /** A preset of BOXES, or "custom" with dims_cm. */
  box: string;
  dims_cm?: { length: number; width: number; height: number };
  weight_g: number;
  items: { item_number: string; quantity: number }[];
}

/** A carrier's rates for each package (its shipment, not yet bought). */
export interface RateQuote {
  carrier: string;
  at: string;
  parcels: {
    package_id: string;
    shipment_id: string;
    rates: Rate[];
  }[];
}

/** One package's label: its own carrier shipment and tracking number. */
export interface ParcelLabel {
  package_id: string;
  shipment_id: string;
  tracking_code: string;
  label_id: string;
  /** The carrier's own label (EasyPost's postage_label.label_url); null: the portal draws it. */
  label_url: string | null;
  rate_cents: number;
  /** The parcel's tracker status. */
  status: string;
}

export interface TrackingScan {
  /** The scan's own identity (tracking code, time, status): a tracker resends its whole history. */
  id?: string;
  tracking_code?: string;
  at: string;
  status: string;
  message: string;
}

export interface Shipment {
  carrier: string;
  /** The first parcel's shipment and tracking number (orders labelled before parcels were kept). */
  shipment_id: string;
  /** The service bought; rate_cents is the sum of every parcel's label. */
  rate: { id: string; carrier: string; service: string; rate_cents: number; delivery_days: number };
  tracking_code: string;
  label_id: string;
  /** One label per package (absent on orders labelled before: the fields above are the one). */
  parcels?: ParcelLabel[];
  /** EasyPost tracker status (the least advanced parcel's). */
  status: string;
  events: TrackingScan[];
  batch_id: string | null;
  refund_status: string | null;
}

/** The language of the customer's papers (packing slip): theirs, else French for a Québec address. */
export function orderLocale(order: FulfillmentOrder): Locale {
  return order.language ?? (order.ship_to.province === "QC" ? "fr-CA" : "en-US");
}

/** The labels of a shipment, one per package. */
export function parcelsOf(order: FulfillmentOrder): ParcelLabel[] {
  const s = order.shipment;
  if (!s) return [];
  return s.parcels ?? [{
    package_id: order.packages[0]?.id ?? "P1",
    shipment_id: s.shipment_id,
    tracking_code: s.tracking_code,
    label_id: s.label_id,
    label_url: null,
    rate_cents: s.rate.rate_cents,
    status: s.status,
  }];
}

export interface HistoryEntry {
  at: string;
  state: OrderState;
  by: string;
  note?: string;
}

export interface FulfillmentOrder {
  /** The web store's order id (idempotency key). */
  id: string;
  env: Env;
  /** The web store's order name without "#", e.g. "1042". */
  order_number: string;
  created_at: string;
  received_at: string;
  customer: { name: string; email: string | null };
  ship_to: {
    name: string;
    address1: string;
    address2: string | null;
    city: string;
    province: string;
    postal_code: string;
    phone: string | null;
  };
  shipping_method: string;
  /** The customer's language (absent: French for a Québec address, else English). */
  language?: Locale;
  /** A split order's parts (ids of orders "N-1", "N-2", each at its own store); it follows them. */
  parts?: string[];
  /** The split order this order is a part of. */
  parent?: string;
  /** The team quote this order was converted from (no routing, no service-level penalties). */
  team_quote?: string;
  /** What the customer paid for shipping (absent on orders taken before it was kept). */
  shipping_cents?: number;
  lines: OrderLine[];
  subtotal_cents: number;
  state: OrderState;
  store: number | null;
  candidates: Candidate[];
  offer: Offer | null;
  refusals: Refusal[];
  packages: Package[];
  shipment: Shipment | null;
  /** The carrier's rates for the packed packages, quoted before buying (dropped when they change). */
  rates?: RateQuote;
  history: HistoryEntry[];
  /**
   * When the label is due: SHIP_BY_BUSINESS_HOURS of the configured business hours after the last
   * acceptance (absent on orders accepted before it was kept; the default hours apply to those).
   */
  ship_by?: string;
}

/** What a just-received order has not had yet: candidates, an offer, packages, a history… */
export function untouched(): Pick<
  FulfillmentOrder,
  "candidates" | "offer" | "refusals" | "packages" | "shipment" | "history"
> {
  return { candidates: [], offer: null, refusals: [], packages: [], shipment: null, history: [] };
}

/** A payload the intake refused (kept for inspection). */
export interface RejectedPayload {
  id: string;
  at: string;
  reasons: string[];
  body: string;
}

export const DeclineForm = z.object({
  reason: z.string().trim().min(3, "fulfillment.errors.reason").max(300),
});

const cm = z.union([z.literal("").transform(() => undefined), z.coerce.number()]).pipe(
  z.number("fulfillment.errors.dimension").int("fulfillment.errors.dimension").min(
    1,
    "fulfillment.errors.dimension",
  ).max(270, "fulfillment.errors.dimension").optional(),
);

/** A package: a preset box or custom dimensions (a 174 cm ski fits no preset), and its weight. */
export const PackageForm = z.object({
  box: z.enum(["small", "medium", "large", "tube", "custom"], "fulfillment.errors.box"),
  weight_g: z.coerce.number("fulfillment.errors.weight").int("fulfillment.errors.weight").min(
    10,
    "fulfillment.errors.weight",
  ).max(30000, "fulfillment.errors.weight"),
  length_cm: cm,
  width_cm: cm,
  height_cm: cm,
}).superRefine((f, ctx) => {
  if (f.box !== "custom") return;
  for (const field of ["length_cm", "width_cm", "height_cm"] as const) {
    if (f[field] === undefined) {
      ctx.addIssue({ code: "custom", path: [field], message: "fulfillment.errors.dimension" });
    }
  }
});
export type PackageForm = z.infer<typeof PackageForm>;

type Dims = { length: number; width: number; height: number };
export const BOXES: Record<Exclude<PackageForm["box"], "custom">, Dims> = {
  small: { length: 30, width: 20, height: 10 },
  medium: { length: 40, width: 30, height: 20 },
  large: { length: 60, width: 40, height: 40 },
  tube: { length: 90, width: 12, height: 12 },
};

/** A package's outside dimensions in cm: its custom ones, else its preset box's. */
export function packageDims(p: Package): Dims {
  return p.dims_cm ?? BOXES[p.box as keyof typeof BOXES] ?? BOXES.medium;
}

export const OPEN_STATES: OrderState[] = ["offered", "accepted", "packed", "labelled"];

const PROGRESS: OrderState[] = [...OPEN_STATES, "shipped", "delivered"];

/**
 * The state of a split order from its parts': unfillable when a part is, cancelled when all are,
 * else the least advanced of the others (shipped once every part has shipped).
 */
export function stateOfParts(states: OrderState[]): OrderState {
  if (states.includes("unfillable")) return "unfillable";
  const going = states.filter((s) => s !== "cancelled");
  if (going.length === 0) return "cancelled";
  return going.reduce((a, b) => PROGRESS.indexOf(a) <= PROGRESS.indexOf(b) ? a : b);
}

/** A store's web-order settings (Store_Admin): taking web orders, daily capacity, safety stock. */
export const SettingsForm = z.object({
  opted_in: z.boolean(),
  daily_capacity: z.coerce.number("fulfillment.errors.capacity").int("fulfillment.errors.capacity")
    .min(0, "fulfillment.errors.capacity").max(500, "fulfillment.errors.capacity"),
  safety_stock: z.coerce.number("fulfillment.errors.safety").int("fulfillment.errors.safety")
    .min(0, "fulfillment.errors.safety").max(50, "fulfillment.errors.safety"),
});
