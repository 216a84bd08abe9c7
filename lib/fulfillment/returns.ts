// Returns of shipped web orders. Routing by rule: back to the store that shipped it, or to the
// store that sells the returned items fastest (units sold over the last 14 days, sales rollups),
// with a return label from the carrier; then received → inspected → refunded.
// ["fulfillment",env,"return",id] → ReturnRequest.
import { z } from "zod";
import type { Config } from "../config.ts";
import { getStore, type Store } from "../stores/mod.ts";
import { sendMail } from "../mail/mod.ts";
import { i18nFor } from "../i18n/mod.ts";
import { addDays, todayInToronto } from "../sales/calendar.ts";
import { K as SALES, readMap } from "../sales/store.ts";
import { type Env, type FulfillmentOrder, orderLocale } from "./schema.ts";
import { getOrder, K, now } from "./store.ts";
import { routingStores } from "./inventory.ts";
import { carrierFor } from "./shipping.ts";
import { returnLabelFile } from "./pdf.ts";

export const RETURN_RULES = ["shipping_store", "fastest_seller"] as const;
export type ReturnRule = typeof RETURN_RULES[number];
export const RETURN_STATES = [
  "requested",
  "labelled",
  "received",
  "inspected",
  "refunded",
] as const;
export type ReturnState = typeof RETURN_STATES[number];
/** The step a return in `state` takes next; undefined once refunded. */
export function nextReturnState(state: ReturnState): ReturnState | undefined {
  return RETURN_STATES[RETURN_STATES.indexOf(state) + 1];
}
export const RETURN_REASONS = [
  "too_small",
  "too_big",
  "damaged",
  "not_as_described",
  "wrong_item",
  "changed_mind",
  "other",
] as const;
/** What inspection decides: back on the shelf (available to promise again) or not sellable. */
export const DISPOSITIONS = ["restock", "damaged"] as const;
export type Disposition = typeof DISPOSITIONS[number];

export interface ReturnRequest {
  id: string;
  env: Env;
  order_id: string;
  order_number: string;
  shipping_store: number;
  store: number;
  rule: ReturnRule;
  /** The reason code (absent on returns made before codes), and the customer's words. */
  reason_code?: typeof RETURN_REASONS[number];
  reason: string;
  lines: { item_number: string; quantity: number; price_cents: number }[];
  /** Units of the returned items each candidate store sold in the last 14 days. */
  candidates: { store: number; units_sold: number }[];
  label: {
    carrier: string;
    shipment_id: string;
    tracking_code: string;
    rate_cents: number;
    /** The carrier's own label (EasyPost); absent or null: the portal draws it. */
    label_url?: string | null;
  } | null;
  /** The value of the returned lines (the most a refund can be). */
  refund_cents: number;
  /** What was refunded: all of it, or less (a partial refund); set at the refund. */
  refunded_cents?: number;
  disposition?: Disposition;
  state: ReturnState;
  history: { at: string; state: ReturnState; by: string }[];
}

export const ReturnForm = z.object({
  reason_code: z.enum(RETURN_REASONS, "fulfillment.errors.reason_code"),
  reason: z.string().trim().max(300),
  rule: z.enum(RETURN_RULES),
});

/** The store a return goes to (pure): the shipping store, or the fastest seller (ties: shipper). */
export function routeReturn(
  rule: ReturnRule,
  shippingStore: number,
  sold: { store: number; units_sold: number }[],
) {
  if (rule === "shipping_store") return shippingStore;
  const best = [...sold].sort((a, b) =>
    b.units_sold - a.units_sold ||
    Number(b.store === shippingStore) - Number(a.store === shippingStore) ||
    a.store - b.store
  )[0];
  return best && best.units_sold > 0 ? best.store : shippingStore;
}

async function unitsSold(kv: Deno.Kv, stores: number[], items: string[], at: Date) {
  const end = addDays(todayInToronto(at), -1);
  const period = { start: addDays(end, -13), end };
  const out = [];
  for (const store of stores) {
    const map = await readMap(kv, SALES.si(store), period);
    out.push({ store, units_sold: items.reduce((sum, item) => sum + (map[item]?.[0] ?? 0), 0) });
  }
  return out;
}

/** Units of each item already in a return of the order (open or completed), from its returns. */
export function returnedUnits(returns: ReturnRequest[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of returns) {
    for (const l of r.lines) out[l.item_number] = (out[l.item_number] ?? 0) + l.quantity;
  }
  return out;
}

/** Units of each line that can still be returned: ordered, less those in any return. */
export function returnable(
  order: FulfillmentOrder,
  returned: Record<string, number>,
): Record<string, number> {
  const left: Record<string, number> = {};
  for (const l of order.lines) left[l.item_number] = (left[l.item_number] ?? 0) + l.quantity;
  for (const item of Object.keys(left)) {
    left[item] = Math.max(0, left[item] - (returned[item] ?? 0));
  }
  return left;
}

