// KV layout of website fulfillment (prefix "fulfillment", registered in lib/db/keys.ts). The
// environment is the first key part after the prefix, so the sandbox never mixes with live and a
// sandbox reset is one prefix deletion.
//
//   ["fulfillment",env,"order",id]                 → FulfillmentOrder (id: the web store's order id)
//   ["fulfillment",env,"by_number",order_number]   → id
//   ["fulfillment",env,"by_store",store,id]        → OrderState (a store's orders; offered included)
//   ["fulfillment",env,"work",store,"open",id]     → true while open at the store (its staff's home)
//   ["fulfillment",env,"work",store,"done",received_at,id] → true when shipped or delivered
//   ["fulfillment",env,"work_ready",store]         → true once the two above hold older orders too
//   ["fulfillment",env,"rev",store]                → rewritten by every change of what the store's home
//                      lists (its orders, returns to it, its team quotes): keys home_cache.ts
//   ["fulfillment",env,"changed"]                  → rewritten by every write of an order or a return
//                      (the ledger's inputs): keys the accounting pages' refresh (accounting views.ts)
//                      and the web units of head office's ATP (lib/head_office/atp.ts)
//   ["fulfillment",env,"by_state",state,id]        → true (head-office filters, unfillable queue)
//   ["fulfillment",env,"rejected",time_id]         → RejectedPayload (bad intake bodies, 30 days)
//   ["fulfillment",env,"offers",store,day]         → KvU64 offers made that day (fair rotation)
//   ["fulfillment",env,"accepted",store,day]       → KvU64 orders accepted that day (capacity)
//   ["fulfillment",env,"settings",store]           → StoreSettings (absent: the defaults below)
//   ["fulfillment",env,"clock"]                    → ms added to the real clock (sandbox clock shift)
//   ["fulfillment",env,"carrier",kind,id]          → the fake carrier's shipments, batches, trackers
//   ["fulfillment",env,"tracking",code]            → order id of a parcel's tracking number
//   ["fulfillment",env,"batch",id]                 → Batch of labels (lib/fulfillment/shipping.ts)
//   ["fulfillment",env,"return",id]                → ReturnRequest (lib/fulfillment/returns.ts)
//   ["fulfillment",env,"returned",order_id]        → units of each item in a return of the order
//   ["fulfillment",env,"return_to",store,ret_id]   → true while a return to the store is open
//   ["fulfillment",env,"restock",store,item,ret]   → { units, at } restocked by an inspected return
//   ["fulfillment",env,"quote",id]                 → TeamQuote (lib/fulfillment/quotes.ts)
//   ["fulfillment",env,"quotes_rev"]               → rewritten by every write of a team quote
import { versionCheck } from "../forms/version.ts";
import {
  type Env,
  type FulfillmentOrder,
  OPEN_STATES,
  type OrderState,
  type RejectedPayload,
  stateOfParts,
} from "./schema.ts";
import { torontoDateString } from "../i18n/format.ts";

export const K = {
  env: (env: Env) => ["fulfillment", env],
  order: (env: Env, id: string) => ["fulfillment", env, "order", id],
  byNumber: (env: Env, n: string) => ["fulfillment", env, "by_number", n],
  byStore: (env: Env, store: number) => ["fulfillment", env, "by_store", store],
  byState: (env: Env, state: OrderState) => ["fulfillment", env, "by_state", state],
  work: (env: Env, store: number) => ["fulfillment", env, "work", store],
  workReady: (env: Env, store: number) => ["fulfillment", env, "work_ready", store],
  rev: (env: Env, store: number) => ["fulfillment", env, "rev", store],
  changed: (env: Env) => ["fulfillment", env, "changed"],
  rejected: (env: Env) => ["fulfillment", env, "rejected"],
  offers: (env: Env, store: number, day: string) => ["fulfillment", env, "offers", store, day],
  accepted: (env: Env, store: number, day: string) => ["fulfillment", env, "accepted", store, day],
  settings: (env: Env, store: number) => ["fulfillment", env, "settings", store],
  clock: (env: Env) => ["fulfillment", env, "clock"],
  carrier: (env: Env, kind: string, id: string) => ["fulfillment", env, "carrier", kind, id],
  tracking: (env: Env, code: string) => ["fulfillment", env, "tracking", code],
  batch: (env: Env, id: string) => ["fulfillment", env, "batch", id],
  ret: (env: Env, id: string) => ["fulfillment", env, "return", id],
  returned: (env: Env, orderId: string) => ["fulfillment", env, "returned", orderId],
  returnsTo: (env: Env, store: number) => ["fulfillment", env, "return_to", store],
  restock: (env: Env, store: number, item: string, ret: string) => [
    "fulfillment",
    env,
    "restock",
    store,
    item,
    ret,
  ],
  quote: (env: Env, id: string) => ["fulfillment", env, "quote", id],
  quotesRev: (env: Env) => ["fulfillment", env, "quotes_rev"],
};

