// The catalogue: styles (master items) and their variants by size and colour. A variant is what a
// store sells and counts: it has the item number, the GTIN-14 (kept as 14-digit text, leading
// zeros included) and the prices; the style holds what its variants share and their size run.
// Money is in integer cents (CAD).

/** Text in both portal languages. */
export interface Bilingual {
  en: string;
  fr: string;
}

export interface Department {
  code: string;
  /** Class codes (names are translated under sales.classes). */
  classes: string[];
}

/** Departments and their classes (codes; names are translated under sales.departments/classes). */
export const DEPARTMENTS: Department[] = [
  { code: "HOC", classes: ["skates", "sticks", "protective", "goalie"] },
  { code: "BIK", classes: ["bikes", "parts", "helmets"] },
  { code: "SKI", classes: ["skis", "boards", "boots"] },
  { code: "FTW", classes: ["running", "hiking", "winter"] },
  { code: "TEA", classes: ["soccer", "baseball", "basketball"] },
  { code: "CMP", classes: ["tents", "sleeping", "fishing"] },
  { code: "FIT", classes: ["equipment", "racquet", "golf"] },
  { code: "WAT", classes: ["swim", "paddle"] },
  { code: "SCH", classes: ["backpacks", "lunch"] },
  { code: "APP", classes: ["outerwear", "base_layers", "kids"] },
];
export const DEPARTMENT_CODES = DEPARTMENTS.map((d) => d.code);

/** active: orderable and sold; pending: announced, not yet shipping; discontinued: sell-through only. */
export const VARIANT_STATUSES = ["active", "pending", "discontinued"] as const;
export type VariantStatus = typeof VARIANT_STATUSES[number];

/** A season code: SS or FW and the two-digit year (SS26, FW26), or CORE for carry-over lines. */
export const SEASON_PATTERN = /^(?:(?:SS|FW)\d{2}|CORE)$/;

export interface Colour {
  /** Short code printed on tickets (BLK, NVY …). */
  code: string;
  name: Bilingual;
}

/** A style (master item): what its variants share. */
export interface Style {
  /** The style number (digits), unique across vendors. */
  id: string;
  vendor: string;
  department: string;
  class: string;
  season: string;
  name: Bilingual;
  description: Bilingual;
  /** The size run, in selling order (half sizes, XS–XXL, frame sizes …); ["OS"] for one size. */
  sizes: string[];
  colours: Colour[];
}

/** A variant: one size in one colour of a style. */
export interface Variant {
  item_number: string;
  style_id: string;
  /** GTIN-14 as text (14 digits, valid check digit). */
  gtin14: string;
  vendor: string;
  department: string;
  class: string;
  size: string;
  /** Colour code (one of the style's colours). */
  colour: string;
  /** Unit cost and suggested retail, in cents. */
  cost: number;
  retail: number;
  season: string;
  status: VariantStatus;
  description: Bilingual;
}

/** The text of a bilingual value in a portal locale. */
export function inLocale(text: Bilingual, locale: string): string {
  return locale.startsWith("fr") ? text.fr : text.en;
}
