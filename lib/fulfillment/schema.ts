// Website fulfillment: the web store's order as it arrives (Shopify's order webhook shape), and the
// order as the portal keeps it, with its routing, offers, packages, shipment and history.
import { z } from "zod";

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
  /** Points per criterion, so staff see why a store was chosen. */
  parts: {
    whole: number;
    province: number;
    distance: number;
    rotation: number;
    performance: number;
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
}

export interface Package {
  id: string;
  box: string;
  weight_g: number;
  items: { item_number: string; quantity: number }[];
}

export interface Shipment {
  carrier: string;
  shipment_id: string;
  rate: { id: string; carrier: string; service: string; rate_cents: number; delivery_days: number };
  tracking_code: string;
  label_id: string;
  /** EasyPost tracker status. */
  status: string;
  events: { at: string; status: string; message: string }[];
  batch_id: string | null;
  refund_status: string | null;
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
  history: HistoryEntry[];
  /**
   * When the label is due: SHIP_BY_BUSINESS_HOURS of the configured business hours after the last
   * acceptance (absent on orders accepted before it was kept; the default hours apply to those).
   */
  ship_by?: string;
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

export const PackageForm = z.object({
  box: z.enum(["small", "medium", "large", "tube"], "fulfillment.errors.box"),
  weight_g: z.coerce.number().int().min(10, "fulfillment.errors.weight").max(
    30000,
    "fulfillment.errors.weight",
  ),
});

export const BOXES: Record<PackageForm["box"], { length: number; width: number; height: number }> =
  {
    small: { length: 30, width: 20, height: 10 },
    medium: { length: 40, width: 30, height: 20 },
    large: { length: 60, width: 40, height: 40 },
    tube: { length: 90, width: 12, height: 12 },
  };
export type PackageForm = z.infer<typeof PackageForm>;

export const OPEN_STATES: OrderState[] = ["offered", "accepted", "packed", "labelled"];

/** A store's web-order settings (Store_Admin): taking web orders, daily capacity, safety stock. */
export const SettingsForm = z.object({
  opted_in: z.boolean(),
  daily_capacity: z.coerce.number().int().min(0, "fulfillment.errors.capacity").max(
    500,
    "fulfillment.errors.capacity",
  ),
  safety_stock: z.coerce.number().int().min(0, "fulfillment.errors.safety").max(
    50,
    "fulfillment.errors.safety",
  ),
});