export interface StoreSettings {
  opted_in: boolean;
  daily_capacity: number;
  safety_stock: number;
}
export const DEFAULT_CAPACITY = 20;
export const DEFAULT_SAFETY_STOCK = 1;

/** The environment's clock: real time, plus the sandbox's shift. */
export async function now(kv: Deno.Kv, env: Env): Promise<Date> {
  if (env === "live") return new Date();
  const shift = (await kv.get<number>(K.clock(env))).value ?? 0;
  return new Date(Date.now() + shift);
}

export async function shiftClock(kv: Deno.Kv, env: Env, ms: number): Promise<void> {
  if (env === "live") throw new Error("the live clock cannot be shifted");
  const current = (await kv.get<number>(K.clock(env))).value ?? 0;
  await kv.set(K.clock(env), current + ms);
}

export async function getOrder(
  kv: Deno.Kv,
  env: Env,
  id: string,
): Promise<FulfillmentOrder | null> {
  return (await kv.get<FulfillmentOrder>(K.order(env, id))).value;
}

export async function getOrderByNumber(kv: Deno.Kv, env: Env, n: string) {
  const id = (await kv.get<string>(K.byNumber(env, n))).value;
  return id ? await getOrder(kv, env, id) : null;
}

/** Adds the index writes of an order (and removes the previous version's) to an atomic operation. */
function indexOrder(
  op: Deno.AtomicOperation,
  order: FulfillmentOrder,
  prev: FulfillmentOrder | null,
) {
  const { env, id } = order;
  op.set(K.changed(env), true);
  if (prev?.store != null && prev.store !== order.store) {
    op.delete([...K.byStore(env, prev.store), id]);
    op.set(K.rev(env, prev.store), true);
  }
  if (order.store != null) op.set(K.rev(env, order.store), true);
  if (prev && prev.state !== order.state) op.delete([...K.byState(env, prev.state), id]);
  if (order.store != null) op.set([...K.byStore(env, order.store), id], order.state);
  op.set([...K.byState(env, order.state), id], true);
  const before = prev && workKey(prev);
  const after = workKey(order);
  if (before && before.join("|") !== after?.join("|")) op.delete(before);
  if (after) op.set(after, true);
}

/** The order's key in its store's work index (open, or shipped/delivered by time), if any. */
function workKey(order: FulfillmentOrder): Deno.KvKey | null {
  if (order.store == null) return null;
  const at = K.work(order.env, order.store);
  if (OPEN_STATES.includes(order.state)) return [...at, "open", order.id];
  if (order.state === "shipped" || order.state === "delivered") {
    return [...at, "done", order.received_at, order.id];
  }
  return null;
}

/**
 * Creates an order (and the parts of a split order, in the same commit) unless one with its id
 * exists; false when it did (idempotent intake).
 */
export async function createOrder(
  kv: Deno.Kv,
  order: FulfillmentOrder,
  extra?: (op: Deno.AtomicOperation) => void,
  parts: FulfillmentOrder[] = [],
): Promise<boolean> {
  const op = kv.atomic();
  for (const o of [order, ...parts]) {
    op.check({ key: K.order(o.env, o.id), versionstamp: null })
      .set(K.order(o.env, o.id), o)
      .set(K.byNumber(o.env, o.order_number), o.id);
    indexOrder(op, o, null);
  }
  extra?.(op);
  return (await op.commit()).ok;
}

type OrderObserver = (kv: Deno.Kv, order: FulfillmentOrder) => Promise<void>;
const observers: OrderObserver[] = [];

/** Runs after every committed change of an order (the accounting books its ledger at once). */
export function onOrderChanged(observer: OrderObserver): void {
  observers.push(observer);
}

/**
 * Changes an order atomically: `change` gets a copy and returns it (or null to leave it), with
 * extra writes for the same commit. Retries when another writer got there first.
 */