/**
 * The units of the order already in a return. Kept as one counter per order so that the return and
 * the counter are written in one atomic operation (two clicks cannot return the same unit twice);
 * orders returned before the counter existed start from their returns.
 */
async function returnedEntry(kv: Deno.Kv, order: FulfillmentOrder) {
  const entry = await kv.get<Record<string, number>>(K.returned(order.env, order.id));
  if (entry.value) return { entry, returned: entry.value };
  const returns = await listReturnsOfOrder(kv, order.env, order.id);
  return { entry, returned: returnedUnits(returns) };
}

/** What the order's return form offers: the units of each line not yet in a return. */
export async function returnableOf(kv: Deno.Kv, order: FulfillmentOrder) {
  return returnable(order, (await returnedEntry(kv, order)).returned);
}

export async function createReturn(
  kv: Deno.Kv,
  order: FulfillmentOrder,
  input: z.infer<typeof ReturnForm>,
  lines: { item_number: string; quantity: number }[],
  by: string,
): Promise<{ ok: true; ret: ReturnRequest } | { ok: false; error: string }> {
  if (!["shipped", "delivered"].includes(order.state) || order.store === null) {
    return { ok: false, error: "fulfillment.errors.not_shipped" };
  }
  const wanted = lines.filter((l) => l.quantity > 0);
  if (wanted.length === 0) return { ok: false, error: "fulfillment.errors.return_lines" };
  const at = await now(kv, order.env);
  const stores = (await routingStores(kv, order.env, at)).map((s) => s.store_number);
  if (!stores.includes(order.store)) stores.push(order.store);
  const items = wanted.map((l) => l.item_number);
  const candidates = await unitsSold(kv, stores, items, at);
  const store = routeReturn(input.rule, order.store, candidates);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { entry, returned } = await returnedEntry(kv, order);
    const left = returnable(order, returned);
    if (wanted.some((l) => l.quantity > (left[l.item_number] ?? 0))) {
      return { ok: false, error: "fulfillment.errors.return_too_many" };
    }
    const chosen = wanted.map((l) => ({
      item_number: l.item_number,
      quantity: l.quantity,
      price_cents: order.lines.find((x) => x.item_number === l.item_number)!.price_cents,
    }));
    const ret: ReturnRequest = {
      id: `R${order.order_number}-${crypto.randomUUID().slice(0, 6)}`,
      env: order.env,
      order_id: order.id,
      order_number: order.order_number,
      shipping_store: order.store,
      store,
      rule: input.rule,
      reason_code: input.reason_code,
      reason: input.reason,
      lines: chosen,
      candidates: [...candidates].sort((a, b) => b.units_sold - a.units_sold),
      label: null,
      refund_cents: chosen.reduce((sum, l) => sum + l.quantity * l.price_cents, 0),
      state: "requested",
      history: [{ at: at.toISOString(), state: "requested", by }],
    };
    const next = { ...returned };
    for (const l of chosen) next[l.item_number] = (next[l.item_number] ?? 0) + l.quantity;
    const ok = await kv.atomic()
      .check(entry)
      .set(K.returned(order.env, order.id), next)
      .set(K.ret(order.env, ret.id), ret)
      .set([...K.returnsTo(order.env, store), ret.id], true)
      .set(K.rev(order.env, store), true)
      .set(K.changed(order.env), true)
      .commit();
    if (ok.ok) return { ok: true, ret };
  }
  throw new Error(`the returns of order ${order.id} are changing too often`);
}

/** Buys the return label: from the customer's address to the receiving store. */
export async function buyReturnLabel(kv: Deno.Kv, config: Config, ret: ReturnRequest, by: string) {
  const order = await getOrder(kv, ret.env, ret.order_id);
  const store = await getStore(kv, ret.store);
  if (!order || !store || ret.state !== "requested") return null;
  const carrier = await carrierFor(kv, config, ret.env);
  if (!carrier) return null;
  const shipment = await carrier.createShipment({
    reference: ret.id,
    from: {
      name: order.ship_to.name,
      street1: order.ship_to.address1,
      city: order.ship_to.city,
      state: order.ship_to.province,
      zip: order.ship_to.postal_code,
      country: "CA",
    },
    to: {
      name: store.name,
      street1: store.address,
      city: store.city,
      state: store.province,
      zip: store.postal_code,
      country: "CA",
    },
    parcel: { length: 16, width: 12, height: 8, weight: 35 },
  });
  const rate = [...shipment.rates].sort((a, b) => Number(a.rate) - Number(b.rate))[0];
  const bought = await carrier.buy(shipment.id, rate.id);
  const next = await advanceReturn(kv, ret, "labelled", by, {
    label: {
      carrier: carrier.name,
      shipment_id: bought.id,
      tracking_code: bought.tracking_code ?? "",
      rate_cents: Math.round(Number(rate.rate) * 100),
      label_url: bought.postage_label?.label_url ?? null,
    },
  });
  if (next && order.customer.email) await mailReturnLabel(kv, config, next, order, store);
  return next;
}

