// Where each text of one shelf sign goes (PDF points, y up): brand and item line on the first row
// (brand left, item number and department in the right part, never over each other), the two
// descriptions, then from the bottom up the sale dates, the price and the regular price above it.
// Every line is placed by its full text box (the font's ascent above the baseline, its descent
// below) with a gap between boxes, so no two texts touch; pdf.ts draws what this returns, and the
// tests check the boxes (and pdftotext's boxes of the real PDF) for overlaps.
import type { Locale } from "../auth/types.ts";
import { i18nFor } from "../i18n/mod.ts";
import { formatCurrency, formatDate, fromToronto } from "../i18n/format.ts";
import { cellOrigin, describe, gridFor, type SignItem } from "./layout.ts";

/** Helvetica and Helvetica-Bold ascent and descent (AFM Ascender 718, Descender -207), per pt. */
export const ASCENT = 0.718;
export const DESCENT = 0.207;
/** The Québec minimum for the price on a shelf label (CQLR c. P-40.1, r. 3, s. 91.5). */
export const MIN_PRICE_PT = 28;

export interface SignOptions {
  perPage: number;
  /** Languages, the first most prominent (layout.ts signLanguages). */
  languages: [Locale, Locale];
  title: string;
}

/** Text measuring of the fonts the PDF uses. */
export interface Metrics {
  /** The text as the font can encode it (characters it lacks replaced). */
  encodable(text: string, bold: boolean): string;
  width(text: string, size: number, bold: boolean): number;
}

/** One text to draw: its baseline starts at (x, y). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SignLayout {
  /** The cell (cut guide). */
  cell: Box;
  texts: PlacedText[];
  barcode: Box | null;
}

/** The box a text fills: from its descent below the baseline to its ascent above. */
export function textBox(text: PlacedText, metrics: Metrics): Box {
  return {
    x: text.x,
    y: text.y - DESCENT * text.size,
    width: metrics.width(text.text, text.size, text.bold),
    height: (ASCENT + DESCENT) * text.size,
  };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height &&
    b.y < a.y + a.height;
}

/** Shrinks the size down to `min`, then cuts the text with an ellipsis, to fit `maxWidth`. */
function fit(m: Metrics, raw: string, bold: boolean, size: number, min: number, maxWidth: number) {
  let text = m.encodable(raw, bold);
  let s = size;
  while (s > min && m.width(text, s, bold) > maxWidth) s -= 0.5;
  while (text.length > 1 && m.width(text, s, bold) > maxWidth) text = text.slice(0, -2) + "…";
  return { text, size: s };
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
 * sign and spaces around them at half size, raised (shelf-sign style).
 */
function priceParts(m: Metrics, text: string, x: number, y: number, size: number): PlacedText[] {
  const figures = /\d(?:[\d.,\u00a0]*\d)?/.exec(text);
  const parts: [string, number][] = figures
    ? [
      [text.slice(0, figures.index), size / 2],
      [figures[0], size],
      [text.slice(figures.index + figures[0].length), size / 2],
    ]
    : [[text, size]];
  const out: PlacedText[] = [];
  let at = x;
  for (const [raw, s] of parts) {
    if (!raw.trim()) {
      at += m.width(m.encodable(raw, true), s, true);
      continue;
    }
    const part = m.encodable(raw, true);
    out.push({ text: part, x: at, y: s === size ? y : y + size * 0.45, size: s, bold: true });
    at += m.width(part, s, true);
  }
  return out;
}

export function layoutSign(
  item: SignItem,
  options: SignOptions,
  index: number,
  m: Metrics,
): SignLayout {
  const grid = gridFor(options.perPage);
  const origin = cellOrigin(grid, index);
  const k = Math.min(grid.width / 192, grid.height / 94.5);
  const pad = Math.min(14, 5 * k);
  const gap = Math.max(1, 0.6 * k);
  const x = origin.x + pad;
  const width = grid.width - 2 * pad;
  // The sign keeps the proportions of the 24-up cell, centred in taller cells.
  const block = 94.5 * k;
  const top = origin.y + grid.height - (grid.height - block) / 2 - pad;
  const bottom = top - block + 2 * pad;
  const base = Math.min(28, 10 * k);
  const small = Math.max(6, base * 0.7);
  const [first, second] = options.languages;
  const texts: PlacedText[] = [];
  const place = (
    raw: string,
    at: { x: number; y: number; size: number; width: number; bold: boolean; right?: boolean },
  ) => {
    const { text, size } = fit(m, raw, at.bold, at.size, at.size * 0.7, at.width);
    const left = at.right ? at.x + at.width - m.width(text, size, at.bold) : at.x;
    texts.push({ text, x: left, y: at.y, size, bold: at.bold });
  };

  // From the top: brand | item line, then the two descriptions.
  const row1 = top - ASCENT * base;
  place(item.brand, { x, y: row1, size: base, width: width * 0.53, bold: true });
  const department = first === "fr-CA" ? item.department_fr : item.department_en;
  place(`${item.item_number} · ${item.department_code} ${department}`, {
    x: x + width * 0.56,
    y: row1,
    size: base * 0.7,
    width: width * 0.44,
    bold: false,
    right: true,
  });
  const row2 = row1 - DESCENT * base - gap - ASCENT * base;
  place(describe(item, first), { x, y: row2, size: base, width, bold: true });
  const row3 = row2 - DESCENT * base - gap - ASCENT * base * 0.8;
  place(describe(item, second), { x, y: row3, size: base * 0.8, width, bold: false });
  const textFloor = row3 - DESCENT * base * 0.8 - gap;

  // From the bottom: the dates, the price, the regular price; the barcode on the right.
  const priceSize = Math.max(MIN_PRICE_PT, Math.min(96, 30 * k));
  const price = priceParts(m, formatCurrency(item.price, first), 0, 0, priceSize);
  const priceWidth = price.reduce((w, p) => Math.max(w, p.x + m.width(p.text, p.size, true)), 0);
  const barLeft = Math.max(x + priceWidth + 4 * k, x + width * 0.5);
  const leftWidth = (item.gtin14 ? barLeft - gap : x + width) - x;
  const dates = [dateRange(item, first), dateRange(item, second)].filter((d) => d !== null);
  const lineHeight = (ASCENT + DESCENT) * small + gap;
  dates.forEach((text, i) => {
    place(text, {
      x,
      y: bottom + DESCENT * small + (dates.length - 1 - i) * lineHeight,
      size: small,
      width: leftWidth,
      bold: i === 0,
    });
  });
  const priceY = bottom + dates.length * lineHeight + DESCENT * priceSize;
  for (const part of price) texts.push({ ...part, x: x + part.x, y: priceY + part.y });
  // the top of the price's boxes: the raised currency sign reaches above the figures
  const priceTop = Math.max(
    ...price.map((p) => priceY + p.y + ASCENT * p.size),
  );
  if (item.regular_price !== null) {
    const reg = [first, second]
      .map((l) =>
        i18nFor(l).t("resources.signage.sign_regular", {
          price: formatCurrency(item.regular_price!, l),
        })
      )
      .join(" / ");
    place(reg, {
      x,
      y: priceTop + gap + DESCENT * small,
      size: small,
      width: leftWidth,
      bold: false,
    });
  }
  const barcode = item.gtin14
    ? {
      x: barLeft,
      y: bottom,
      width: x + width - barLeft,
      height: Math.min(textFloor - bottom, 70 * k),
    }
    : null;
  return {
    cell: { x: origin.x, y: origin.y, width: grid.width, height: grid.height },
    texts,
    barcode,
  };
}
