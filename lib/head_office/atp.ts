// Available-to-promise per variant and store, as the web store may sell it:
//
//   ATP = on hand − reserved − safety stock − open web orders   (never below 0)
//
// on hand: the store's last stock record (lib/sales); reserved: units of web orders the store has
// accepted and not shipped yet (accepted, packed, labelled: still on the shelf, already sold);
// safety stock: the store's web-order setting (lib/fulfillment); open web orders: units offered to
// the store and not answered yet. Only live (not sandbox) orders count.
import { K as SALES } from "../sales/keys.ts";
import { dataVersion } from "../sales/dashboards/cache.ts";
import type { StockRecord } from "../sales/model.ts";
import { K, listOrdersInState } from "../fulfillment/store.ts";
import { safetyStocks } from "../fulfillment/inventory.ts";
import type { OrderState } from "../fulfillment/schema.ts";

export interface AtpInput {
  on_hand: number;
  reserved: number;
  safety: number;
  open_web: number;
}

export function atp(i: AtpInput): number {
  return Math.max(0, i.on_hand - i.reserved - i.safety - i.open_web);
}

export interface AtpRow extends AtpInput {
  store: number;
  item_number: string;
  atp: number;
}

const RESERVING: OrderState[] = ["accepted", "packed", "labelled"];

/** Most orders read per state (listOrdersInState's default). */
const PER_STATE = 500;

/**
 * Web units per KV store, kept with the versionstamp of the live environment's `changed` key they
 * were counted at: every write of an order (or a return) sets the key in the same atomic operation
 * (lib/fulfillment/store.ts indexOrder), so one read tells whether any order changed.
 */
const webCache = new WeakMap<
  Deno.Kv,
  { stamp: string; units: Promise<Pick<AtpContext, "reserved" | "open">> }
>();

/** Units per "store|item" of live web orders reserving stock and offered (recounted on a change). */
async function webUnits(kv: Deno.Kv): Promise<Pick<AtpContext, "reserved" | "open">> {
  const stamp = (await kv.get(K.changed("live"))).versionstamp;
  const count = async () => {
    const [reserved, open] = await Promise.all([
      countWebUnits(kv, RESERVING),
      countWebUnits(kv, ["offered"]),
    ]);
    return { reserved, open };
  };
  // No revision yet (orders older than it, or none): count afresh until an order is written.
  if (!stamp) return await count();
  const hit = webCache.get(kv);
  if (hit?.stamp === stamp) return await hit.units;
  const units = count();
  webCache.set(kv, { stamp, units });
  units.catch(() => {
    if (webCache.get(kv)?.units === units) webCache.delete(kv);
  });
  return await units;
}

async function countWebUnits(kv: Deno.Kv, states: OrderState[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const lists = await Promise.all(
    states.map((state) => listOrdersInState(kv, "live", state, PER_STATE)),
  );
  for (const [i, state] of states.entries()) {
    for (const order of lists[i]) {
      const store = state === "offered" ? order.offer?.store ?? order.store : order.store;
      if (store === null || store === undefined) continue;
      for (const line of order.lines) {
        const k = `${store}|${line.item_number}`;
        out.set(k, (out.get(k) ?? 0) + line.quantity);
      }
    }
  }
  return out;
}

/**
 * Changes whenever an ATP figure of the store may change: the sales and catalogue data version (on
 * hand, items), the live orders' revision (web units) and the store's settings record (safety
 * stock). Null while the orders have no revision yet: nothing may be kept under it then.
 */
export async function storeAtpRevision(kv: Deno.Kv, store: number): Promise<string | null> {
  const [version, [orders, settings]] = await Promise.all([
    dataVersion(kv),
    kv.getMany([K.changed("live"), K.settings("live", store)]),
  ]);
  return orders.versionstamp && `${version}|${orders.versionstamp}|${settings.versionstamp}`;
}

/** What ATP takes besides on hand, for the given stores: web units and safety stock. */
export interface AtpContext {
  reserved: Map<string, number>;
  open: Map<string, number>;
  safety: Map<number, number>;
}

export async function atpContext(kv: Deno.Kv, stores: Iterable<number>): Promise<AtpContext> {
  const [web, safety] = await Promise.all([webUnits(kv), safetyStocks(kv, "live", stores)]);
  return { ...web, safety };
}

/** The ATP inputs of one store and item, given its on hand. */
export function atpInput(
  ctx: AtpContext,
  store: number,
  item_number: string,
  on_hand: number,
): AtpInput {
  const k = `${store}|${item_number}`;
  return {
    on_hand,
    reserved: ctx.reserved.get(k) ?? 0,
    safety: ctx.safety.get(store) ?? 0,
    open_web: ctx.open.get(k) ?? 0,
  };
}

/**
 * On hand per "store|item", per store and sales data version: stock records change only with an
 * ingest (or a re-pointing), which changes the version in the same atomic, so a department of a
 * store is read once per ingest instead of a KV read per row and request. Bounded: a new version
 * starts empty, and a full map is dropped.
 */
const onHandCache = new WeakMap<Deno.Kv, { version: string; units: Map<string, number> }>();
export const ON_HAND_CACHE_MAX = 200_000;

/** On hand of each pair (0 without a stock record), in the order asked. */
export async function onHand(
  kv: Deno.Kv,
  pairs: { store: number; item_number: string }[],
): Promise<number[]> {
  const version = await dataVersion(kv);
  let cache = onHandCache.get(kv);
  if (!cache || cache.version !== version || cache.units.size > ON_HAND_CACHE_MAX) {
    onHandCache.set(kv, cache = { version, units: new Map() });
  }
  const units = cache.units;
  const id = (p: { store: number; item_number: string }) => `${p.store}|${p.item_number}`;
  const missing = [...new Map(pairs.filter((p) => !units.has(id(p))).map((p) => [id(p), p]))
    .values()];
  const reads: Promise<void>[] = [];
  for (let i = 0; i < missing.length; i += 10) {
    const slice = missing.slice(i, i + 10);
    reads.push(
      kv.getMany<StockRecord[]>(slice.map((p) => SALES.stock(p.item_number, p.store))).then(
        (stock) => slice.forEach((p, j) => units.set(id(p), stock[j].value?.on_hand ?? 0)),
      ),
    );
  }
  await Promise.all(reads);
  return pairs.map((p) => units.get(id(p)) ?? 0);
}

/** ATP rows of each (store, item) pair asked, in the order asked. */
export async function atpRows(
  kv: Deno.Kv,
  pairs: { store: number; item_number: string }[],
): Promise<AtpRow[]> {
  const [ctx, units] = await Promise.all([
    atpContext(kv, pairs.map((p) => p.store)),
    onHand(kv, pairs),
  ]);
  return pairs.map((p, i) => {
    const input = atpInput(ctx, p.store, p.item_number, units[i]);
    return { store: p.store, item_number: p.item_number, ...input, atp: atp(input) };
  });
}
