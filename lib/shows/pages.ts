// What the show and showcloud pages share: finding a show, a book or an order the user may see
// (a store only ever sees its own stores' orders; head office sees every store's), the stores a
// user orders for, and the books open for ordering.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import { canSeeStore, ownStores } from "../stores/mod.ts";
import type { Book, Show, ShowOrder } from "./schema.ts";
import { getBook, getShow, getShowOrder, type ShowsView, showsView } from "./store.ts";

export async function requireShow(kv: Deno.Kv, key: string): Promise<Show> {
  return found(await getShow(kv, key));
}

/** A book of a vendor (the URL's vendor must be the book's). */
export async function requireBook(kv: Deno.Kv, vendor: string, id: string): Promise<Book> {
  return bookOfVendor(await getBook(kv, id), vendor);
}

/** requireShow and requireBook at a view already read (shared objects: not to be changed). */
export function showAndBookIn(view: ShowsView, vendor: string, id: string) {
  const book = bookOfVendor(view.bookOf(id), vendor);
  return { show: found(view.showOf(book.show)), book };
}

function found(show: Show | null | undefined): Show {
  if (!show) throw new HttpError(404, "shows.errors.show_not_found");
  return show;
}

function bookOfVendor(book: Book | null | undefined, vendor: string): Book {
  if (!book || book.vendor !== vendor) throw new HttpError(404, "shows.errors.book_not_found");
  return book;
}

/** The stores a user orders for: the member stores on their account, never another store. */
export function orderingStores(user: User): number[] {
  return ownStores(user).map(([n]) => n);
}

/** The store a page is for: `?store=` when it is one of the user's, else their first. */
export function pickStore(user: User, asked: string | null): number | null {
  const stores = orderingStores(user);
  const n = Number(asked);
  return stores.includes(n) ? n : stores[0] ?? null;
}

/** An order the user may see (their own store's, or any for head office); else 404. */
export async function requireOrder(
  kv: Deno.Kv,
  user: User,
  id: string,
): Promise<{ order: ShowOrder; versionstamp: string }> {
  const entry = await getShowOrder(kv, id);
  if (!entry.value || !canSeeStore(user, entry.value.store)) {
    throw new HttpError(404, "shows.errors.order_not_found");
  }
  return { order: entry.value, versionstamp: entry.versionstamp };
}

/** May this user change the store's orders? Only its own staff; head office reads them. */
export function canOrderFor(user: User, store: number): boolean {
  return orderingStores(user).includes(store);
}

/** Shows that take orders now or soon (not archived), the active ones first. */
export async function openShows(kv: Deno.Kv): Promise<Show[]> {
  return openShowsIn(await showsView(kv));
}

/** openShows at a view already read. */
export function openShowsIn(view: ShowsView): Show[] {
  const rank = { active: 0, upcoming: 1, archived: 2 };
  return view.shows.filter((s) => s.state !== "archived")
    .sort((a, b) => rank[a.state] - rank[b.state] || a.starts.localeCompare(b.starts));
}

/** The books of the open shows (all vendors', or one's), with their show. */
export async function openBooks(
  kv: Deno.Kv,
  vendor?: string,
): Promise<{ show: Show; book: Book }[]> {
  return openBooksIn(await showsView(kv), vendor);
}

/** openBooks at a view already read. */
export function openBooksIn(view: ShowsView, vendor?: string): { show: Show; book: Book }[] {
  const out: { show: Show; book: Book }[] = [];
  for (const show of openShowsIn(view)) {
    for (const book of view.books.get(show.key) ?? []) {
      if (vendor === undefined || book.vendor === vendor) out.push({ show, book });
    }
  }
  return out;
}