export async function updateOrder(
  kv: Deno.Kv,
  env: Env,
  id: string,
  change: (order: FulfillmentOrder) => FulfillmentOrder | null,
  extra?: (op: Deno.AtomicOperation, order: FulfillmentOrder) => void,
): Promise<FulfillmentOrder | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<FulfillmentOrder>(K.order(env, id));
    if (!entry.value) return null;
    const next = change(structuredClone(entry.value));
    if (!next) return null;
    const op = kv.atomic().check(entry).set(K.order(env, id), next);
    indexOrder(op, next, entry.value);
    extra?.(op, next);
    if ((await op.commit()).ok) {
      for (const observer of observers) await observer(kv, next);
      if (next.parent) await followParts(kv, env, next.parent);
      return next;
    }
  }
  throw new Error(`order ${id} is changing too often to update`);
}

/** A split order takes the state its parts add up to (checked against them in the same commit). */
async function followParts(kv: Deno.Kv, env: Env, id: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<FulfillmentOrder>(K.order(env, id));
    if (!entry.value?.parts) return;
    const parts = await kv.getMany<FulfillmentOrder[]>(
      entry.value.parts.map((p) => K.order(env, p)),
    );
    const state = stateOfParts(parts.flatMap((p) => p.value ? [p.value.state] : []));
    if (state === entry.value.state) return;
    const next = structuredClone(entry.value);
    next.state = state;
    next.history.push({ at: (await now(kv, env)).toISOString(), state, by: "parts" });
    const op = kv.atomic().check(entry, ...parts).set(K.order(env, id), next);
    indexOrder(op, next, entry.value);
    if ((await op.commit()).ok) {
      for (const observer of observers) await observer(kv, next);
      return;
    }
  }
  throw new Error(`split order ${id} is changing too often to follow its parts`);
}

async function ids(kv: Deno.Kv, prefix: Deno.KvKey, limit: number): Promise<string[]> {
  const out: string[] = [];
  for await (const e of kv.list({ prefix }, { limit, reverse: true })) {
    out.push(e.key[e.key.length - 1] as string);
  }
  return out;
}

async function loadAll(kv: Deno.Kv, env: Env, idList: string[]): Promise<FulfillmentOrder[]> {
  const out: FulfillmentOrder[] = [];
  for (let i = 0; i < idList.length; i += 10) {
    const entries = await kv.getMany<FulfillmentOrder[]>(
      idList.slice(i, i + 10).map((id) => K.order(env, id)),
    );
    for (const e of entries) if (e.value) out.push(e.value);
  }
  return out.sort(newestReceived);
}

/** Orders newest first (by the time the web store sent them). */
export const newestReceived = (a: FulfillmentOrder, b: FulfillmentOrder) =>
  b.received_at.localeCompare(a.received_at);

/** A store's orders (every state), newest first. */
export async function listStoreOrders(kv: Deno.Kv, env: Env, store: number, limit = 500) {
  return await loadAll(kv, env, await ids(kv, K.byStore(env, store), limit));
}

/**
 * A store's orders its staff work on: every open one, and the `recent` latest shipped or delivered
 * (by received time), newest first. Read from the store's work index, so a busy store's history is
 * not read on each visit of the page staff keep open all day.
 */
export async function listStoreWork(kv: Deno.Kv, env: Env, store: number, recent = 25) {
  if (!(await kv.get(K.workReady(env, store))).value) await indexWork(kv, env, store);
  const idList: string[] = [];
  for await (const e of kv.list({ prefix: [...K.work(env, store), "open"] })) {
    idList.push(e.key[e.key.length - 1] as string);
  }
  const done = kv.list({ prefix: [...K.work(env, store), "done"] }, {
    reverse: true,
    limit: recent,
  });
  for await (const e of done) idList.push(e.key[e.key.length - 1] as string);
  return await loadAll(kv, env, idList);
}

/** Puts a store's orders written before the work index into it (once; each checked unchanged). */
async function indexWork(kv: Deno.Kv, env: Env, store: number) {
  const all = await ids(kv, K.byStore(env, store), 100_000);
  for (let i = 0; i < all.length; i += 10) {
    const keys = all.slice(i, i + 10).map((id) => K.order(env, id));
    for (let attempt = 0; attempt < 10; attempt++) {
      const entries = await kv.getMany<FulfillmentOrder[]>(keys);
      const op = kv.atomic().check(...entries);
      for (const e of entries) {
        const key = e.value && workKey(e.value);
        if (key) op.set(key, true);
      }
      if ((await op.commit()).ok) break;
    }
  }
  await kv.set(K.workReady(env, store), true);
}

