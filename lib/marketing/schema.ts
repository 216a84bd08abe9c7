// zod schemas of the marketing forms (plain HTML forms: every value arrives as text). Messages are
// i18n keys under marketing.errors, shown next to their field.
import { z } from "zod";
import { VARIANT_STATUSES } from "../catalogue/mod.ts";
import { toGtin14 } from "../gs1/gtin.ts";
import { parseAmount } from "./price_import.ts";
import { MEASURES, STORE_TYPES } from "./model.ts";
import { HANDLE_MAX, HANDLE_PATTERN } from "./shopify_map.ts";

const text = (max: number, error = "marketing.errors.required") =>
  z.string().trim().min(1, { error }).max(max, { error: "marketing.errors.too_long" });
const optionalText = (max: number) =>
  z.string().trim().max(max, { error: "marketing.errors.too_long" }).default("");

/** Cents → the dollars an input shows ("129.99"). */
export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Dollars as typed (either language) → cents. */
export const Money = z.string().transform((v, ctx) => {
  const cents = parseAmount(v);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "marketing.errors.amount" });
    return z.NEVER;
  }
  return cents;
});

/** Any GS1 form people type or scan → GTIN-14 (check digit verified). */
export const Gtin = z.string().transform((v, ctx) => {
  const gtin14 = toGtin14(v);
  if (!gtin14) {
    ctx.addIssue({ code: "custom", message: "marketing.errors.gtin" });
    return z.NEVER;
  }
  return gtin14;
});

export const VariantForm = z.object({
  description_en: text(200),
  description_fr: text(200),
  status: z.enum(VARIANT_STATUSES),
  cost: Money,
  retail: Money,
  gtin: Gtin,
}).refine((v) => v.retail >= v.cost && v.retail > 0, {
  path: ["retail"],
  message: "marketing.errors.retail_below_cost",
});

const SEASON = /^(?:(?:SS|FW)\d{2}|CORE)$/;

export const StyleForm = z.object({
  name_en: text(200),
  name_fr: text(200),
  description_en: text(200),
  description_fr: text(200),
  season: z.string().trim().toUpperCase().regex(SEASON, { error: "marketing.errors.season" }),
  web_title_en: optionalText(200),
  web_title_fr: optionalText(200),
  web_description_en: optionalText(4000),
  web_description_fr: optionalText(4000),
  tags: optionalText(300).transform((v) =>
    [...new Set(v.split(",").map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, 20)
  ),
  size_guide_id: z.string().max(60).default(""),
  web_enabled: z.boolean(),
  /** The Shopify handle; blank keeps the default style-<id>. */
  handle: z.string().trim().max(HANDLE_MAX, { error: "marketing.errors.handle_long" })
    .regex(new RegExp(`^$|${HANDLE_PATTERN.source}`), { error: "marketing.errors.handle" })
    .default(""),
});

const ids = z.string().max(4000).default("").transform((
  v,
) => [...new Set(v.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean))]);

export const StyleIds = ids.refine((list) => list.every((id) => /^\d{4,10}$/.test(id)), {
  message: "marketing.errors.style_ids",
});

const slug = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{1,58}$/, {
  error: "marketing.errors.slug",
});

const optionalMoney = z.string().default("").transform((v, ctx) => {
  if (v.trim() === "") return undefined;
  const cents = parseAmount(v);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "marketing.errors.amount" });
    return z.NEVER;
  }
  return cents;
});

export const CollectionForm = z.object({
  id: slug,
  title_en: text(120),
  title_fr: text(120),
  kind: z.enum(["manual", "rule"]),
  style_ids: StyleIds,
  vendor: z.string().trim().toUpperCase().regex(/^(V\d{1,6})?$/, {
    error: "marketing.errors.vendor",
  })
    .default(""),
  department: z.string().trim().toUpperCase().regex(/^([A-Z]{3})?$/).default(""),
  season: z.string().trim().toUpperCase().regex(/^((SS|FW)\d{2}|CORE)?$/, {
    error: "marketing.errors.season",
  }).default(""),
  tag: optionalText(40),
  min_retail: optionalMoney,
  max_retail: optionalMoney,
  match: z.enum(["all", "any"]).default("all"),
}).refine(
  (d) =>
    d.kind === "manual" || !!(d.vendor || d.department || d.season || d.tag) ||
    d.min_retail !== undefined || d.max_retail !== undefined,
  { path: ["_"], message: "marketing.collections.errors.no_rule" },
);

export const AssortmentForm = z.object({
  name_en: text(120),
  name_fr: text(120),
  store_type: z.enum(STORE_TYPES),
  style_ids: StyleIds,
});

export const NewAssortmentForm = z.object({
  id: slug,
  name_en: text(120),
  name_fr: text(120),
  store_type: z.enum(STORE_TYPES),
});

export const NewGuideForm = z.object({
  id: slug,
  name_en: text(120),
  name_fr: text(120),
  kind: z.enum(["body", "garment"]),
  measures: z.array(z.enum(MEASURES)).min(1, { error: "marketing.errors.measures" }),
});

export const ContactForm = z.object({
  name: text(120),
  role: optionalText(80),
  email: z.email({ error: "marketing.errors.email" }),
  phone: optionalText(40),
});

export const DateRangeForm = z.object({
  start: z.iso.date({ error: "marketing.errors.date" }),
  end: z.iso.date({ error: "marketing.errors.date" }),
}).refine((d) => d.end >= d.start, { path: ["end"], message: "marketing.errors.end_before_start" });
