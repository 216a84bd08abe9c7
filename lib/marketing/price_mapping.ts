// Column mappings of price files. A vendor's price list comes with its own headers ("Article",
// "Net Cost", "MSRP" …): the user maps each column to a field once, names the mapping and saves it;
// a later file with the same headers (same names in the same order, case and accents aside) is
// read with it automatically. An uploaded file waits for its mapping under
// ["marketing","price_uploads",id] (one day), in parts.
//   ["marketing","price_mappings",id]                 → PriceMapping
//   ["marketing","price_mapping_headers",sha256(sig)] → mapping id (one mapping per set of headers)
//   ["marketing","price_uploads",id]                  → Upload (name, by, parts)
//   ["marketing","price_uploads",id,"part",n]         → JSON text of the rows, ≤ 30,000 characters
import { z } from "zod";
import { FORM_ERROR } from "../forms/mod.ts";
import { newId } from "./store.ts";

export const MAPPING_FIELDS = [
  "item_number",
  "gtin",
  "cost",
  "retail",
  "sale_price",
  "sale_start",
  "sale_end",
  "effective_date",
] as const;
export type MappingField = typeof MAPPING_FIELDS[number];
/** A column's field, or "" for a column that is not read. */
export type ColumnField = MappingField | "";

export interface PriceMapping {
  id: string;
  name: string;
  /** The headers as the first file had them. */
  headers: string[];
  columns: ColumnField[];
  by: string;
  at: string;
}

const MK = {
  mapping: (id: string) => ["marketing", "price_mappings", id],
  mappings: () => ["marketing", "price_mappings"],
  byHeaders: (hash: string) => ["marketing", "price_mapping_headers", hash],
  upload: (id: string) => ["marketing", "price_uploads", id],
  uploadPart: (id: string, n: number) => ["marketing", "price_uploads", id, "part", n],
};

/** Headers as compared: trimmed, lower case, without accents, in order. */
export function headerSignature(headers: string[]): string {
  return headers.map((h) => h.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""))
    .join("\u001f");
}

