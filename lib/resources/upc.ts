// UPC validation inputs (page and API) and the catalogue lookup that names the item a code is.
import { z } from "zod";
import { type ItemLookup, MAX_CODES } from "../gs1/validate.ts";

export const CodeQuery = z.object({ code: z.string().trim().min(1).max(64) });
export const CodesBody = z.object({
  codes: z.array(z.string().max(64)).min(1).max(MAX_CODES, "resources.upc.too_many"),
});

/** The catalogue item carrying a GTIN-14 (lib/catalogue), or null. */
export function catalogueLookup(_kv: Deno.Kv): ItemLookup {
  return () => Promise.resolve(null);
}
