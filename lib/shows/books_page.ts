// What /head-office/show/{show}/books/new and /head-office/show/{show}/books/{book} load and do:
// the header form, the styles typed as rows (books_rows.ts, books_text.ts), and the import of a CSV or XLSX file
// in two steps: a preview (nothing written; every row with its errors) and then "apply", which
// re-reads the previewed rows from the page, merges them into the book (an imported style replaces
// the book's style of that number) and saves under the version the preview was made at.
import type { Translate } from "../i18n/validation.ts";
import {
  formWithFiles,
  postedVersion,
  seeOther,
  staleEditErrors,
  textValue,
  validateForm,
  versionOf,
} from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { fileCells } from "../specials/line_rows.ts";
import { listVendors } from "../stores/mod.ts";
import { bookFromInput, BookInput, bookValues, newBookId, saveBook } from "./books.ts";
import { MAX_BOOK_STYLES, parseBookRows, type ParsedRows, type RowReport } from "./books_rows.ts";
import { rowsToText, stylesToRows, textToRows } from "./books_text.ts";
import { withCatalogueImages } from "./images.ts";
import type { Book, BookStyle, Show } from "./schema.ts";
import { bookStyles, listCategories } from "./store.ts";

export interface BookPreview {
  rows: RowReport[];
  errors: string[];
  /** The previewed rows as text, posted back by "apply". */
  text: string;
  /** Styles the import would write (new or replacing the book's). */
  styles: number;
  ok: boolean;
}

