// The linesheet PDF of a book, built once per content version: building it costs ~40 ms (fonts,
// pictures, layout), while what it prints changes rarely. A built PDF is kept in memory under the
// versionstamps of every entry it reads (show, book (its styles are rewritten with it, see
// putBook), vendor, the catalogue's web content version) and the language, so a view between writes
// costs a few small reads and any write makes the next view build a new one. Picture files are
// immutable by id; a changed picture list bumps the content version.
import type { TFunction } from "i18next";
import type { Locale } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { MK } from "../marketing/store.ts";
import { storeKeys } from "../stores/store.ts";
import type { Vendor } from "../stores/model.ts";
import { linesheetPdf } from "./books_pdf.ts";
import { withCatalogueImages } from "./images.ts";
import type { Book, Show } from "./schema.ts";
import { bookStyles } from "./store.ts";

/** Built PDFs kept per KV (a few dozen books at ~40 KB each; the oldest goes first). */
const KEEP = 32;
const cache = new WeakMap<Deno.Kv, Map<string, { version: string; bytes: Uint8Array }>>();

export interface Linesheet {
  book: Book;
  bytes: Uint8Array;
}

/** The linesheet of book `bookId` of show `showKey` in `locale` (404 when either is missing). */
export async function linesheetFor(
  kv: Deno.Kv,
  showKey: string,
  bookId: string,
  ctx: { t: TFunction; locale: Locale; config: Config },
): Promise<Linesheet> {
  const [showEntry, bookEntry, content] = await kv.getMany<[Show, Book, unknown]>([
    ["shows", showKey],
    ["show_books", bookId],
    MK.version(),
  ]);
  const show = showEntry.value;
  if (!show) throw new HttpError(404, "shows.errors.show_not_found");
  const book = bookEntry.value;
  if (!book || book.show !== show.key) throw new HttpError(404, "shows.errors.book_not_found");
  const vendorEntry = await kv.get<Vendor>(storeKeys.vendor(book.vendor));
  const version = [
    showEntry.versionstamp,
    bookEntry.versionstamp,
    vendorEntry.versionstamp,
    content.versionstamp,
  ].join("/");
  let byBook = cache.get(kv);
  if (!byBook) cache.set(kv, byBook = new Map());
  const slot = `${book.id}/${ctx.locale}`;
  const hit = byBook.get(slot);
  if (hit?.version === version) return { book, bytes: hit.bytes };

  const styles = await withCatalogueImages(kv, await bookStyles(kv, book.id));
  const vendorName = vendorEntry.value?.name ?? book.vendor;
  const bytes = await linesheetPdf(kv, { show, book, vendorName, styles, ...ctx });
  byBook.delete(slot);
  byBook.set(slot, { version, bytes });
  if (byBook.size > KEEP) byBook.delete(byBook.keys().next().value!);
  return { book, bytes };
}
