// The booking insights of a book's styles (the share of group stores that booked each, the median
// units of similar-size stores), shared by the book page and the order page. The submitted orders
// of a show are kept in memory under the versionstamp of its order version entry, which every
// order write rewrites (store.ts commitShowOrder): a view costs one small read, not a read of
// every order of the show, and the next view after a submit counts it. The group's store count
// is read once per Toronto day, as the peer bands are (peers.ts).
import { memberStoreCount, peersOf, storeBands } from "./peers.ts";
import { type StyleInsight, styleInsights } from "./report.ts";
import type { Book, BookStyle, ShowOrder } from "./schema.ts";
import { listShowOrders, showOrdersVersion } from "./store.ts";

const submittedCache = new WeakMap<
  Deno.Kv,
  Map<string, { version: string | null; orders: ShowOrder[] }>
>();

/** A show's submitted orders (shared, read-only). */
async function submittedOrders(kv: Deno.Kv, show: string): Promise<ShowOrder[]> {
  const version = await showOrdersVersion(kv, show);
  let byShow = submittedCache.get(kv);
  if (!byShow) submittedCache.set(kv, byShow = new Map());
  const hit = byShow.get(show);
  if (hit && hit.version === version) return hit.orders;
  const orders = (await listShowOrders(kv, show)).filter((o) => o.state === "submitted");
  byShow.set(show, { version, orders });
  return orders;
}

/** Insights of `styles` of `book` as seen by `store` (no peers for a user without a store). */
export async function bookInsights(
  kv: Deno.Kv,
  book: Book,
  styles: BookStyle[],
  store: number | null,
  now = new Date(),
): Promise<Record<string, StyleInsight>> {
  const [orders, count, bands] = await Promise.all([
    submittedOrders(kv, book.show),
    memberStoreCount(kv, now),
    storeBands(kv, now),
  ]);
  return Object.fromEntries(styleInsights(
    styles,
    orders.filter((o) => o.vendor === book.vendor),
    count,
    store === null ? new Set() : peersOf(bands, store),
  ));
}