export interface BookPageData {
  show: Show;
  book: Book | null;
  /** The new-book form's vendors, by name (empty on an existing book: its vendor is fixed). */
  vendors: { vendor_number: string; name: string }[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The styles as rows of text, as typed or stored. */
  stylesText: string;
  /** Rows of the typed text that failed, with their errors. */
  rowErrors: RowReport[];
  /** The styles as stored, with catalogue pictures (for the table). */
  styles: BookStyle[];
  version: string;
  preview: BookPreview | null;
  notice: string | null;
}

async function vendorsOf(kv: Deno.Kv) {
  return (await listVendors(kv)).map((v) => ({ vendor_number: v.vendor_number, name: v.name }))
    .sort((a, b) =>
      a.name.localeCompare(b.name, "en") || a.vendor_number.localeCompare(b.vendor_number)
    );
}

/** The book of a show (404 when it is not this show's). */
export async function requireShowBook(kv: Deno.Kv, show: string, id: string) {
  const entry = await kv.get<Book>(["show_books", id]);
  if (!entry.value || entry.value.show !== show) {
    throw new HttpError(404, "shows.errors.book_not_found");
  }
  return { book: entry.value, version: versionOf(entry) };
}

export async function newBookPage(
  kv: Deno.Kv,
  show: Show,
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
): Promise<BookPageData> {
  return {
    show,
    book: null,
    vendors: await vendorsOf(kv),
    values,
    errors,
    stylesText: "",
    rowErrors: [],
    styles: [],
    version: "",
    preview: null,
    notice: null,
  };
}

export async function bookPage(
  kv: Deno.Kv,
  show: Show,
  id: string,
  edit: Partial<BookPageData> = {},
): Promise<BookPageData> {
  const { book, version } = await requireShowBook(kv, show.key, id);
  const styles = await bookStyles(kv, book.id);
  return {
    show,
    book,
    vendors: [],
    values: bookValues(book),
    errors: {},
    stylesText: rowsToText(stylesToRows(styles)),
    rowErrors: [],
    styles: await withCatalogueImages(kv, styles),
    version,
    preview: null,
    notice: null,
    ...edit,
  };
}

type Outcome =
  | { ok: true; location: string }
  | { ok: false; status: number; data: BookPageData };

/** Creates a book from the "new book" form: a known vendor, names, season and windows. */
export async function createBook(
  kv: Deno.Kv,
  show: Show,
  typed: Record<string, string>,
  t: Translate,
): Promise<Outcome> {
  const parsed = validateForm(typed, BookInput, t);
  const vendors = await vendorsOf(kv);
  const errors = parsed.ok ? {} : { ...parsed.errors };
  if (parsed.ok && !vendors.some((v) => v.vendor_number === parsed.data.vendor)) {
    errors.vendor = t("shows.errors.vendor_not_found");
  }
  if (!parsed.ok || Object.keys(errors).length) {
    return { ok: false, status: 400, data: await newBookPage(kv, show, typed, errors) };
  }
  const id = newBookId(show.key, parsed.data.vendor);
  const book = bookFromInput(parsed.data, { id, show: show.key, vendor: parsed.data.vendor });
  await saveBook(kv, book, [], "");
  return { ok: true, location: `/head-office/show/${show.key}/books/${id}?saved=1` };
}

/** Saves the header form and the styles typed as rows; the book must be at `version`. */
export async function saveBookForm(
  kv: Deno.Kv,
  show: Show,
  id: string,
  typed: Record<string, string>,
  version: string | null,
  t: Translate,
): Promise<Outcome> {
  const { book } = await requireShowBook(kv, show.key, id);
  const parsed = validateForm({ ...typed, vendor: book.vendor }, BookInput, t);
  const text = typed.styles ?? "";
  const rows = await parseBookRows(kv, textToRows(text), await listCategories(kv), t);
  const rowErrors = rows.rows.filter((r) => r.errors.length);
  const blank = text.trim() === "";
  const fail = async (status: number, errors: Record<string, string>) => ({
    ok: false as const,
    status,
    data: await bookPage(kv, show, id, {
      values: { ...typed, vendor: book.vendor },
      errors,
      stylesText: text,
      rowErrors,
      ...(version !== null ? { version } : {}),
    }),
  });
  const styleErrors: Record<string, string> = !blank && (rows.errors.length || rowErrors.length)
    ? {
      styles: [...rows.errors, t("show_books.errors.rows", { count: rowErrors.length })].join(" "),
    }
    : {};
  if (!parsed.ok || Object.keys(styleErrors).length) {
    return fail(400, { ...(parsed.ok ? {} : parsed.errors), ...styleErrors });
  }
  const next = bookFromInput(parsed.data, book);
  if (!await saveBook(kv, next, blank ? [] : rows.styles, version)) {
    return fail(409, staleEditErrors(t));
  }
  return { ok: true, location: `/head-office/show/${show.key}/books/${id}?saved=1` };
}

async function previewOf(kv: Deno.Kv, book: Book, cells: string[][], t: Translate) {
  const parsed: ParsedRows = await parseBookRows(kv, cells, await listCategories(kv), t);
  const ok = parsed.errors.length === 0 && parsed.rows.length > 0 &&
    parsed.rows.every((r) => r.errors.length === 0);
  const current = await bookStyles(kv, book.id);
  return {
    parsed,
    preview: {
      rows: parsed.rows,
      errors: parsed.rows.length || parsed.errors.length
        ? parsed.errors
        : [t("show_books.errors.empty")],
      text: rowsToText(cells),
      styles: parsed.styles.length,
      ok,
    },
    current,
  };
}

/** Step 1 of an import: the uploaded file read and checked row by row; nothing is written. */
export async function previewImport(
  kv: Deno.Kv,
  show: Show,
  id: string,
  file: FormDataEntryValue | null,
  t: Translate,
): Promise<Outcome> {
  const { book } = await requireShowBook(kv, show.key, id);
  const bytes = file instanceof File && file.size > 0 ? await file.bytes() : null;
  const cells = !bytes
    ? null
    : /\.(csv|txt)$/i.test((file as File).name)
    ? textToRows(new TextDecoder().decode(bytes))
    : await fileCells((file as File).name, bytes);
  if (!cells) {
    return {
      ok: false,
      status: 400,
      data: await bookPage(kv, show, id, { errors: { file: t("show_books.errors.file") } }),
    };
  }
  const { preview } = await previewOf(kv, book, cells, t);
  return {
    ok: false,
    status: preview.ok ? 200 : 400,
    data: await bookPage(kv, show, id, { preview }),
  };
}

/** Step 2: the previewed rows (posted back) written into the book when every row passes. */
export async function applyImport(
  kv: Deno.Kv,
  show: Show,
  id: string,
  text: string,
  version: string | null,
  t: Translate,
): Promise<Outcome> {
  const { book } = await requireShowBook(kv, show.key, id);
  const { parsed, preview, current } = await previewOf(kv, book, textToRows(text), t);
  if (!preview.ok) {
    return { ok: false, status: 400, data: await bookPage(kv, show, id, { preview }) };
  }
  const merged = await mergeStyles(kv, book, parsed.styles, current, version);
  if (merged !== "saved") {
    return {
      ok: false,
      status: merged === "stale" ? 409 : 400,
      data: await bookPage(kv, show, id, { preview, errors: mergeErrors(merged, t) }),
    };
  }
  return {
    ok: true,
    location: `/head-office/show/${show.key}/books/${id}?imported=${parsed.styles.length}`,
  };
}

/** Writes `styles` into the book: each replaces the book's style of its number, or is added. */
function mergeStyles(
  kv: Deno.Kv,
  book: Book,
  styles: BookStyle[],
  current: BookStyle[],
  version: string | null,
) {
  const added = new Map(styles.map((s) => [s.style_id, s]));
  const merged = [
    ...current.map((s) => added.get(s.style_id) ?? s),
    ...styles.filter((s) => !current.some((c) => c.style_id === s.style_id)),
  ];
  if (merged.length > MAX_BOOK_STYLES) return Promise.resolve("too_many" as const);
  return saveBook(kv, book, merged, version).then((ok) => ok ? "saved" as const : "stale" as const);
}

/** The form-wide error of a merge that was not saved. */
function mergeErrors(result: "too_many" | "stale", t: Translate): Record<string, string> {
  return result === "stale"
    ? staleEditErrors(t)
    : { _: t("show_books.errors.too_many", { max: MAX_BOOK_STYLES }) };
}

/** The "add a style" form's fields (kept when it fails). */
export const ADD_FIELDS = ["add_style", "add_wholesale", "add_case_pack", "add_minimum"] as const;

/**
 * Adds (or replaces) one catalogue style by its number with its show terms: the catalogue fills in
 * names, sizes, colours, item numbers and prices; a blank wholesale is the catalogue cost.
 */
export async function addCatalogueStyle(
  kv: Deno.Kv,
  show: Show,
  id: string,
  typed: Record<string, string>,
  version: string | null,
  t: Translate,
): Promise<Outcome> {
  const { book } = await requireShowBook(kv, show.key, id);
  const cells = [
    ["style", "wholesale", "case_pack", "minimum"],
    ADD_FIELDS.map((f) => typed[f] ?? ""),
  ];
  const { parsed, preview, current } = await previewOf(kv, book, cells, t);
  const kept = Object.fromEntries(ADD_FIELDS.map((f) => [f, typed[f] ?? ""]));
  const fail = async (status: number, errors: Record<string, string>) => {
    const page = await bookPage(kv, show, id, { errors });
    return { ok: false as const, status, data: { ...page, values: { ...page.values, ...kept } } };
  };
  const row = preview.rows[0];
  if (!preview.ok || !row?.catalogue) {
    const messages = row?.catalogue === false && typed.add_style
      ? [t("show_books.errors.add_unknown", { style: typed.add_style })]
      : [...preview.errors, ...(row?.errors ?? [])];
    return fail(400, { add_style: messages.join(" ") || t("shows.errors.required") });
  }
  const merged = await mergeStyles(kv, book, parsed.styles, current, version);
  if (merged !== "saved") return fail(merged === "stale" ? 409 : 400, mergeErrors(merged, t));
  return {
    ok: true,
    location: `/head-office/show/${show.key}/books/${id}?imported=${parsed.styles.length}`,
  };
}

/**
 * The book page's POST (one form per action: the header and rows, the import preview with its
 * file, apply, add a catalogue style): a redirect when written, else the page to render again.
 */
export async function postBookPage(
  req: Request,
  kv: Deno.Kv,
  show: Show,
  id: string,
  t: Translate,
): Promise<Response | { status: number; data: BookPageData }> {
  const { values, form } = await formWithFiles(req);
  const action = textValue(values, "action");
  const typed = Object.fromEntries(Object.keys(values).map((k) => [k, textValue(values, k)]));
  const version = postedVersion(values);
  const result = action === "preview"
    ? await previewImport(kv, show, id, form.get("file"), t)
    : action === "apply"
    ? await applyImport(kv, show, id, typed.rows ?? "", version, t)
    : action === "add_style"
    ? await addCatalogueStyle(kv, show, id, typed, version, t)
    : await saveBookForm(kv, show, id, typed, version, t);
  return result.ok ? seeOther(result.location) : result;
}
