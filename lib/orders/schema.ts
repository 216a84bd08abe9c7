// The purchase-order ledger's model: one order a store places with one vendor, from any ordering
// screen (specials, show/showcloud, open-to-buy, or typed by hand). Money is dollars with at most
// two decimals; sums are done in whole cents (lib/orders/on_order.ts) so figures are exact.
import { z } from "zod";
import { isIsoDate } from "../sales/calendar.ts";

export const ORDER_SOURCES = ["specials", "show", "otb", "manual"] as const;
export type OrderSource = typeof ORDER_SOURCES[number];

export const ORDER_STATES = [
  "draft",
  "submitted",
  "approved",
  "processed",
  "shipped",
  "cancelled",
] as const;
export type OrderState = typeof ORDER_STATES[number];

/** Most lines one order holds: keeps an order well under KV's 64 KiB value limit. */
export const MAX_LINES = 400;

const Money = z.number().min(0).max(1_000_000).refine(
  (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
  "orders.errors.cents",
);
const IsoDay = z.string().refine(isIsoDate, "orders.errors.invalid_date");

export const OrderLine = z.object({
  item_number: z.string().trim().min(1).max(40),
  /** Department of the item (from the catalogue when the line was added), so reports need no lookup. */
  department: z.string().trim().min(1).max(60),
  quantity: z.number().int().min(1).max(100_000),
  unit_cost: Money,
  retail: Money,
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderLines = z.array(OrderLine).max(MAX_LINES).refine(
  (lines) => new Set(lines.map((l) => l.item_number)).size === lines.length,
  "orders.errors.duplicate_item",
);

/** The delivery window and ship-to, of a new order and of a change to one. */
const WINDOW = {
  start_ship: IsoDay,
  cancel_date: IsoDay,
  ship_to: z.string().trim().min(1).max(300),
};

/** A window cancels on or after its start (refused at the cancel date). */
const windowInOrder: [
  (d: { start_ship: string; cancel_date: string }) => boolean,
  { message: string; path: string[] },
] = [
  (d) => d.cancel_date >= d.start_ship,
  { message: "orders.errors.cancel_before_start", path: ["cancel_date"] },
];

export const OrderDetails = z.object(WINDOW).refine(...windowInOrder);
export type OrderDetails = z.infer<typeof OrderDetails>;

export const NewOrder = z.object({
  store: z.number().int().positive(),
  vendor: z.string().trim().min(1).max(20),
  source: z.enum(ORDER_SOURCES),
  /** The specials program, show, or OTB plan the order belongs to; null for a manual order. */
  program_id: z.string().trim().min(1).max(80).nullable(),
  lines: OrderLines,
  ...WINDOW,
}).refine(...windowInOrder);
export type NewOrder = z.infer<typeof NewOrder>;

/** Who changed an order: the user's id and e-mail (and name), as kept in the history. */
export interface Actor {
  id: string;
  email: string;
  name?: string;
  /**
   * Set when head office acted for a store that is not its own (ordering on behalf): the store
   * the change was made for, so the history says who ordered for whom.
   */
  on_behalf_of?: number;
}

/** The actor of a change `user` made for `store`, naming the store when it was on its behalf. */
export function actorOf(
  user: { id: string; email: string; name?: string },
  store: number,
  onBehalf: boolean,
): Actor {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    ...(onBehalf ? { on_behalf_of: store } : {}),
  };
}

export interface PurchaseOrder extends NewOrder {
  id: string;
  /** "PO-000123": unique across the ledger, from an atomic counter. */
  po_number: string;
  state: OrderState;
  /** Starts at 1, +1 on every change; forms send it back so a stale edit is refused. */
  version: number;
  created_at: string;
  updated_at: string;
}

export type OrderAction = "created" | "lines" | "details" | "transition";

/** A line's quantity before and after a change (null: not on the order). */
export interface LineChange {
  item_number: string;
  before: number | null;
  after: number | null;
}

/** One change of an order: who, when, what. */
export interface OrderChange {
  version: number;
  at: string;
  actor: Actor;
  action: OrderAction;
  from?: OrderState;
  to?: OrderState;
  lines?: LineChange[];
  details?: Partial<OrderDetails>;
  note?: string;
}
