// Shows, their content and the showcloud in KV. Key layout (registered in lib/db/keys.ts):
//   ["shows", key]                                   → Show
//   ["show_categories", id]                          → Category (shared by every show)
//   ["show_pages", id]                               → VendorPage (a vendor's booth at a show)
//   ["show_pages_by_show", show, vendor]             → page id (one booth per vendor and show)
//   ["show_notes", show, id]                         → Announcement
//   ["show_attendance", show, id]                    → Attendee
//   ["show_books", id]                               → Book
//   ["show_books_by_show", show, vendor, id]         → true
//   ["show_book_styles", book, style_id]             → BookStyle (one entry per style: a 200-style
//                                                      book is one range read, each value small)
//   ["show_orders", id]                              → ShowOrder (grid and splits)
//   ["show_orders_by_store", store, id]              → true
//   ["show_orders_by_show", show, id]                → true
//   ["show_orders_key", show, store, vendor]         → id (one order per store, vendor and show)
//   ["show_orders_version", show]                    → uuid, rewritten with every order of the show
//                                                      (its versionstamp keys views built from them)
//   ["show_ship_to", store]                          → ShipTo[] (extra ship-to addresses)
//   ["shows_rev"]                                    → uuid, rewritten with every write of a show
//                                                      or a book (its versionstamp keys showsView)
// Purchase orders themselves are in lib/orders (source "show", program_id = show key).
import { versionCheck } from "../forms/version.ts";
import type {
  Announcement,
  Attendee,
  Book,
  BookStyle,
  Category,
  ShipTo,
  Show,
  ShowOrder,
  VendorPage,
} from "./schema.ts";

async function all<T>(kv: Deno.Kv, prefix: Deno.KvKey, batchSize?: number): Promise<T[]> {
  const out: T[] = [];
  for await (const e of kv.list<T>({ prefix }, { batchSize })) out.push(e.value);
  return out;
}

async function many<T>(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += 10) {
    for (const e of await kv.getMany<T[]>(keys.slice(i, i + 10))) if (e.value) out.push(e.value);
  }
  return out;
}

// The shows and their books, kept in memory under the versionstamp of ["shows_rev"], which every
// write of a show or a book sets in the same atomic operation: the pages that list open books
// (showcloud, a store's order, booking reports) read one small entry instead of every show and
// book, and a write shows on the next view, whichever instance made it.
const SHOWS_REV: Deno.KvKey = ["shows_rev"];

/** Marks the shows and books as changed (added to the write's atomic operation). */
export function bumpShows(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(SHOWS_REV, crypto.randomUUID());
}

/** The shows and their books at one revision (shared, frozen: not to be changed). */
export interface ShowsView {
  /** The latest first. */
  shows: readonly Show[];
  /** Per show, its books in vendor order. */
  books: ReadonlyMap<string, readonly Book[]>;
  showOf(key: string): Show | undefined;
  bookOf(id: string): Book | undefined;
  /**
   * A book's styles in style-number order, read on first use at this revision: they change only
   * through putBook/saveBook, which set ["shows_rev"] after the styles.
   */
  stylesOf(id: string): Promise<BookStyle[]>;
}

const showsCache = new WeakMap<Deno.Kv, { stamp: string; view: Promise<ShowsView> }>();

function readStyles(kv: Deno.Kv, book: string): Promise<BookStyle[]> {
  return all<BookStyle>(kv, ["show_book_styles", book], 500);
}

async function loadShowsView(kv: Deno.Kv): Promise<ShowsView> {
  const shows = (await all<Show>(kv, ["shows"])).sort((a, b) =>
    b.starts.localeCompare(a.starts) || a.key.localeCompare(b.key)
  );
  const books = new Map<string, Book[]>();
  const keys: Deno.KvKey[] = [];
  for await (const e of kv.list({ prefix: ["show_books_by_show"] })) {
    keys.push(["show_books", String(e.key[3])]);
  }
  const byId = new Map<string, Book>();
  for (const book of await many<Book>(kv, keys)) {
    const list = books.get(book.show) ?? [];
    list.push(book);
    books.set(book.show, list);
    byId.set(book.id, book);
  }
  for (const x of [...shows, ...byId.values()]) Object.freeze(x);
  const byKey = new Map(shows.map((show) => [show.key, show]));
  const styles = new Map<string, Promise<BookStyle[]>>();
  return {
    shows,
    books,
    showOf: (key) => byKey.get(key),
    bookOf: (id) => byId.get(id),
    stylesOf(id) {
      // A book not in this revision is read as it is, and not kept.
      if (!byId.has(id)) return readStyles(kv, id);
      let list = styles.get(id);
      if (!list) {
        styles.set(id, list = readStyles(kv, id));
        list.catch(() => styles.get(id) === list && styles.delete(id));
      }
      return list;
    },
  };
}

