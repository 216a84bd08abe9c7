// A vendor's own orders, read-only (/reporting/vendor-orders): every purchase order stores placed
// with one of the vendors on the account (show and specials orders alike; drafts are the store's
// business and never shown), with each line's style, description and size. The vendor asked for
// must be one the user may see (lib/stores canSeeVendor: a vendor account only its own, head office
// any): anything else is refused on the server, so no vendor ever reads another vendor's lines.
import type { User } from "../auth/types.ts";
import { type Bilingual, catalogueMap, inLocale } from "../catalogue/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Locale } from "../auth/types.ts";
import { listOrders, type OrderState, type PurchaseOrder } from "../orders/mod.ts";
import { listForms } from "../specials/store.ts";
import { canSeeVendor, listStores, visibleVendors } from "../stores/mod.ts";
import { cachedUnder, ordersRevision } from "../stores/revision_cache.ts";
import { cellKey } from "./grid.ts";
import { bookStyles, listBooks, listShows, showsRevision } from "./store.ts";

/** The states a vendor sees: placed orders and those cancelled after placing. */
export const VENDOR_STATES: OrderState[] = [
  "submitted",
  "approved",
  "processed",
  "shipped",
  "cancelled",
];

export interface VendorOrderLine {
  item: string;
  style: string;
  description: string;
  size: string;
  quantity: number;
  unit_cost: number;
  extended: number;
}

export interface VendorOrder {
  id: string;
  po_number: string;
  source: PurchaseOrder["source"];
  program: string;
  store: number;
  store_name: string;
  state: OrderState;
  start_ship: string;
  cancel_date: string;
  ship_to: string;
  units: number;
  /** Extended cost in dollars (summed in cents). */
  cost: number;
  lines: VendorOrderLine[];
}

export interface VendorOrdersData {
  vendors: { vendor_number: string; name: string }[];
  vendor: string | null;
  orders: VendorOrder[];
}

interface ItemInfo {
  style: string;
  description: string;
  size: string;
}

/** An item of a show book: its style, name, colour and size. */
interface BookItem {
  style: string;
  name: Bilingual;
  colour: Bilingual;
  size: string;
}

/**
 * Every item number in the vendor's show books (shows latest first, the first book naming an
 * item wins), built once per versionstamp of ["shows_rev"], which every show and book write sets:
 * a view reads one entry instead of every book's styles, and a book saved shows on the next view.
 */
async function bookItems(kv: Deno.Kv, vendor: string): Promise<ReadonlyMap<string, BookItem>> {
  // One map, cached as a one-row list (the cache keeps lists).
  const [items] = await cachedUnder(
    kv,
    `vendor_items:${vendor}`,
    await showsRevision(kv),
    async () => {
      const out = new Map<string, BookItem>();
      for (const show of await listShows(kv)) {
        for (const book of await listBooks(kv, show.key, vendor)) {
          for (const s of await bookStyles(kv, book.id)) {
            for (const c of s.colours) {
              for (const size of s.sizes) {
                const item = s.items[cellKey(c.code, size)];
                if (item && !out.has(item)) {
                  out.set(item, { style: s.style_id, name: s.name, colour: c.name, size });
                }
              }
            }
          }
        }
      }
      return [out];
    },
  );
  return items;
}

/** What each of the ordered item numbers is: the catalogue first, then the vendor's show books. */
async function itemInfo(kv: Deno.Kv, vendor: string, locale: Locale, needed: Set<string>) {
  const out = new Map<string, ItemInfo>();
  const catalogue = await catalogueMap(kv);
  for (const item of needed) {
    const v = catalogue.get(item);
    if (!v || v.vendor !== vendor) continue;
    out.set(item, {
      style: v.style_id,
      description: inLocale(v.description, locale),
      size: v.size,
    });
  }
  if (out.size === needed.size) return out;
  const books = await bookItems(kv, vendor);
  for (const item of needed) {
    const b = books.get(item);
    if (b && !out.has(item)) {
      out.set(item, {
        style: b.style,
        description: `${inLocale(b.name, locale)} — ${inLocale(b.colour, locale)}`,
        size: b.size,
      });
    }
  }
  return out;
}

/**
 * The page's data: the vendors the user may see, the one asked for (`?vendor=`; else the first),
 * and its orders, newest PO first. A vendor the user may not see → 403.
 */
export async function vendorOrders(
  kv: Deno.Kv,
  user: User,
  asked: string | null,
  locale: Locale,
): Promise<VendorOrdersData> {
  if (asked && !canSeeVendor(user, asked)) throw new HttpError(403, "vendor_orders.not_yours");
  const vendors = (await visibleVendors(kv, user)).map((v) => ({
    vendor_number: v.vendor_number,
    name: v.name,
  }));
  const vendor = asked ?? vendors[0]?.vendor_number ?? null;
  if (!vendor) return { vendors, vendor: null, orders: [] };
  // cached until any order changes (one short read while none did)
  const placed = await cachedUnder(
    kv,
    `vendor_orders:${vendor}`,
    await ordersRevision(kv),
    async () =>
      (await listOrders(kv, { vendor }))
        .filter((o) => o.vendor === vendor && VENDOR_STATES.includes(o.state)),
  );
  const [items, stores, shows, forms] = await Promise.all([
    itemInfo(kv, vendor, locale, new Set(placed.flatMap((o) => o.lines.map((l) => l.item_number)))),
    listStores(kv),
    listShows(kv),
    listForms(kv),
  ]);
  const storeName = new Map(stores.map((s) => [s.store_number, s.name]));
  const program = new Map<string, string>([
    ...shows.map((s) => [`show:${s.key}`, inLocale(s.name, locale)] as [string, string]),
    ...forms.map((f) => [`specials:${f.id}`, inLocale(f.name, locale)] as [string, string]),
  ]);
  const orders = placed.map((o): VendorOrder => {
    let cents = 0, units = 0;
    const lines = o.lines.map((l) => {
      const info = items.get(l.item_number);
      const extended = Math.round(l.unit_cost * 100) * l.quantity;
      cents += extended;
      units += l.quantity;
      return {
        item: l.item_number,
        style: info?.style ?? "",
        description: info?.description ?? "",
        size: info?.size ?? "",
        quantity: l.quantity,
        unit_cost: l.unit_cost,
        extended: extended / 100,
      };
    });
    return {
      id: o.id,
      po_number: o.po_number,
      source: o.source,
      program: program.get(`${o.source}:${o.program_id}`) ?? o.program_id ?? "",
      store: o.store,
      store_name: storeName.get(o.store) ?? "",
      state: o.state,
      start_ship: o.start_ship,
      cancel_date: o.cancel_date,
      ship_to: o.ship_to,
      units,
      cost: cents / 100,
      lines,
    };
  }).sort((a, b) => b.po_number.localeCompare(a.po_number));
  return { vendors, vendor, orders };
}
