// The life of a web order: routing and offers (with their KV-queue timers), acceptance, refusals,
// head-office re-routing and cancellation. Every change is one atomic operation on the order, its
// indexes, its counters and its timers, so a decline or a lapse passes the order on by itself.
import type { Config } from "../config.ts";
import { linkOrigin, sendMail } from "../mail/mod.ts";
import { getUser, userIdsOfStore } from "../auth/store.ts";
import type { Env, FulfillmentOrder, OrderState } from "./schema.ts";
import { basePath } from "./schema.ts";
import {
  destinationOf,
  nextStore,
  type RoutingInput,
  type RoutingStore,
  scoreCandidates,
} from "./routing.ts";
import { routingStores, settingsOf, stockFor } from "./inventory.ts";
import { dayOf, getOrder, K, listOrdersInState, now, updateOrder } from "./store.ts";
import { addBusinessMinutes, offerWindow, SHIP_BY_BUSINESS_HOURS } from "./hours.ts";
import { changeOrder, type Result } from "./shipping.ts";
import { i18nFor, toLocale } from "../i18n/mod.ts";
import { formatDateTime } from "../i18n/format.ts";

/** A timer on the KV queue: remind the store, or lapse the offer, of one offer of one order. */
export interface OfferTimer {
  fulfillment_timer: { env: Env; id: string; seq: number; kind: "remind" | "lapse" };
}

export function isOfferTimer(value: unknown): value is OfferTimer {
  const t = (value as OfferTimer | null)?.fulfillment_timer;
  return typeof t === "object" && t !== null && typeof t.id === "string" &&
    typeof t.seq === "number";
}

function record(order: FulfillmentOrder, state: OrderState, at: Date, by: string, note?: string) {
  order.state = state;
  order.history.push({ at: at.toISOString(), state, by, ...(note ? { note } : {}) });
}

/** What routing weighs for an order: its lines, destination, the stores and their stock. */
export async function routingInput(
  kv: Deno.Kv,
  order: FulfillmentOrder,
  at: Date,
  known?: RoutingStore[],
): Promise<RoutingInput> {
  const stores = known ?? await routingStores(kv, order.env, at);
  const items = [...new Set(order.lines.map((l) => l.item_number))];
  const safety = new Map<number, number>();
  for (const s of stores) {
    safety.set(s.store_number, (await settingsOf(kv, order.env, s.store_number)).safety_stock);
  }
  const stock = await stockFor(kv, stores.map((s) => s.store_number), items, order.env);
  // Each store's own safety stock is applied by lowering its stock before the shared rule.
  for (const [store, byItem] of stock) {
    const extra = (safety.get(store) ?? 1) - 1;
    for (const [item, units] of byItem) byItem.set(item, units - extra);
  }
  return {
    lines: order.lines.map((l) => ({ item_number: l.item_number, quantity: l.quantity })),
    destination: destinationOf(order.ship_to.postal_code, order.ship_to.province),
    stores,
    stock,
    safety_stock: 1,
  };
}

/** Computes the scored candidate list of an order (kept on the order). */
export async function scoreOrder(
  kv: Deno.Kv,
  order: FulfillmentOrder,
  at: Date,
  known?: RoutingStore[],
) {
  return scoreCandidates(await routingInput(kv, order, at, known));
}

/**
 * Offers the order to `store` (or marks it unfillable when null), changing `order` in place and
 * adding its offer counter and timers to `effects`.
 */
function offerTo(
  effects: Effect[],
  order: FulfillmentOrder,
  store: number | null,
  at: Date,
  config: Config,
  by: string,
) {
  if (store === null) {
    order.offer = null;
    order.store = null;
    record(order, "unfillable", at, by);
    return;
  }
  const seq = (order.offer?.seq ?? order.refusals.length) + 1;
  const window = offerWindow(
    at,
    config.FULFILLMENT_OFFER_HOURS,
    config.FULFILLMENT_BUSINESS_HOURS,
  );
  order.offer = {
    store,
    seq,
    offered_at: at.toISOString(),
    remind_at: window.remind_at.toISOString(),
    expires_at: window.expires_at.toISOString(),
    reminded: false,
  };
  order.store = store;
  record(order, "offered", at, by, String(store));
  const env = order.env;
  const id = order.id;
  effects.push((op) => {
    op.sum(K.offers(env, store, dayOf(at)), 1n);
    for (const kind of ["remind", "lapse"] as const) {
      const due = kind === "remind" ? window.remind_at : window.expires_at;
      const timer: OfferTimer = { fulfillment_timer: { env, id, seq, kind } };
      op.enqueue(timer, { delay: Math.max(0, due.getTime() - at.getTime()) });
    }
  });
}

/** The first offer of a new order, written with it (intake.ts builds the order). */
export function firstOffer(effects: Effect[], order: FulfillmentOrder, at: Date, config: Config) {
  offerTo(effects, order, nextStore(order.candidates, []), at, config, "routing");
}

/** A write that goes into the same atomic operation as the order's change. */
export type Effect = (op: Deno.AtomicOperation) => void;