/** The versionstamp of ["shows_rev"]: changes with every write of a show or a book. */
export async function showsRevision(kv: Deno.Kv): Promise<string> {
  return (await kv.get(SHOWS_REV)).versionstamp ?? "none";
}

/**
 * The shows, their books and (on first use) their styles: one small read while nothing changed.
 * A page that needs several of them takes the view once rather than calling the getters below.
 */
export async function showsView(kv: Deno.Kv): Promise<ShowsView> {
  const stamp = await showsRevision(kv);
  const hit = showsCache.get(kv);
  if (hit?.stamp === stamp) return await hit.view;
  const view = loadShowsView(kv);
  showsCache.set(kv, { stamp, view });
  view.catch(() => showsCache.get(kv)?.view === view && showsCache.delete(kv));
  return await view;
}

// Shows ----------------------------------------------------------------------------------------

export async function getShow(kv: Deno.Kv, key: string): Promise<Show | null> {
  return (await kv.get<Show>(["shows", key])).value;
}

/** Every show, the latest first (the objects are shared: not to be changed). */
export async function listShows(kv: Deno.Kv): Promise<Show[]> {
  return [...(await showsView(kv)).shows];
}

export async function putShow(kv: Deno.Kv, show: Show): Promise<void> {
  await bumpShows(kv.atomic().set(["shows", show.key], show)).commit();
}

/** A show with its versionstamp (an edit form carries it: lib/forms/version.ts). */
export async function getShowEntry(kv: Deno.Kv, key: string) {
  return await kv.get<Show>(["shows", key]);
}

/** Writes an edited show only if it is still at `version` (false: it changed meanwhile). */
export async function saveShow(kv: Deno.Kv, show: Show, version: string | null) {
  const key = ["shows", show.key];
  return (await bumpShows(kv.atomic().check(versionCheck(key, version)).set(key, show)).commit())
    .ok;
}

/** Creates a show; false when the key is taken. */
export async function createShow(kv: Deno.Kv, show: Show): Promise<boolean> {
  const res = await bumpShows(
    kv.atomic().check({ key: ["shows", show.key], versionstamp: null }).set(
      ["shows", show.key],
      show,
    ),
  ).commit();
  return res.ok;
}

// Categories -----------------------------------------------------------------------------------

export async function getCategory(kv: Deno.Kv, id: string): Promise<Category | null> {
  return (await kv.get<Category>(["show_categories", id])).value;
}

export function listCategories(kv: Deno.Kv): Promise<Category[]> {
  return all<Category>(kv, ["show_categories"]);
}

export async function putCategory(kv: Deno.Kv, category: Category): Promise<void> {
  await kv.set(["show_categories", category.id], category);
}

/** A category with its versionstamp (for an edit form's version). */
export async function getCategoryEntry(kv: Deno.Kv, id: string) {
  return await kv.get<Category>(["show_categories", id]);
}

/**
 * Writes a category only if it is still at `version` ("" creates it: false when the id is
 * taken; an edit form's version: false when it changed meanwhile).
 */
export async function saveCategory(kv: Deno.Kv, category: Category, version: string | null) {
  const key = ["show_categories", category.id];
  return (await kv.atomic().check(versionCheck(key, version)).set(key, category).commit()).ok;
}

// Vendor pages ---------------------------------------------------------------------------------

export async function getVendorPage(kv: Deno.Kv, id: string): Promise<VendorPage | null> {
  return (await kv.get<VendorPage>(["show_pages", id])).value;
}

export async function vendorPageFor(
  kv: Deno.Kv,
  show: string,
  vendor: string,
): Promise<VendorPage | null> {
  const id = (await kv.get<string>(["show_pages_by_show", show, vendor])).value;
  return id ? getVendorPage(kv, id) : null;
}

/** A show's vendor pages, in vendor order. */
export async function listVendorPages(kv: Deno.Kv, show: string): Promise<VendorPage[]> {
  const ids: Deno.KvKey[] = [];
  for await (const e of kv.list<string>({ prefix: ["show_pages_by_show", show] })) {
    ids.push(["show_pages", e.value]);
  }
  return many<VendorPage>(kv, ids);
}

/** Every vendor page of a vendor, over all shows. */
export async function vendorPagesOf(kv: Deno.Kv, vendor: string): Promise<VendorPage[]> {
  return (await all<VendorPage>(kv, ["show_pages"])).filter((p) => p.vendor === vendor);
}

/** A vendor page with its versionstamp (for an edit form's version). */
export async function getVendorPageEntry(kv: Deno.Kv, id: string) {
  return await kv.get<VendorPage>(["show_pages", id]);
}

