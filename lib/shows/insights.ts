// The booking insights of a book's styles (the share of group stores that booked each, the median
// units of similar-size stores), shared by the book page and the order page. A show's orders are
// kept in memory until one is written (store.ts showOrdersView): a view costs one small read, not
// a read of every order of the show, and the next view after a submit counts it. The group's
// store count is read once per Toronto day, as the peer bands are (peers.ts).
import { memberStoreCount, peersOf, storeBands } from "./peers.ts";
import { type StyleInsight, styleInsights } from "./report.ts";
import type { Book, BookStyle, ShowOrder } from "./schema.ts";
import { showOrdersView } from "./store.ts";

// The insights of a book's styles (the styles array the shows view keeps for its revision) as one
// store sees them, kept while the show's orders (showOrdersView: the same array until one is
// written), the day's store count and peer bands are the same: a big book over many orders is
// not counted again on every view of its order page.
const INSIGHTS_LIMIT = 500;
type Insights = Record<string, StyleInsight>;
interface Kept {
  orders: readonly ShowOrder[];
  count: number;
  bands: Map<number, number>;
  insights: Insights;
}
const insightCache = new WeakMap<BookStyle[], Map<string, Kept>>();

/** Insights of `styles` of `book` as seen by `store` (no peers for a user without a store). */
export async function bookInsights(
  kv: Deno.Kv,
  book: Book,
  styles: BookStyle[],
  store: number | null,
  now = new Date(),
): Promise<Insights> {
  const [orders, count, bands] = await Promise.all([
    showOrdersView(kv, book.show),
    memberStoreCount(kv, now),
    storeBands(kv, now),
  ]);
  let byStore = insightCache.get(styles);
  if (!byStore) insightCache.set(styles, byStore = new Map());
  const key = `${book.vendor}|${store}`;
  const hit = byStore.get(key);
  if (hit?.orders === orders && hit.count === count && hit.bands === bands) return hit.insights;
  const insights = Object.fromEntries(styleInsights(
    styles,
    orders.filter((o) => o.vendor === book.vendor && o.state === "submitted"),
    count,
    store === null ? new Set() : peersOf(bands, store),
  ));
  if (byStore.size >= INSIGHTS_LIMIT) byStore.clear();
  byStore.set(key, { orders, count, bands, insights });
  return insights;
}
