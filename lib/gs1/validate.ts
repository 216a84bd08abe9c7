// UPC validation of one code or a list: the type, check digit, GTIN-14 text, UPC-A form,
// restriction, proposed check digit and the catalogue item — the answer of
// /resources/upc-validation and /api/upc/validate. The catalogue lookup is passed in so this stays
// pure and testable.
import { cleanCode, type GtinReading, readings, suggestCheckDigit } from "./gtin.ts";

export interface MatchedItem {
  item_number: string;
  description: string;
  brand: string;
}

export type ItemLookup = (gtin14: string) => Promise<MatchedItem | null>;

/** One reading with its catalogue item. */
export interface UpcReading extends GtinReading {
  item: MatchedItem | null;
}

/** The JSON shape of /api/upc/validate (absent fields null). */
export interface UpcResult {
  input: string;
  valid: boolean;
  type: GtinReading["type"] | null;
  gtin14: string | null;
  upca: string | null;
  restricted: GtinReading["restricted"];
  suggestion: string | null;
  item: MatchedItem | null;
  /** Other readings of the same digits (an 8-digit code valid as EAN-8 and as UPC-E). */
  alternatives: UpcReading[];
}

/** Most codes a request (page or API) may validate at once. */
export const MAX_CODES = 500;

/**
 * Validates one code. For 8 digits the primary reading is the valid one that matches a catalogue
 * item, else a valid UPC-E (North American goods), else the EAN-8; the other reading is listed
 * under `alternatives` when it is valid too.
 */
export async function validateCode(input: string, lookup: ItemLookup): Promise<UpcResult> {
  const digits = cleanCode(input);
  const found: UpcReading[] = await Promise.all(
    readings(digits).map(async (r) => ({
      ...r,
      item: r.valid && r.gtin14 ? await lookup(r.gtin14) : null,
    })),
  );
  const primary = found.find((r) => r.item) ??
    found.find((r) => r.valid && r.type === "UPC-E") ??
    found.find((r) => r.valid) ??
    found[0];
  const result: UpcResult = {
    input,
    valid: primary?.valid ?? false,
    type: primary?.type ?? null,
    gtin14: primary?.valid ? primary.gtin14 : null,
    upca: primary?.valid ? primary.upca : null,
    restricted: primary?.valid ? primary.restricted : null,
    suggestion: suggestCheckDigit(digits),
    item: primary?.item ?? null,
    alternatives: found.filter((r) => r !== primary && r.valid),
  };
  return result;
}

export function validateCodes(inputs: string[], lookup: ItemLookup): Promise<UpcResult[]> {
  return Promise.all(inputs.map((code) => validateCode(code, lookup)));
}

/** Splits pasted text or an uploaded file into codes: one per line, or separated by commas/tabs. */
export function splitCodes(text: string): string[] {
  return text
    .split(/[\r\n,;\t]+/)
    .map((s) => s.trim().replace(/^"|"$/g, ""))
    .filter((s) => s !== "");
}