/**
 * Writes a page; a new page for a vendor that already has one at the show → false, as is an
 * edit when `version` (the edit form's) is given and the page changed since.
 */
export async function putVendorPage(
  kv: Deno.Kv,
  page: VendorPage,
  isNew: boolean,
  version?: string | null,
) {
  const op = kv.atomic();
  if (isNew) op.check({ key: ["show_pages_by_show", page.show, page.vendor], versionstamp: null });
  if (version !== undefined) op.check(versionCheck(["show_pages", page.id], version));
  const res = await op.set(["show_pages", page.id], page)
    .set(["show_pages_by_show", page.show, page.vendor], page.id).commit();
  return res.ok;
}

// Announcements and attendance -----------------------------------------------------------------

/** A show's announcements: pinned first, then the newest. */
export async function listAnnouncements(kv: Deno.Kv, show: string): Promise<Announcement[]> {
  return (await all<Announcement>(kv, ["show_notes", show])).sort((a, b) =>
    Number(b.pinned) - Number(a.pinned) || b.date.localeCompare(a.date) || a.id.localeCompare(b.id)
  );
}

/** An announcement with its versionstamp (for its edit form's version). */
export async function getAnnouncementEntry(kv: Deno.Kv, show: string, id: string) {
  return await kv.get<Announcement>(["show_notes", show, id]);
}

/** Writes an edited announcement only if it is still at `version` (false: changed meanwhile). */
export async function saveAnnouncement(kv: Deno.Kv, note: Announcement, version: string | null) {
  const key = ["show_notes", note.show, note.id];
  return (await kv.atomic().check(versionCheck(key, version)).set(key, note).commit()).ok;
}

export async function putAnnouncement(kv: Deno.Kv, note: Announcement): Promise<void> {
  await kv.set(["show_notes", note.show, note.id], note);
}

export async function deleteAnnouncement(kv: Deno.Kv, show: string, id: string): Promise<void> {
  await kv.delete(["show_notes", show, id]);
}

/** A show's attendance, by day, store and name. */
export async function listAttendance(kv: Deno.Kv, show: string): Promise<Attendee[]> {
  return (await all<Attendee>(kv, ["show_attendance", show])).sort((a, b) =>
    a.day.localeCompare(b.day) || a.store - b.store || a.name.localeCompare(b.name)
  );
}

export async function putAttendee(kv: Deno.Kv, attendee: Attendee): Promise<void> {
  await kv.set(["show_attendance", attendee.show, attendee.id], attendee);
}

export async function deleteAttendee(kv: Deno.Kv, show: string, id: string): Promise<void> {
  await kv.delete(["show_attendance", show, id]);
}

export async function getAttendee(kv: Deno.Kv, show: string, id: string) {
  return (await kv.get<Attendee>(["show_attendance", show, id])).value;
}

// Books ----------------------------------------------------------------------------------------

export async function getBook(kv: Deno.Kv, id: string): Promise<Book | null> {
  return (await kv.get<Book>(["show_books", id])).value;
}

/** A show's books (all vendors, or one), in vendor order (shared objects: not to be changed). */
export async function listBooks(kv: Deno.Kv, show: string, vendor?: string): Promise<Book[]> {
  const books = (await showsView(kv)).books.get(show) ?? [];
  return books.filter((b) => vendor === undefined || b.vendor === vendor);
}

/** A book's styles in style-number order (shared, read-only: callers never change them). */
export async function bookStyles(kv: Deno.Kv, book: string): Promise<BookStyle[]> {
  return await (await showsView(kv)).stylesOf(book);
}

/** Writes a book and its styles (in atomic batches; the book entry goes last). */
export async function putBook(kv: Deno.Kv, book: Book, styles: BookStyle[]): Promise<void> {
  for (let i = 0; i < styles.length; i += 50) {
    const op = kv.atomic();
    for (const s of styles.slice(i, i + 50)) op.set(["show_book_styles", book.id, s.style_id], s);
    await op.commit();
  }
  await bumpShows(
    kv.atomic().set(["show_books", book.id], { ...book, style_count: styles.length })
      .set(["show_books_by_show", book.show, book.vendor, book.id], true),
  ).commit();
}

// Show orders ----------------------------------------------------------------------------------

export async function getShowOrder(kv: Deno.Kv, id: string) {
  return await kv.get<ShowOrder>(["show_orders", id]);
}

export async function showOrderIdFor(kv: Deno.Kv, show: string, store: number, vendor: string) {
  return (await kv.get<string>(["show_orders_key", show, store, vendor])).value;
}

/**
 * A store's orders with a vendor at these shows (one order per store, vendor and show), by show:
 * the order keys in one read per ten shows, then the orders found, with their versionstamps.
 */
