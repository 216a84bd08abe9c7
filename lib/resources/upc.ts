// UPC validation inputs (page and API) and the catalogue lookup that names the item a code is.
import { z } from "zod";
import { type ItemLookup, MAX_CODES, splitCodes, type UpcResult } from "../gs1/validate.ts";
import { type FieldErrors, formWithFiles, textValue, validateForm } from "../forms/mod.ts";
import type { Translate } from "../i18n/validation.ts";
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

/** The page's form: pasted codes and the button pressed (`format=csv` downloads the results). */
export const UpcForm = z.object({
  codes: z.string().max(MAX_CODES * 80).default(""),
  format: z.enum(["html", "csv"]).default("html"),
});

export type UpcFormResult =
  | { ok: true; codes: string[]; text: string; format: "html" | "csv" }
  | { ok: false; text: string; errors: FieldErrors };

/**
 * Reads the page's multipart form through lib/forms (a control character or an oversized list is
 * a message beside its field, with the pasted text kept) and adds the uploaded file's codes.
 */
export async function readUpcForm(req: Request, t: Translate): Promise<UpcFormResult> {
  const { values, form } = await formWithFiles(req);
  const read = validateForm(values, UpcForm, t);
  if (!read.ok) return { ok: false, text: textValue(read.values, "codes"), errors: read.errors };
  const { codes: text, format } = read.data;
  const errors: FieldErrors = {};
  let codes = splitCodes(text);
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > MAX_UPLOAD_BYTES) errors.file = t("resources.upc.file_too_big");
    else codes = codes.concat(splitCodes(await file.text()));
  }
  if (!errors.file && codes.length === 0) errors.codes = t("resources.upc.no_codes");
  if (codes.length > MAX_CODES) errors.codes = t("resources.upc.too_many");
  if (Object.keys(errors).length > 0) return { ok: false, text, errors };
  return { ok: true, codes, text: text || codes.join("\n"), format };
}
