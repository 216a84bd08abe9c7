// Shelf-sign layout on US-letter paper: the grid for N signs per page, the order of the signs
// (by department, then brand and description) and which language comes first. Pure; the PDF
// (pdf.ts) and the print page (components/resources/SignSheet.tsx) both follow it.
import type { Locale } from "../auth/types.ts";

/** US letter in PDF points (1/72 in). */
export const LETTER = { width: 612, height: 792 } as const;
/** Printers' safe margin, 0.25 in. */
export const MARGIN = 18;
export const MIN_PER_PAGE = 1;
export const MAX_PER_PAGE = 24;
/** The per-page choices offered on the form (any 1–24 is accepted). */
export const PER_PAGE_CHOICES = [1, 2, 4, 6, 8, 10, 12, 24] as const;

/** One shelf sign's content. Prices in dollars. */
export interface SignItem {
  item_number: string;
  gtin14: string | null;
  brand: string;
  description_en: string;
  description_fr: string;
  department_code: string;
  department_en: string;
  department_fr: string;
  /** The price the shelf shows. */
  price: number;
  /** The regular price when `price` is a sale or new price. */
  regular_price: number | null;
  /** YYYY-MM-DD, inclusive; null = no dates printed. */
  starts_on: string | null;
  ends_on: string | null;
}

export interface Grid {
  cols: number;
  rows: number;
  /** Cell size in points. */
  width: number;
  height: number;
}

/** The grid for `perPage` signs: one column up to 3, two up to 10 (2×5), three up to 24 (3×8). */
export function gridFor(perPage: number): Grid {
  if (!Number.isInteger(perPage) || perPage < MIN_PER_PAGE || perPage > MAX_PER_PAGE) {
    throw new RangeError(`signs per page: ${perPage}`);
  }
  const cols = perPage <= 3 ? 1 : perPage <= 10 ? 2 : 3;
  const rows = Math.ceil(perPage / cols);
  return {
    cols,
    rows,
    width: (LETTER.width - 2 * MARGIN) / cols,
    height: (LETTER.height - 2 * MARGIN) / rows,
  };
}

/** Bottom-left corner (PDF coordinates) of sign `index` on its page, filled row by row. */
export function cellOrigin(grid: Grid, index: number): { x: number; y: number } {
  const col = index % grid.cols;
  const row = Math.floor(index / grid.cols);
  return {
    x: MARGIN + col * grid.width,
    y: LETTER.height - MARGIN - (row + 1) * grid.height,
  };
}

/** Signs sorted by department code, then brand and description; split into pages. */
export function paginate(items: SignItem[], perPage: number): SignItem[][] {
  gridFor(perPage);
  const sorted = [...items].sort((a, b) =>
    a.department_code.localeCompare(b.department_code) ||
    a.brand.localeCompare(b.brand) ||
    a.description_en.localeCompare(b.description_en) ||
    a.item_number.localeCompare(b.item_number)
  );
  const pages: SignItem[][] = [];
  for (let i = 0; i < sorted.length; i += perPage) pages.push(sorted.slice(i, i + perPage));
  return pages;
}

/**
 * The languages of a sign, first one most prominent. Québec stores: French first and larger
 * (Charter of the French language: French markedly predominant on signs). Elsewhere the reader's
 * language first, the other second.
 */
export function signLanguages(province: string | null, locale: Locale): [Locale, Locale] {
  if (province === "QC" || locale === "fr-CA") return ["fr-CA", "en-US"];
  return ["en-US", "fr-CA"];
}

/** The description of an item in a language. */
export function describe(item: SignItem, locale: Locale): string {
  return locale === "fr-CA" ? item.description_fr : item.description_en;
}