async function signatureHash(headers: string[]): Promise<string> {
  const bytes = new TextEncoder().encode(headerSignature(headers));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The mapping form of a file with `count` columns: `col_0` … one field each (or ""), a name, and
 * whether to save it. A field is chosen at most once; the item (number or UPC) and a price (cost
 * or retail) are required; a mapping to save needs a name.
 */
export function mappingFormSchema(count: number) {
  const column = z.enum(["", ...MAPPING_FIELDS], { error: "marketing.mapping.errors.field" });
  const shape: Record<string, z.ZodType> = {
    name: z.string().trim().max(60, { error: "marketing.mapping.errors.name_long" }),
    save: z.boolean(),
  };
  for (let i = 0; i < count; i++) shape[`col_${i}`] = column.default("");
  return z.object(shape).superRefine((form, ctx) => {
    const columns = Array.from({ length: count }, (_, i) => form[`col_${i}`] as ColumnField);
    const seen = new Set<string>();
    columns.forEach((field, i) => {
      if (!field) return;
      if (seen.has(field)) {
        ctx.addIssue({
          code: "custom",
          path: [`col_${i}`],
          message: "marketing.mapping.errors.duplicate",
        });
      }
      seen.add(field);
    });
    if (!seen.has("item_number") && !seen.has("gtin")) {
      ctx.addIssue({
        code: "custom",
        path: [FORM_ERROR],
        message: "marketing.mapping.errors.no_item",
      });
    } else if (!seen.has("cost") && !seen.has("retail")) {
      ctx.addIssue({
        code: "custom",
        path: [FORM_ERROR],
        message: "marketing.mapping.errors.no_price",
      });
    }
    if (form.save && !form.name) {
      ctx.addIssue({
        code: "custom",
        path: ["name"],
        message: "marketing.mapping.errors.name_required",
      });
    }
  }).transform((form) => ({
    name: form.name as string,
    save: form.save as boolean,
    columns: Array.from({ length: count }, (_, i) => form[`col_${i}`] as ColumnField),
  }));
}

/** The table with its header replaced by the mapped fields (what the dry run reads). */
export function applyMapping(rows: string[][], columns: ColumnField[]): string[][] {
  return [columns.map((c) => c), ...rows.slice(1)];
}

export async function findMapping(kv: Deno.Kv, headers: string[]): Promise<PriceMapping | null> {
  const id = (await kv.get<string>(MK.byHeaders(await signatureHash(headers)))).value;
  const mapping = id ? (await kv.get<PriceMapping>(MK.mapping(id))).value : null;
  // a mapping is only applied to a file with as many columns as it maps
  return mapping && mapping.columns.length === headers.length ? mapping : null;
}

/** Saves a mapping for these headers, replacing the one they had (one commit). */
export async function saveMapping(
  kv: Deno.Kv,
  input: { name: string; headers: string[]; columns: ColumnField[]; by: string },
): Promise<PriceMapping> {
  const hash = await signatureHash(input.headers);
  for (;;) {
    const index = await kv.get<string>(MK.byHeaders(hash));
    const mapping: PriceMapping = {
      id: index.value ?? newId(),
      name: input.name,
      headers: input.headers,
      columns: input.columns,
      by: input.by,
      at: new Date().toISOString(),
    };
    const res = await kv.atomic().check(index).set(MK.byHeaders(hash), mapping.id)
      .set(MK.mapping(mapping.id), mapping).commit();
    if (res.ok) return mapping;
  }
}

export async function listMappings(kv: Deno.Kv): Promise<PriceMapping[]> {
  const out: PriceMapping[] = [];
  for await (const e of kv.list<PriceMapping>({ prefix: MK.mappings() })) out.push(e.value);
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export async function deleteMapping(kv: Deno.Kv, id: string): Promise<boolean> {
  const entry = await kv.get<PriceMapping>(MK.mapping(id));
  if (!entry.value) return false;
  const index = MK.byHeaders(await signatureHash(entry.value.headers));
  const op = kv.atomic().check(entry).delete(MK.mapping(id));
  if ((await kv.get<string>(index)).value === id) op.delete(index);
  return (await op.commit()).ok;
}

interface Upload {
  name: string;
  by: string;
  parts: number;
}

const PART = 30_000;
const UPLOAD_TTL = 86_400_000;

/** Keeps an uploaded table for its mapping (a day); returns its id. */
export async function putUpload(
  kv: Deno.Kv,
  meta: { name: string; by: string },
  rows: string[][],
): Promise<string> {
  const id = newId();
  const text = JSON.stringify(rows);
  const parts = Math.max(1, Math.ceil(text.length / PART));
  for (let n = 0; n < parts; n += 10) {
    const op = kv.atomic();
    for (let k = n; k < Math.min(parts, n + 10); k++) {
      op.set(MK.uploadPart(id, k), text.slice(k * PART, (k + 1) * PART), { expireIn: UPLOAD_TTL });
    }
    if (!(await op.commit()).ok) throw new Error("Could not keep the uploaded file");
  }
  await kv.set(MK.upload(id), { ...meta, parts } satisfies Upload, { expireIn: UPLOAD_TTL });
  return id;
}

export async function getUpload(
  kv: Deno.Kv,
  id: string,
): Promise<{ id: string; name: string; by: string; rows: string[][] } | null> {
  if (!/^[0-9a-z]{19}$/.test(id)) return null;
  const upload = (await kv.get<Upload>(MK.upload(id))).value;
  if (!upload) return null;
  let text = "";
  for (let n = 0; n < upload.parts; n++) {
    const part = (await kv.get<string>(MK.uploadPart(id, n))).value;
    if (part === null) return null;
    text += part;
  }
  return { id, name: upload.name, by: upload.by, rows: JSON.parse(text) as string[][] };
}
