// UPC validation inputs (page and API) and the catalogue lookup that names the item a code is.
import { z } from "zod";
import { type ItemLookup, MAX_CODES, type UpcResult } from "../gs1/validate.ts";
import { itemByGtin } from "./items.ts";

export const CodeQuery = z.object({ code: z.string().trim().min(1).max(64) });
export const CodesBody = z.object({
  codes: z.array(z.string().max(64)).min(1).max(MAX_CODES, "resources.upc.too_many"),
});

/** Largest uploaded list the page reads (a 500-line list of 14-digit codes is ~8 kB). */
export const MAX_UPLOAD_BYTES = 256 * 1024;

/** The catalogue item carrying a GTIN-14, or null. */
export function catalogueLookup(kv: Deno.Kv): ItemLookup {
  return async (gtin14) => {
    const item = await itemByGtin(kv, gtin14);
    return item
      ? { item_number: item.item_number, description: item.description.en, brand: item.brand }
      : null;
  };
}

/** The CSV rows of a validation run (header keys translated by the caller). */
export const UPC_CSV_COLUMNS = [
  "input",
  "valid",
  "type",
  "gtin14",
  "upca",
  "restricted",
  "suggestion",
  "item_number",
  "description",
  "also",
] as const;

export function upcCsvRows(results: UpcResult[]): (string | null)[][] {
  return results.map((r) => [
    r.input,
    r.valid ? "yes" : "no",
    r.type,
    r.gtin14,
    r.upca,
    r.restricted,
    r.suggestion,
    r.item?.item_number ?? null,
    r.item?.description ?? null,
    r.alternatives.map((a) => `${a.type} ${a.gtin14}`).join("; ") || null,
  ]);
}
