// Quote parser: the per-vendor parsing configuration (a form, every field a string), parsed lines
// and their matches. Money is kept in integer cents.
import { z } from "zod";
import { line } from "../http/text.ts";

export const DELIMITERS = ["auto", ",", ";", "tab", "spaces"] as const;
export type Delimiter = typeof DELIMITERS[number];

export interface QuoteConfig {
  vendor: string;
  delimiter: Delimiter;
  decimal_comma: boolean;
  /** Rows to skip at the top (column headings, vendor letterhead). */
  header_rows: number;
  /** 1-based column numbers; 0 = the quote has no such column. */
  columns: {
    code: number;
    description: number;
    quantity: number;
    unit_price: number;
    total: number;
  };
  /** A regular expression finding our item code or GTIN inside a description, or "". */
  code_pattern: string;
  /** The word that starts the quote's total row ("total", "grand total", "total général"). */
  total_label: string;
  updated_at?: string;
  updated_by?: string;
}

export const DEFAULT_CONFIG: Omit<QuoteConfig, "vendor"> = {
  delimiter: "auto",
  decimal_comma: false,
  header_rows: 1,
  columns: { code: 1, description: 2, quantity: 3, unit_price: 4, total: 5 },
  code_pattern: "",
  total_label: "total",
};

const column = z.coerce.number().int("quotes.errors.column").min(0, "quotes.errors.column").max(
  50,
  "quotes.errors.column",
);

export const ConfigForm = z.object({
  vendor: z.string().regex(/^V\d{1,6}$/, "quotes.errors.vendor"),
  delimiter: z.enum(DELIMITERS),
  decimal_comma: z.string().optional().transform((v) => v === "on"),
  header_rows: z.coerce.number().int("quotes.errors.header_rows").min(
    0,
    "quotes.errors.header_rows",
  )
    .max(50, "quotes.errors.header_rows"),
  code: column,
  description: column.refine((n) => n > 0, "quotes.errors.description_column"),
  quantity: column.refine((n) => n > 0, "quotes.errors.quantity_column"),
  unit_price: column.refine((n) => n > 0, "quotes.errors.price_column"),
  total: column,
  code_pattern: z.string().max(200).refine((p) => {
    try {
      new RegExp(p);
      return true;
    } catch {
      return false;
    }
  }, "quotes.errors.pattern"),
  total_label: z.string().trim().max(40),
});

export const CONFIG_FIELDS = [
  "vendor",
  "delimiter",
  "decimal_comma",
  "header_rows",
  "code",
  "description",
  "quantity",
  "unit_price",
  "total",
  "code_pattern",
  "total_label",
] as const;

export type MatchMethod = "mapping" | "code" | "gtin" | "pattern" | "fuzzy" | "manual" | "none";

/** A line as read from the quote, before it is matched to an item. */
export interface RawLine {
  /** 1-based row of the input. */
  row: number;
  code: string;
  description: string;
  quantity: number;
  unit_cents: number;
  /** The line total the quote states (or quantity × unit when it states none). */
  total_cents: number;
  /** True when the stated line total differs from quantity × unit price. */
  total_mismatch: boolean;
}

/** A read line with the catalogue item it was matched to. */
export interface QuoteLine extends RawLine {
  item_number: string | null;
  item_description: string | null;
  method: MatchMethod;
  /** 0–1: 1 for exact and confirmed matches, the similarity for fuzzy ones. */
  confidence: number;
}

export interface QuoteTotals {
  sum_cents: number;
  stated_cents: number | null;
  /** null when the quote states no total. */
  matches: boolean | null;
}

export interface QuoteResult {
  guid: string;
  vendor: string;
  name: string;
  lines: QuoteLine[];
  totals: QuoteTotals;
  /** Rows that looked like lines but could not be read (row number and reason key). */
  skipped: { row: number; reason: string }[];
  created_by: string;
  created_at: string;
}

/** A correction of a read line's item (the review page), or the specials draft button. */
export const FixLineForm = z.object({
  action: z.string().optional(),
  row: z.coerce.number().int(),
  item_number: line(40),
});

export const StartForm = z.object({
  vendor: z.string().regex(/^V\d{1,6}$/, "quotes.errors.vendor"),
  name: z.string().trim().max(120),
  text: z.string().max(2_000_000),
});
