// The show orders a user may see: their own stores' (members), every store's (head office), with
// what their list shows beside them (costs from the ledger, show names in the page's language).
import type { Locale, User } from "../auth/types.ts";
import { inLocale } from "../catalogue/mod.ts";
import { getOrder } from "../orders/mod.ts";
import { isHeadOffice } from "../stores/mod.ts";
import { cents } from "./grid.ts";
import { openBooks, orderingStores } from "./pages.ts";
import type { Book, Show, ShowOrder } from "./schema.ts";
import { listShowOrders, listShows, listStoreOrders } from "./store.ts";

export interface OrderListData {
  orders: ShowOrder[];
  /** Cost in cents by order id (the live purchase orders' lines). */
  costs: Record<string, number>;
  /** Show key → name in the page's language. */
  shows: Record<string, string>;
}

/** The orders a user may see (only those with `vendor` when given), for components/OrderList. */
export async function orderListData(
  kv: Deno.Kv,
  user: User,
  locale: Locale,
  vendor?: string,
): Promise<OrderListData> {
  const orders = (await visibleOrders(kv, user)).filter((o) => !vendor || o.vendor === vendor);
  const shows = Object.fromEntries(
    (await listShows(kv)).map((s) => [s.key, inLocale(s.name, locale)]),
  );
  return { orders, costs: await orderCosts(kv, orders), shows };
}

export async function visibleOrders(kv: Deno.Kv, user: User): Promise<ShowOrder[]> {
  if (isHeadOffice(user)) {
    const shows = await listShows(kv);
    return (await Promise.all(shows.map((s) => listShowOrders(kv, s.key)))).flat()
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  }
  return (await Promise.all(orderingStores(user).map((s) => listStoreOrders(kv, s)))).flat()
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** Cost in cents of each order's live purchase orders (the ledger's lines, not cancelled). */
export async function orderCosts(
  kv: Deno.Kv,
  orders: ShowOrder[],
): Promise<Record<string, number>> {
  // Every purchase order read at once, not one after another.
  const ids = [...new Set(orders.flatMap((o) => o.po_ids.filter((id) => id !== null)))];
  const pos = new Map(
    (await Promise.all(ids.map((id) => getOrder(kv, id!)))).flatMap((po) =>
      po ? [[po.id, po] as const] : []
    ),
  );
  const out: Record<string, number> = {};
  for (const o of orders) {
    let cost = 0;
    for (const id of o.po_ids) {
      const po = id ? pos.get(id) : undefined;
      if (!po || po.state === "cancelled") continue;
      for (const l of po.lines) cost += l.quantity * cents(l.unit_cost);
    }
    out[o.id] = cost;
  }
  return out;
}

/** A vendor with books at an open show, and the user's stores' orders with it there. */
export interface ShowcloudRow {
  show: Show;
  vendor: string;
  books: Book[];
  orders: ShowOrder[];
}

/** The /showcloud board: one row per open show and vendor with books. */
export async function showcloudRows(kv: Deno.Kv, user: User): Promise<ShowcloudRow[]> {
  const orders = (await Promise.all(orderingStores(user).map((s) => listStoreOrders(kv, s))))
    .flat();
  const rows = new Map<string, ShowcloudRow>();
  for (const { show, book } of await openBooks(kv)) {
    const key = `${show.key}|${book.vendor}`;
    const row = rows.get(key) ?? {
      show,
      vendor: book.vendor,
      books: [],
      orders: orders.filter((o) => o.show === show.key && o.vendor === book.vendor),
    };
    row.books.push(book);
    rows.set(key, row);
  }
  return [...rows.values()];
}
