// Head office's order books (linesheets): a book's header from its form (vendor, names, season, up
// to four delivery windows) and the save of a book with its styles in the shape every reader
// expects (store.ts: ["show_books", id] last, so its versionstamp is the book's version and the
// style cache's key). A save is refused when the book changed since the form was read.
import { z } from "zod";
import { isIsoDate } from "../sales/calendar.ts";
import { versionCheck } from "../forms/version.ts";
import type { Book, BookStyle, DeliveryWindow } from "./schema.ts";
import { bumpShows } from "./store.ts";

export const MAX_WINDOWS = 4;
export const WINDOW_SLOTS = Array.from({ length: MAX_WINDOWS }, (_, i) => i + 1);

const Day = z.string().trim().default("")
  .refine((d) => d === "" || isIsoDate(d), "shows.errors.date");
const Required = (max: number) =>
  z.string().trim().min(1, "shows.errors.required").max(max, "shows.errors.too_long");

const windowFields = Object.fromEntries(
  WINDOW_SLOTS.flatMap((n) => [[`start_ship_${n}`, Day], [`cancel_date_${n}`, Day]]),
) as Record<string, typeof Day>;

/** The book form: vendor (on creation), names, season and delivery windows (blank pairs skipped). */
export const BookInput = z.object({
  vendor: Required(20),
  name_en: Required(120),
  name_fr: Required(120),
  season: Required(20),
  ...windowFields,
}).superRefine((input, ctx) => {
  const values = input as unknown as Record<string, string>;
  let windows = 0;
  for (const n of WINDOW_SLOTS) {
    const start = values[`start_ship_${n}`], cancel = values[`cancel_date_${n}`];
    if (!start && !cancel) continue;
    windows++;
    if (!start) {
      ctx.addIssue({ code: "custom", message: "shows.errors.required", path: [`start_ship_${n}`] });
    }
    if (!cancel) {
      ctx.addIssue({
        code: "custom",
        message: "shows.errors.required",
        path: [`cancel_date_${n}`],
      });
    }
    if (start && cancel && cancel < start) {
      ctx.addIssue({
        code: "custom",
        message: "shows.errors.cancel_before_start",
        path: [`cancel_date_${n}`],
      });
    }
  }
  if (windows === 0) {
    ctx.addIssue({
      code: "custom",
      message: "show_books.errors.no_window",
      path: ["start_ship_1"],
    });
  }
});
export type BookInput = z.infer<typeof BookInput>;

/** The windows typed in the form, in order, blank pairs left out. */
export function windowsOf(input: BookInput): DeliveryWindow[] {
  const values = input as unknown as Record<string, string>;
  return WINDOW_SLOTS.map((n) => ({
    start_ship: values[`start_ship_${n}`],
    cancel_date: values[`cancel_date_${n}`],
  })).filter((w) => w.start_ship && w.cancel_date);
}

/** The form values of a stored book. */
export function bookValues(book: Book): Record<string, string> {
  const values: Record<string, string> = {
    vendor: book.vendor,
    name_en: book.name.en,
    name_fr: book.name.fr,
    season: book.season,
  };
  for (const n of WINDOW_SLOTS) {
    values[`start_ship_${n}`] = book.windows[n - 1]?.start_ship ?? "";
    values[`cancel_date_${n}`] = book.windows[n - 1]?.cancel_date ?? "";
  }
  return values;
}

/** A new book's id: the show, the vendor and a short random part (several books per vendor). */
export function newBookId(show: string, vendor: string): string {
  const tail = crypto.randomUUID().slice(0, 8);
  return `${show}-${vendor.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${tail}`;
}

/** The book a header form describes (an existing book keeps its id, show and vendor). */
export function bookFromInput(input: BookInput, base: Pick<Book, "id" | "show" | "vendor">): Book {
  return {
    id: base.id,
    show: base.show,
    vendor: base.vendor,
    name: { en: input.name_en, fr: input.name_fr },
    season: input.season,
    windows: windowsOf(input),
    style_count: 0,
  };
}

/**
 * Writes a book and replaces its styles, when the stored book is still at `version` ("" for a new
 * book). Styles go first in small batches, those no longer in the book are deleted, and the book
 * entry last under the version check; false when the book changed meanwhile (nothing is written:
 * the check is also made before the styles are touched).
 */
export async function saveBook(
  kv: Deno.Kv,
  book: Book,
  styles: BookStyle[],
  version: string | null,
): Promise<boolean> {
  const key: Deno.KvKey = ["show_books", book.id];
  const current = await kv.get(key);
  const check = versionCheck(key, version);
  if (current.versionstamp !== check.versionstamp) return false;
  const keep = new Set(styles.map((s) => s.style_id));
  const stale: Deno.KvKey[] = [];
  for await (const e of kv.list({ prefix: ["show_book_styles", book.id] })) {
    if (!keep.has(String(e.key[2]))) stale.push(e.key);
  }
  for (let i = 0; i < styles.length; i += 50) {
    const op = kv.atomic();
    for (const s of styles.slice(i, i + 50)) op.set(["show_book_styles", book.id, s.style_id], s);
    await op.commit();
  }
  for (let i = 0; i < stale.length; i += 100) {
    const op = kv.atomic();
    for (const k of stale.slice(i, i + 100)) op.delete(k);
    await op.commit();
  }
  const res = await bumpShows(
    kv.atomic().check(check)
      .set(key, { ...book, style_count: styles.length })
      .set(["show_books_by_show", book.show, book.vendor, book.id], true),
  ).commit();
  return res.ok;
}