/**
 * Marks stores whose every order went through createOrder (a fresh demo store) as indexed, so the
 * first read does not rewrite their work index.
 */
export async function markWorkIndexed(kv: Deno.Kv, env: Env, stores: number[]) {
  for (const store of stores) await kv.set(K.workReady(env, store), true);
}

/** Orders in one state, newest first. */
export async function listOrdersInState(kv: Deno.Kv, env: Env, state: OrderState, limit = 500) {
  return await loadAll(kv, env, await ids(kv, K.byState(env, state), limit));
}

/** Every order of an environment, newest first. */
export async function listAllOrders(kv: Deno.Kv, env: Env, limit = 2000) {
  const out: FulfillmentOrder[] = [];
  for await (
    const e of kv.list<FulfillmentOrder>({ prefix: [...K.env(env), "order"] }, { limit })
  ) {
    out.push(e.value);
  }
  return out.sort((a, b) => b.received_at.localeCompare(a.received_at));
}

export async function keepRejected(kv: Deno.Kv, env: Env, reasons: string[], body: string) {
  const at = new Date().toISOString();
  const id = `${Date.now().toString(36).padStart(10, "0")}-${crypto.randomUUID().slice(0, 8)}`;
  const value: RejectedPayload = { id, at, reasons, body: body.slice(0, 60_000) };
  await kv.set([...K.rejected(env), id], value, { expireIn: 30 * 86_400_000 });
  return value;
}

export async function listRejected(kv: Deno.Kv, env: Env, limit = 50): Promise<RejectedPayload[]> {
  const out: RejectedPayload[] = [];
  for await (
    const e of kv.list<RejectedPayload>({ prefix: K.rejected(env) }, { limit, reverse: true })
  ) {
    out.push(e.value);
  }
  return out;
}

export function dayOf(at: Date): string {
  return torontoDateString(at);
}

async function sumDays(
  kv: Deno.Kv,
  key: (store: number, day: string) => Deno.KvKey,
  store: number,
  days: string[],
) {
  let sum = 0;
  for (let i = 0; i < days.length; i += 10) {
    const entries = await kv.getMany<Deno.KvU64[]>(days.slice(i, i + 10).map((d) => key(store, d)));
    for (const e of entries) sum += Number(e.value?.value ?? 0n);
  }
  return sum;
}

function lastDays(at: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(new Date(at.getTime() - i * 86_400_000)));
}

/** Offers made to each store over the last `days` days (fair rotation, performance). */
export async function recentOffers(kv: Deno.Kv, env: Env, stores: number[], at: Date, days = 7) {
  const out = new Map<number, number>();
  const list = lastDays(at, days);
  for (const store of stores) {
    out.set(
      store,
      await sumDays(kv, (s, d) => K.offers(env, s, d), store, list),
    );
  }
  return out;
}

/** Orders each store accepted over the last `days` days, and today. */
export async function recentAccepted(
  kv: Deno.Kv,
  env: Env,
  stores: number[],
  at: Date,
  days: number,
) {
  const window = new Map<number, number>();
  const today = new Map<number, number>();
  const list = lastDays(at, days);
  for (const store of stores) {
    window.set(store, await sumDays(kv, (s, d) => K.accepted(env, s, d), store, list));
    today.set(store, await sumDays(kv, (s, d) => K.accepted(env, s, d), store, [list[0]]));
  }
  return { window, today };
}

/** A store's stored settings (null when none is stored: see inventory.ts settingsOf). */
export async function getSettings(
  kv: Deno.Kv,
  env: Env,
  store: number,
): Promise<StoreSettings | null> {
  return (await kv.get<StoreSettings>(K.settings(env, store))).value;
}

/**
 * Stores a store's settings. With `version` (the form's, lib/forms/version.ts) the write happens
 * only if the settings are still the ones the form was read at: false when they changed meanwhile.
 */
export async function saveSettings(
  kv: Deno.Kv,
  env: Env,
  store: number,
  s: StoreSettings,
  version?: string | null,
): Promise<boolean> {
  const key = K.settings(env, store);
  if (version === undefined) {
    await kv.set(key, s);
    return true;
  }
  return (await kv.atomic().check(versionCheck(key, version)).set(key, s).commit()).ok;
}

/** Deletes everything of the sandbox (the reset button). */
export async function resetSandbox(kv: Deno.Kv): Promise<number> {
  let n = 0;
  for await (const e of kv.list({ prefix: K.env("sandbox") })) {
    await kv.delete(e.key);
    n++;
  }
  return n;
}
