// The orders of one program or one store, cached per process. Every order write (create and every
// change, lib/orders/store.ts) also sets the revision keys of the order's store and program in the
// same atomic operation:
//   ["orders_rev", "program", program_id] → true     ["orders_rev", "store", store] → true
// so a list is one KV read (the revision's versionstamp) while nothing under it changed, and a
// write shows on the next read, whichever instance made it. The pages that read a program's or a
// store's orders (specials, show bookings, open-to-buy on order) used to list the index and read
// every order on each view.
import type { PurchaseOrder } from "./schema.ts";

export type OrderIndex = "program" | "store";

/** The revision key of one index value (written with every order under it). */
export function revisionKey(index: OrderIndex, value: string | number): Deno.KvKey {
  return ["orders_rev", index, value];
}

/** Entries kept per KV store (programs and stores; the oldest is dropped first). */
const MAX_ENTRIES = 2000;

interface Entry {
  stamp: string;
  orders: Promise<readonly PurchaseOrder[]>;
}

// Versionstamps are only unique within one KV store: each store has its own cache.
const caches = new WeakMap<Deno.Kv, Map<string, Entry>>();

/** Freezes the shared orders, so no caller can change what the next request is served. */
function freeze(orders: PurchaseOrder[]): readonly PurchaseOrder[] {
  for (const order of orders) {
    for (const line of order.lines) Object.freeze(line);
    Object.freeze(order.lines);
    Object.freeze(order);
  }
  return Object.freeze(orders);
}

/**
 * The orders under one index value: cached while its revision is unchanged, else `load`ed (once,
 * however many requests ask meanwhile). The load runs after the revision was read, so what is
 * cached is never older than the revision it is kept under.
 */
export async function cachedOrders(
  kv: Deno.Kv,
  index: OrderIndex,
  value: string | number,
  load: () => Promise<PurchaseOrder[]>,
): Promise<readonly PurchaseOrder[]> {
  const stamp = (await kv.get(revisionKey(index, value))).versionstamp ?? "none";
  let cache = caches.get(kv);
  if (!cache) caches.set(kv, cache = new Map());
  const key = `${index}:${typeof value}:${value}`;
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) return await hit.orders;
  const orders = load().then(freeze);
  cache.delete(key);
  cache.set(key, { stamp, orders });
  // A failed read is not kept.
  orders.catch(() => {
    if (cache.get(key)?.orders === orders) cache.delete(key);
  });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return await orders;
}
