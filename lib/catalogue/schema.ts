// zod schemas of the catalogue, checked whenever styles and variants are written.
import { z } from "zod";
import { hasValidCheckDigit } from "../gs1/gtin.ts";
import { DEPARTMENTS, SEASON_PATTERN, VARIANT_STATUSES } from "./model.ts";

const Bilingual = z.object({
  en: z.string().trim().min(1).max(200),
  fr: z.string().trim().min(1).max(200),
});
const cents = z.number().int().min(0).max(100_000_000);
const classOf = (dept: string) => DEPARTMENTS.find((d) => d.code === dept)?.classes ?? [];

export const StyleSchema = z.object({
  id: z.string().regex(/^\d{4,10}$/),
  vendor: z.string().regex(/^V\d+$/),
  department: z.string(),
  class: z.string(),
  season: z.string().regex(SEASON_PATTERN),
  name: Bilingual,
  description: Bilingual,
  sizes: z.array(z.string().trim().min(1).max(20)).min(1).max(60),
  colours: z.array(z.object({ code: z.string().regex(/^[A-Z]{2,5}$/), name: Bilingual })).min(1)
    .max(30),
}).refine((s) => classOf(s.department).includes(s.class), { path: ["class"] });

export const Gtin14Schema = z.string().regex(/^\d{14}$/).refine(hasValidCheckDigit);

export const VariantSchema = z.object({
  item_number: z.string().regex(/^\d{4,14}$/),
  style_id: z.string(),
  gtin14: Gtin14Schema,
  vendor: z.string(),
  department: z.string(),
  class: z.string(),
  size: z.string().min(1),
  colour: z.string().min(1),
  cost: cents,
  retail: cents,
  season: z.string().regex(SEASON_PATTERN),
  status: z.enum(VARIANT_STATUSES),
  description: Bilingual,
});

/** Filters of listVariants / listStyles (every field optional; all given must match). */
export const CatalogueFilterSchema = z.object({
  style_id: z.string().optional(),
  vendor: z.string().optional(),
  department: z.string().optional(),
  class: z.string().optional(),
  season: z.string().optional(),
  status: z.enum(VARIANT_STATUSES).optional(),
});
export type CatalogueFilter = z.infer<typeof CatalogueFilterSchema>;