/** The offered store refuses the order (with a reason) or lets it lapse (reason null). */
export async function refuse(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
  store: number,
  reason: string | null,
  by: string,
  seq?: number,
): Promise<Result> {
  const at = await now(kv, env);
  return await changeOrder(kv, env, id, (order, effects) => {
    if (order.state !== "offered" || order.offer?.store !== store) {
      return "fulfillment.errors.not_offered";
    }
    if (seq !== undefined && order.offer.seq !== seq) return "fulfillment.errors.not_offered";
    // A lapse happened at the offer's deadline, whenever its timer ran (a sandbox clock shift, a
    // server that was down): its late-acceptance penalty falls in that period.
    const refusedAt = reason === null ? order.offer.expires_at : at.toISOString();
    order.refusals.push({ store, at: refusedAt, reason, ...(reason === null ? {} : { by }) });
    const refused = order.refusals.map((r) => r.store);
    offerTo(
      effects,
      order,
      nextStore(order.candidates, refused),
      at,
      config,
      reason === null ? "timer" : by,
    );
    return null;
  });
}

export async function accept(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
  store: number,
  by: string,
): Promise<Result> {
  const at = await now(kv, env);
  return await changeOrder(kv, env, id, (order, effects) => {
    if (order.state !== "offered" || order.offer?.store !== store) {
      return "fulfillment.errors.not_offered";
    }
    if (at.getTime() > Date.parse(order.offer.expires_at)) return "fulfillment.errors.lapsed";
    order.offer = null;
    order.ship_by = addBusinessMinutes(
      at,
      SHIP_BY_BUSINESS_HOURS * 60,
      config.FULFILLMENT_BUSINESS_HOURS,
    ).toISOString();
    record(order, "accepted", at, by);
    effects.push((op) => op.sum(K.accepted(env, store, dayOf(at)), 1n));
    return null;
  });
}

/** Head office offers the order to a store of its choice (any state before a label is bought). */
export async function reroute(
  kv: Deno.Kv,
  config: Config,
  env: Env,
  id: string,
  store: number,
  by: string,
): Promise<Result> {
  const at = await now(kv, env);
  return await changeOrder(kv, env, id, (order, effects) => {
    // A split order moves part by part.
    if (order.parts || !["offered", "accepted", "packed", "unfillable"].includes(order.state)) {
      return "fulfillment.errors.cannot_reroute";
    }
    order.packages = [];
    offerTo(effects, order, store, at, config, by);
    return null;
  });
}

export async function cancel(
  kv: Deno.Kv,
  env: Env,
  id: string,
  by: string,
  note: string,
): Promise<Result> {
  const at = await now(kv, env);
  return await changeOrder(kv, env, id, (order) => {
    if (order.parts || ["shipped", "delivered", "cancelled"].includes(order.state)) {
      return "fulfillment.errors.cannot_cancel";
    }
    order.offer = null;
    record(order, "cancelled", at, by, note);
    return null;
  });
}

/** Runs a timer: a reminder mail, or the lapse of an offer that is still open and past due. */
export async function runTimer(
  kv: Deno.Kv,
  config: Config,
  timer: OfferTimer["fulfillment_timer"],
) {
  const order = await getOrder(kv, timer.env, timer.id);
  if (!order || order.state !== "offered" || order.offer?.seq !== timer.seq) return;
  const at = await now(kv, timer.env);
  const offer = order.offer;
  if (timer.kind === "lapse") {
    const left = Date.parse(offer.expires_at) - at.getTime();
    if (left > 0) {
      // Early (e.g. a sandbox clock moved back): wait again for the rest.
      await kv.enqueue({ fulfillment_timer: timer } satisfies OfferTimer, { delay: left });
      return;
    }
    await refuse(kv, config, timer.env, timer.id, offer.store, null, "timer", timer.seq);
    return;
  }
  if (offer.reminded || at.getTime() < Date.parse(offer.remind_at)) return;
  const updated = await updateOrder(kv, timer.env, timer.id, (o) => {
    if (o.offer?.seq !== timer.seq || o.offer.reminded) return null;
    o.offer.reminded = true;
    return o;
  });
  if (updated) await remindStore(kv, config, updated);
}

async function remindStore(kv: Deno.Kv, config: Config, order: FulfillmentOrder) {
  const origin = linkOrigin(config);
  for (const userId of await userIdsOfStore(kv, order.offer!.store)) {
    const user = await getUser(kv, userId);
    if (!user || user.Disabled || !(user.Permissions.fulfillment || user.Site_Admin)) continue;
    const locale = toLocale(user.locale);
    const t = i18nFor(locale).t;
    const vars = {
      order: order.order_number,
      store: order.offer!.store,
      deadline: formatDateTime(order.offer!.expires_at, locale),
      link: `${origin}${basePath(order.env)}`,
    };
    await sendMail(kv, config, {
      to: user.email,
      subject: t("fulfillment.mail.reminder_subject", vars),
      text: t("fulfillment.mail.reminder_body", vars),
    });
  }
}

/** Fires every timer that is due by the environment's clock (after a sandbox clock shift). */
export async function fireDueTimers(kv: Deno.Kv, config: Config, env: Env): Promise<number> {
  const at = (await now(kv, env)).getTime();
  let fired = 0;
  for (const order of await listOrdersInState(kv, env, "offered", 5000)) {
    const offer = order.offer;
    if (!offer) continue;
    if (!offer.reminded && at >= Date.parse(offer.remind_at) && at < Date.parse(offer.expires_at)) {
      await runTimer(kv, config, { env, id: order.id, seq: offer.seq, kind: "remind" });
      fired++;
    }
    if (at >= Date.parse(offer.expires_at)) {
      await runTimer(kv, config, { env, id: order.id, seq: offer.seq, kind: "lapse" });
      fired++;
    }
  }
  return fired;
}
