// The printable linesheet of a book (Letter, pdf-lib with DejaVu Sans embedded as the fulfillment
// PDFs do, so accents and dashes print as typed): the show, vendor, season and delivery windows,
// then one block per style with its catalogue picture (PNG or JPEG; other types are left out),
// style number, name, colours, sizes, wholesale and retail, case pack and minimum.
import type { PDFFont, PDFImage, PDFPage } from "pdf-lib";
import { createPdf } from "../pdf/load.ts";
import type { TFunction } from "i18next";
import type { Locale } from "../auth/types.ts";
import type { Config } from "../config.ts";
import { inLocale } from "../catalogue/mod.ts";
import { contentStoreOf, getFileMeta } from "../files/store.ts";
import { embedFonts } from "../fulfillment/pdf_fonts.ts";
import { formatCurrency, formatDate } from "../i18n/format.ts";
import type { Book, BookStyle, Show } from "./schema.ts";

const PAGE: [number, number] = [612, 792];
const MARGIN = 40;
const IMAGE = 72;
const BLOCK = IMAGE + 14;

/** A picture's bytes from lib/files by its "/files/{id}" address, or null (absent, too large). */
async function pictureBytes(kv: Deno.Kv, address: string, config: Config) {
  const id = address.replace(/^\/files\//, "");
  const meta = await getFileMeta(kv, id);
  if (!meta || meta.size === 0 || meta.size > 5 * 1024 * 1024) return null;
  if (meta.type !== "image/png" && meta.type !== "image/jpeg") return null;
  const stream = contentStoreOf(kv, meta, { config }).read(meta, 0, meta.size - 1);
  return { type: meta.type, bytes: new Uint8Array(await new Response(stream).arrayBuffer()) };
}

const clean = (text: string) => text.replace(/\p{Cc}/gu, " ");

/** Cuts text to fit `width` at `size` (an ellipsis marks the cut). */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = clean(text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > width) out = out.slice(0, -1);
  return `${out}…`;
}

export interface LinesheetArgs {
  show: Show;
  book: Book;
  vendorName: string;
  /** Styles with their catalogue pictures filled in (images.ts). */
  styles: BookStyle[];
  t: TFunction;
  locale: Locale;
  config: Config;
}

export async function linesheetPdf(kv: Deno.Kv, args: LinesheetArgs): Promise<Uint8Array> {
  const { show, book, styles, t, locale } = args;
  const pdf = await createPdf();
  const title = `${args.vendorName} — ${inLocale(book.name, locale)}`;
  pdf.setTitle(title);
  const { font, bold } = await embedFonts(pdf);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  let pageNo = 1;
  const text = (s: string, x: number, size: number, f = font, w = width - x + MARGIN) =>
    page.drawText(fit(s, f, size, w), { x, y: y - size, size, font: f });
  const footer = () =>
    page.drawText(t("show_books.pdf.page", { n: pageNo }), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font,
    });

  text(title, MARGIN, 16, bold);
  y -= 22;
  text(
    `${inLocale(show.name, locale)} · ${t("show_books.pdf.season", { season: book.season })}`,
    MARGIN,
    10,
  );
  y -= 14;
  const windows = book.windows.map((w) =>
    t("show_books.pdf.window", {
      start: formatDate(w.start_ship, locale),
      cancel: formatDate(w.cancel_date, locale),
    })
  ).join(" · ");
  text(t("show_books.pdf.windows", { windows }), MARGIN, 10);
  y -= 14;
  text(t("show_books.pdf.style_count", { count: styles.length }), MARGIN, 10);
  y -= 22;

  const cache = new Map<string, PDFImage | null>();
  for (const style of styles) {
    if (y - BLOCK < MARGIN) {
      footer();
      page = pdf.addPage(PAGE);
      pageNo++;
      y = PAGE[1] - MARGIN;
    }
    const top = y;
    let image: PDFImage | null = null;
    if (style.image) {
      if (!cache.has(style.image)) {
        const pic = await pictureBytes(kv, style.image, args.config);
        let embedded: PDFImage | null = null;
        try {
          embedded = pic
            ? pic.type === "image/png"
              ? await pdf.embedPng(pic.bytes)
              : await pdf.embedJpg(pic.bytes)
            : null;
        } catch {
          embedded = null; // a picture that does not decode is left out, the block still prints
        }
        cache.set(style.image, embedded);
      }
      image = cache.get(style.image) ?? null;
    }
    if (image) {
      const scale = Math.min(IMAGE / image.width, IMAGE / image.height);
      page.drawImage(image, {
        x: MARGIN,
        y: top - IMAGE,
        width: image.width * scale,
        height: image.height * scale,
      });
    }
    const x = MARGIN + IMAGE + 12;
    text(`${style.style_id}  ${inLocale(style.name, locale)}`, x, 11, bold);
    y -= 15;
    text(
      t("show_books.pdf.prices", {
        wholesale: formatCurrency(style.wholesale, locale),
        retail: formatCurrency(style.retail, locale),
      }),
      x,
      9,
    );
    y -= 12;
    text(
      t("show_books.pdf.packs", { case_pack: style.case_pack, minimum: style.minimum }),
      x,
      9,
    );
    y -= 12;
    text(t("show_books.pdf.sizes", { sizes: style.sizes.join(" ") }), x, 9);
    y -= 12;
    const colours = style.colours.map((c) => `${c.code} ${inLocale(c.name, locale)}`).join(", ");
    text(t("show_books.pdf.colours", { colours }), x, 9);
    y = top - BLOCK;
    page.drawLine({
      start: { x: MARGIN, y: y + 6 },
      end: { x: MARGIN + width, y: y + 6 },
      thickness: 0.3,
    });
  }
  footer();
  return await pdf.save();
}