export async function storeVendorOrders(
  kv: Deno.Kv,
  store: number,
  vendor: string,
  shows: readonly string[],
): Promise<Map<string, Deno.KvEntry<ShowOrder>>> {
  const keys: Deno.KvKey[] = [];
  for (let i = 0; i < shows.length; i += 10) {
    const batch = shows.slice(i, i + 10).map((show) => ["show_orders_key", show, store, vendor]);
    for (const e of await kv.getMany<string[]>(batch)) {
      if (e.value) keys.push(["show_orders", e.value]);
    }
  }
  const out = new Map<string, Deno.KvEntry<ShowOrder>>();
  for (let i = 0; i < keys.length; i += 10) {
    for (const e of await kv.getMany<ShowOrder[]>(keys.slice(i, i + 10))) {
      if (e.value) out.set(e.value.show, e as Deno.KvEntry<ShowOrder>);
    }
  }
  return out;
}

/** A store's show orders, the newest change first. */
export async function listStoreOrders(kv: Deno.Kv, store: number): Promise<ShowOrder[]> {
  const keys: Deno.KvKey[] = [];
  for await (const e of kv.list({ prefix: ["show_orders_by_store", store] })) {
    keys.push(["show_orders", String(e.key[2])]);
  }
  return sortOrders(await many<ShowOrder>(kv, keys));
}

// A show's orders, kept in memory under the versionstamp of ["show_orders_version", show], which
// commitShowOrder (the only writer of show orders) sets with every order: the insights, the order
// list and the booking report read one small entry instead of every order of the show.
const showOrdersCache = new WeakMap<
  Deno.Kv,
  Map<string, { stamp: string; orders: Promise<readonly ShowOrder[]> }>
>();

async function readShowOrders(kv: Deno.Kv, show: string): Promise<readonly ShowOrder[]> {
  const keys: Deno.KvKey[] = [];
  for await (const e of kv.list({ prefix: ["show_orders_by_show", show] })) {
    keys.push(["show_orders", String(e.key[2])]);
  }
  return sortOrders((await many<ShowOrder>(kv, keys)).map((o) => Object.freeze(o)));
}

/**
 * Every order of a show, the newest change first: the same (frozen) array while no order of the
 * show changed, so views built from it can be kept under its identity.
 */
export async function showOrdersView(kv: Deno.Kv, show: string): Promise<readonly ShowOrder[]> {
  const stamp = await showOrdersVersion(kv, show) ?? "none";
  let byShow = showOrdersCache.get(kv);
  if (!byShow) showOrdersCache.set(kv, byShow = new Map());
  const hit = byShow.get(show);
  if (hit?.stamp === stamp) return await hit.orders;
  const orders = readShowOrders(kv, show);
  const cache = byShow;
  cache.set(show, { stamp, orders });
  orders.catch(() => cache.get(show)?.orders === orders && cache.delete(show));
  return await orders;
}

/** Every order of a show, the newest change first (shared objects: copy one to change it). */
export async function listShowOrders(kv: Deno.Kv, show: string): Promise<ShowOrder[]> {
  return [...await showOrdersView(kv, show)];
}

function sortOrders(orders: ShowOrder[]) {
  return orders.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** Writes a show order and its indexes, only if it is unchanged since `versionstamp` was read. */
export async function commitShowOrder(
  kv: Deno.Kv,
  order: ShowOrder,
  versionstamp: string | null,
): Promise<boolean> {
  const op = kv.atomic().check({ key: ["show_orders", order.id], versionstamp });
  if (versionstamp === null) {
    op.check({
      key: ["show_orders_key", order.show, order.store, order.vendor],
      versionstamp: null,
    })
      .set(["show_orders_key", order.show, order.store, order.vendor], order.id)
      .set(["show_orders_by_store", order.store, order.id], true)
      .set(["show_orders_by_show", order.show, order.id], true);
  }
  op.set(["show_orders_version", order.show], crypto.randomUUID());
  return (await op.set(["show_orders", order.id], order).commit()).ok;
}

/** The versionstamp of a show's orders: it changes with every order write (commitShowOrder). */
export async function showOrdersVersion(kv: Deno.Kv, show: string): Promise<string | null> {
  return (await kv.get(["show_orders_version", show])).versionstamp;
}

// Ship-to addresses ----------------------------------------------------------------------------

export const shipToKey = (store: number): Deno.KvKey => ["show_ship_to", store];

export async function getShipTos(kv: Deno.Kv, store: number): Promise<ShipTo[]> {
  return (await kv.get<ShipTo[]>(shipToKey(store))).value ?? [];
}

export async function putShipTos(kv: Deno.Kv, store: number, list: ShipTo[]): Promise<void> {
  await kv.set(shipToKey(store), list);
}
