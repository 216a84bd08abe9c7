// Loading /showcloud/{vendor}/order: the user's store (`?store=`, only their own), the book
// (`?book=`, else the one their order with the vendor uses, else the vendor's first open book),
// its show and styles.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import { openBooks, orderingStores, pickStore, requireBook, requireShow } from "./pages.ts";
import { bookStyles, getShowOrder, showOrderIdFor } from "./store.ts";

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
  let bookId = url.searchParams.get("book");
  if (!bookId) {
    const open = await openBooks(kv, vendor);
    for (const { show, book } of open) {
      const id = await showOrderIdFor(kv, show.key, store, vendor);
      const order = id ? (await getShowOrder(kv, id)).value : null;
      if (order) {
        bookId = order.book;
        break;
      }
      bookId ??= book.id;
    }
  }
  if (!bookId) throw new HttpError(404, "shows.errors.book_not_found");
  const book = await requireBook(kv, vendor, bookId);
  const show = await requireShow(kv, book.show);
  const styles = await bookStyles(kv, book.id);
  return { show, book, styles, store, stores };
}

export function vendorOrderUrl(vendor: string, book: string, store: number, extra = "") {
  return `/showcloud/${encodeURIComponent(vendor)}/order?book=${
    encodeURIComponent(book)
  }&store=${store}${extra}`;
}
