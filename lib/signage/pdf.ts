// The shelf-sign PDF: N signs per US-letter page (layout.ts), each with brand, description in
// both languages (the first one larger), price (≥ 28 pt bold, the Québec scanner-exemption
// minimum), regular price, sale dates and an EAN/UPC barcode drawn from the GTIN as filled
// rectangles. Each sign is a marked-content section `/Sign`, each barcode `/Barcode`, so tests can
// count signs and decode the exact bars on the page.
import {
  beginMarkedContent,
  endMarkedContent,
  fill,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
  StandardFonts,
} from "pdf-lib";
import type { Locale } from "../auth/types.ts";
import { i18nFor } from "../i18n/mod.ts";
import { formatCurrency, formatDate, fromToronto } from "../i18n/format.ts";
import { barRuns, barsForGtin14, QUIET_MODULES } from "../gs1/barcode.ts";
import { cellOrigin, describe, gridFor, LETTER, paginate, type SignItem } from "./layout.ts";

/** The Québec minimum for the price on a shelf label (CQLR c. P-40.1, r. 3, s. 91.5). */
export const MIN_PRICE_PT = 28;

export interface SignOptions {
  perPage: number;
  /** Languages, the first most prominent (layout.ts signLanguages). */
  languages: [Locale, Locale];
  title: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** WinAnsi (the standard fonts' encoding) has no glyph for some characters: fall back to ASCII. */
function encodable(font: PDFFont, text: string): string {
  try {
    font.encodeText(text);
    return text;
  } catch {
    return [...text].map((c) => {
      try {
        font.encodeText(c);
        return c;
      } catch {
        return c.normalize("NFD").replace(/[^\x20-\x7e]/g, "") || "?";
      }
    }).join("");
  }
}

/** Shrinks the size down to `min`, then cuts the text with an ellipsis, to fit `maxWidth`. */
function fit(font: PDFFont, raw: string, size: number, min: number, maxWidth: number) {
  let text = encodable(font, raw);
  let s = size;
  while (s > min && font.widthOfTextAtSize(text, s) > maxWidth) s -= 0.5;
  while (text.length > 1 && font.widthOfTextAtSize(text, s) > maxWidth) {
    text = text.slice(0, -2) + "…";
  }
  return { text, size: s };
}

function line(
  page: PDFPage,
  font: PDFFont,
  raw: string,
  at: { x: number; y: number; size: number; min?: number; width: number; right?: boolean },
) {
  const { text, size } = fit(font, raw, at.size, at.min ?? at.size * 0.7, at.width);
  const x = at.right ? at.x + at.width - font.widthOfTextAtSize(text, size) : at.x;
  page.drawText(text, { x, y: at.y, size, font, color: rgb(0, 0, 0) });
}

/** The sale dates of a sign in one language, or null when it has none. */
export function dateRange(item: SignItem, locale: Locale): string | null {
  if (!item.starts_on && !item.ends_on) return null;
  const t = i18nFor(locale).t;
  const d = (iso: string) => formatDate(fromToronto(iso, "12:00"), locale);
  if (item.starts_on && item.ends_on) {
    return t("resources.signage.sign_dates", { start: d(item.starts_on), end: d(item.ends_on) });
  }
  return item.ends_on
    ? t("resources.signage.sign_until", { end: d(item.ends_on) })
    : t("resources.signage.sign_from", { start: d(item.starts_on!) });
}

/**
 * The price never shrinks below MIN_PRICE_PT nor gets cut: its figures at full size, the currency
 * sign and spaces around them at half size (shelf-sign style). Returns the width drawn.
 */
function drawPrice(
  page: PDFPage,
  font: PDFFont,
  text: string,
  at: { x: number; y: number; size: number },
) {
  const figures = /\d(?:[\d.,\u00a0]*\d)?/.exec(text);
  const parts: [string, number][] = figures
    ? [
      [text.slice(0, figures.index), at.size / 2],
      [figures[0], at.size],
      [text.slice(figures.index + figures[0].length), at.size / 2],
    ]
    : [[text, at.size]];
  let x = at.x;
  for (const [raw, size] of parts) {
    if (!raw) continue;
    const part = encodable(font, raw);
    const y = size === at.size ? at.y : at.y + at.size * 0.45;
    page.drawText(part, { x, y, size, font, color: rgb(0, 0, 0) });
    x += font.widthOfTextAtSize(part, size);
  }
  return x - at.x;
}

/** Draws the bars as filled rectangles inside a `/Barcode` marked-content section. */
function drawBarcode(
  page: PDFPage,
  font: PDFFont,
  gtin14: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const bars = barsForGtin14(gtin14);
  if (!bars) return;
  const total = bars.modules.length + 2 * QUIET_MODULES;
  const module = Math.min(2.5, box.width / total);
  const digitSize = Math.max(6, Math.min(9, module * 8));
  const barHeight = Math.min(box.height - digitSize - 2, total * module * 0.45);
  const left = box.x + box.width - total * module;
  page.pushOperators(
    beginMarkedContent("Barcode"),
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    ...barRuns(bars.modules).flatMap(([start, width]) => [
      rectangle(
        left + (start + QUIET_MODULES) * module,
        box.y + digitSize + 2,
        width * module,
        barHeight,
      ),
      fill(),
    ]),
    popGraphicsState(),
    endMarkedContent(),
  );
  const text = bars.digits;
  const w = font.widthOfTextAtSize(text, digitSize);
  page.drawText(text, { x: left + (total * module - w) / 2, y: box.y, size: digitSize, font });
}

function drawSign(
  page: PDFPage,
  fonts: Fonts,
  item: SignItem,
  options: SignOptions,
  index: number,
) {
  const grid = gridFor(options.perPage);
  const origin = cellOrigin(grid, index);
  const k = Math.min(grid.width / 192, grid.height / 94.5);
  const pad = Math.min(14, 5 * k);
  const x = origin.x + pad;
  const width = grid.width - 2 * pad;
  // The sign keeps the proportions of the 24-up cell, centred in taller cells.
  const block = 94.5 * k;
  const top = origin.y + grid.height - (grid.height - block) / 2 - pad;
  const base = Math.min(28, 10 * k);
  const [first, second] = options.languages;

  page.pushOperators(beginMarkedContent("Sign"));
  // Cut guide: a thin grey frame around the cell.
  page.drawRectangle({
    x: origin.x,
    y: origin.y,
    width: grid.width,
    height: grid.height,
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 0.5,
  });
  const department = first === "fr-CA" ? item.department_fr : item.department_en;
  line(page, fonts.regular, `${item.item_number} · ${item.department_code} ${department}`, {
    x,
    y: top - base * 0.8,
    size: base * 0.7,
    width: width * 0.45,
    right: true,
  });
  line(page, fonts.bold, item.brand, { x, y: top - base, size: base, width: width * 0.53 });
  line(page, fonts.bold, describe(item, first), {
    x,
    y: top - base * 2.15,
    size: base,
    width,
  });
  line(page, fonts.regular, describe(item, second), {
    x,
    y: top - base * 3.1,
    size: base * 0.8,
    width,
  });

  const bottom = top - block + 2 * pad;
  const dates = [dateRange(item, first), dateRange(item, second)].filter((d) => d !== null);
  const small = Math.max(6, base * 0.7);
  dates.forEach((text, i) => {
    line(page, i === 0 ? fonts.bold : fonts.regular, text, {
      x,
      y: bottom + (dates.length - 1 - i) * (small + 1),
      size: small,
      width: width * 0.55,
    });
  });
  const priceY = bottom + dates.length * (small + 1) + 2;
  const priceSize = Math.max(MIN_PRICE_PT, Math.min(96, 30 * k));
  if (item.regular_price !== null) {
    const reg = [first, second]
      .map((l) =>
        i18nFor(l).t("resources.signage.sign_regular", {
          price: formatCurrency(item.regular_price!, l),
        })
      )
      .join(" / ");
    line(page, fonts.regular, reg, {
      x,
      y: priceY + priceSize * 0.78,
      size: small,
      width: width * 0.55,
    });
  }
  const priceWidth = drawPrice(page, fonts.bold, formatCurrency(item.price, first), {
    x,
    y: priceY,
    size: priceSize,
  });
  if (item.gtin14) {
    const left = Math.max(x + priceWidth + 4 * k, x + width * 0.5);
    const boxTop = top - base * 3.5;
    drawBarcode(page, fonts.regular, item.gtin14, {
      x: left,
      y: bottom,
      width: x + width - left,
      height: Math.min(boxTop - bottom, 70 * k),
    });
  }
  page.pushOperators(endMarkedContent());
}

/** The PDF bytes: pages of `options.perPage` signs, sorted by department. */
export async function renderSignsPdf(items: SignItem[], options: SignOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setCreator("Member Portal");
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const signs of paginate(items, options.perPage)) {
    const page = doc.addPage([LETTER.width, LETTER.height]);
    signs.forEach((item, i) => drawSign(page, fonts, item, options, i));
  }
  return await doc.save({ useObjectStreams: false });
}
