// /showcloud/{vendor}/order: the user's store (`?store=`, only their own), the book (`?book=`,
// else the one their order with the vendor uses, else the vendor's first open book), its show and
// styles; the page's GET and POST over lib/shows/order_page.ts.
import type { Locale, User } from "../auth/types.ts";
import { seeOther } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Translate } from "../i18n/validation.ts";
import { copyOrder, type EarlierOrder, earlierOrders } from "./order_copy.ts";
import {
  actingFor,
  autosaveAnswer,
  orderingOnBehalf,
  type OrderPageData,
  orderPageData,
  postOrderPage,
} from "./order_page.ts";
import { openBooksIn, orderingStores, pickStore, showAndBookIn } from "./pages.ts";
import { showsView, storeVendorOrders } from "./store.ts";

export async function vendorOrderArgs(kv: Deno.Kv, user: User, vendor: string, url: URL) {
  const stores = orderingStores(user);
  const asked = url.searchParams.get("store");
  // The page's store is the one its form writes to: another store in the URL is refused, never
  // quietly replaced by the user's own.
  if (asked && !stores.includes(Number(asked))) {
    throw new HttpError(403, "shows.errors.not_your_store");
  }
  const store = pickStore(user, asked);
  if (store === null) throw new HttpError(403, "shows.errors.no_store");
  // The shows and books in memory, and the store's orders with the vendor at every show in two
  // reads: the page's order and the earlier ones to reorder from are among them.
  const view = await showsView(kv);
  const orders = await storeVendorOrders(kv, store, vendor, view.shows.map((s) => s.key));
  // Without `?book=`: the book of the store's order at an open show, else the first open book.
  let bookId = url.searchParams.get("book");
  if (!bookId) {
    const open = openBooksIn(view, vendor);
    bookId = open.map((o) => orders.get(o.show.key)?.value.book).find((id) => id !== undefined) ??
      open[0]?.book.id ?? null;
  }
  if (!bookId) throw new HttpError(404, "shows.errors.book_not_found");
  const { show, book } = showAndBookIn(view, vendor, bookId);
  const styles = await view.stylesOf(book.id);
  return {
    args: { show, book, styles, store, stores },
    /** The store's order at the page's show (null: none yet). */
    entry: orders.get(show.key) ?? null,
    /** The store's orders with the vendor, one per show (the reorder links come from them). */
    orders: [...orders.values()].map((e) => e.value),
    showOf: view.showOf,
  };
}

export function vendorOrderUrl(vendor: string, book: string, store: number, extra = "") {
  return `/showcloud/${encodeURIComponent(vendor)}/order?book=${
    encodeURIComponent(book)
  }&store=${store}${extra}`;
}

export interface VendorOrderData extends OrderPageData {
  /** The store's orders with the vendor at earlier shows, to start from (reorder). */
  earlier: EarlierOrder[];
  /** Head office is ordering on the store's behalf. */
  behalf: boolean;
}

/** The page's arguments as the acting user sees them (head office on behalf of `?store=`). */
async function argsFor(kv: Deno.Kv, user: User, vendor: string, url: URL) {
  const asked = url.searchParams.get("store");
  const acting = actingFor(user, asked ? Number(asked) : null);
  return await vendorOrderArgs(kv, acting, vendor, url);
}

/** GET: the order form, or a reorder (`?from=`: an earlier order copied in, typed, not saved). */
export async function vendorOrderPage(
  kv: Deno.Kv,
  user: User,
  vendor: string,
  url: URL,
  locale: Locale,
  now = new Date(),
): Promise<VendorOrderData> {
  const { args, entry, orders, showOf } = await argsFor(kv, user, vendor, url);
  const earlier = earlierOrders(orders, args.show.key, showOf, locale);
  const from = earlier.find((e) => e.id === url.searchParams.get("from"));
  const source = from ? orders.find((o) => o.id === from.id) ?? null : null;
  const copied = source ? await copyOrder(kv, source, args.styles, locale) : null;
  const data = await orderPageData(
    kv,
    args,
    now,
    copied
      ? {
        typed: copied.typed,
        notice: copied.dropped.length ? "copied_last_dropped" : "copied_last",
        noticeVars: { show: from!.showName, dropped: copied.dropped.join(", ") },
      }
      : { notice: url.searchParams.get("saved") === "1" ? "saved" : null },
    entry,
  );
  return { ...data, earlier, behalf: orderingOnBehalf(user, args.store) };
}

/**
 * POST: a background save answers JSON (islands/DraftAutosave.tsx), a save redirects (to the
 * review wizard, or back with a notice), anything else re-renders the form with what was typed.
 */
export async function postVendorOrder(
  req: Request,
  kv: Deno.Kv,
  user: User,
  vendor: string,
  url: URL,
  t: Translate,
  now = new Date(),
): Promise<Response | { data: VendorOrderData; status: number }> {
  // The order is read again after the POST's checks (a save may be refused as stale).
  const { args } = await argsFor(kv, user, vendor, url);
  const result = await postOrderPage(req, kv, user, args, now, t);
  if (req.headers.get("x-autosave") === "1") return autosaveAnswer(kv, result, t);
  if (result.kind === "saved") {
    return seeOther(
      result.review
        ? `/showcloud/orders/${result.order.id}/wizard`
        : vendorOrderUrl(vendor, args.book.id, args.store, "&saved=1"),
    );
  }
  const behalf = orderingOnBehalf(user, args.store);
  return { data: { ...result.data, earlier: [], behalf }, status: result.status };
}