/**
 * Tells the customer, in their language, where to send the parcel and its tracking number, with
 * the return label attached as a PDF to print.
 */
async function mailReturnLabel(
  kv: Deno.Kv,
  config: Config,
  ret: ReturnRequest,
  order: FulfillmentOrder,
  store: Store,
) {
  const t = i18nFor(orderLocale(order)).t;
  const values = {
    id: ret.id,
    order: order.order_number,
    tracking: ret.label!.tracking_code,
    store: `${store.name}, ${store.address}, ${store.city} ${store.province} ${store.postal_code}`,
    items: ret.lines.map((l) => `${l.quantity} × ${l.item_number}`).join(", "),
  };
  const label = await returnLabelFile(ret, order, store, t);
  await sendMail(kv, config, {
    to: order.customer.email!,
    subject: t("fulfillment.returns.mail_subject", values),
    text: t("fulfillment.returns.mail_text", values),
    attachments: [{
      filename: `return-label-${ret.id}.pdf`,
      content_type: "application/pdf",
      content: label,
    }],
  });
}

type ReturnObserver = (kv: Deno.Kv, ret: ReturnRequest) => Promise<void>;
const observers: ReturnObserver[] = [];

/** Runs after every committed step of a return (the accounting books a refund when it happens). */
export function onReturnChanged(observer: ReturnObserver): void {
  observers.push(observer);
}

/** Moves a return one step forward (labelled → received → inspected → refunded). */
export async function advanceReturn(
  kv: Deno.Kv,
  ret: ReturnRequest,
  to: ReturnState,
  by: string,
  extra: Partial<ReturnRequest> = {},
): Promise<ReturnRequest | null> {
  const key = K.ret(ret.env, ret.id);
  const entry = await kv.get<ReturnRequest>(key);
  if (!entry.value) return null;
  const current = entry.value;
  if (to !== nextReturnState(current.state)) return null;
  const at = await now(kv, ret.env);
  const next = {
    ...current,
    ...extra,
    state: to,
    history: [...current.history, { at: at.toISOString(), state: to, by }],
  };
  const op = kv.atomic().check(entry).set(key, next).set(K.rev(ret.env, next.store), true)
    .set(K.changed(ret.env), true);
  // Restocked units are available to promise again at the receiving store until its next POS
  // stock count (inventory.ts adds them to counts older than the restock).
  if (to === "refunded") op.delete([...K.returnsTo(ret.env, next.store), ret.id]);
  if (to === "inspected" && next.disposition === "restock") {
    for (const l of next.lines) {
      op.set(K.restock(ret.env, next.store, l.item_number, ret.id), {
        units: l.quantity,
        at: at.toISOString(),
      });
    }
  }
  if (!(await op.commit()).ok) return null;
  for (const observer of observers) await observer(kv, next);
  return next;
}

export async function getReturn(kv: Deno.Kv, env: Env, id: string): Promise<ReturnRequest | null> {
  return (await kv.get<ReturnRequest>(K.ret(env, id))).value;
}

/** Returns oldest first (by when they were asked for). */
export const byOpened = (a: ReturnRequest, b: ReturnRequest) =>
  a.history[0].at.localeCompare(b.history[0].at);

/** Open returns going to these stores (the receiving store works them from its home). */
export async function listOpenReturnsOfStores(
  kv: Deno.Kv,
  env: Env,
  stores: number[],
): Promise<ReturnRequest[]> {
  const ids: string[] = [];
  for (const store of stores) {
    for await (const e of kv.list({ prefix: K.returnsTo(env, store) })) {
      ids.push(e.key[e.key.length - 1] as string);
    }
  }
  const out: ReturnRequest[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const got = await kv.getMany<ReturnRequest[]>(ids.slice(i, i + 10).map((id) => K.ret(env, id)));
    for (const g of got) if (g.value && g.value.state !== "refunded") out.push(g.value);
  }
  return out.sort(byOpened);
}

export async function listReturnsOfOrder(
  kv: Deno.Kv,
  env: Env,
  orderId: string,
): Promise<ReturnRequest[]> {
  const out: ReturnRequest[] = [];
  for await (const e of kv.list<ReturnRequest>({ prefix: [...K.env(env), "return"] })) {
    if (e.value.order_id === orderId) out.push(e.value);
  }
  return out;
}
