// Marketing data kept beside the catalogue (lib/catalogue holds styles and variants): the web
// content of a style in both languages and its images, the change log, item aliases left by
// merges and migrations, size guides, collections, assortments, the pricing schedule and reviews.
import type { Bilingual } from "../catalogue/mod.ts";

/** Web content of a style (master item); empty texts are "missing" for completeness. */
export interface ItemContent {
  style_id: string;
  web_title: Bilingual;
  web_description: Bilingual;
  /** Product images: lib/files ids (purpose product_image), in display order. */
  images: string[];
  /** Alt text and colour of each image, by file id (lib/marketing/images.ts). */
  image_details?: Record<string, ImageDetails>;
  tags: string[];
  size_guide_id: string | null;
  /** Listed on the group website (Shopify). */
  web_enabled: boolean;
  /** The product's Shopify handle when not the default style-<id> (shopify_map.ts handleFor). */
  handle?: string;
  updated_at: string | null;
  updated_by: string | null;
}

/** What an image shows: its alt text in both languages and its colour (null: every colour). */
export interface ImageDetails {
  alt: Bilingual;
  colour: string | null;
}

export function emptyContent(styleId: string): ItemContent {
  return {
    style_id: styleId,
    web_title: { en: "", fr: "" },
    web_description: { en: "", fr: "" },
    images: [],
    tags: [],
    size_guide_id: null,
    web_enabled: false,
    updated_at: null,
    updated_by: null,
  };
}

/** Why a change was made (the system changes log filters on it). */
export const CHANGE_SOURCES = [
  "edit",
  "bulk_edit",
  "price_import",
  "merge",
  "migrate",
  "sync",
] as const;
export type ChangeSource = typeof CHANGE_SOURCES[number];

/** One changed field: who, when, before and after (values as text; "" when absent). */
export interface Change {
  id: string;
  at: string;
  user: string;
  source: ChangeSource;
  /** "variant" (item number), "style" (style id), "content" (style id), "alias" (item number). */
  subject: "variant" | "style" | "content" | "alias";
  subject_id: string;
  field: string;
  before: string;
  after: string;
}

/** A merge or migration: `from` now points at `to`; both ids keep working. */
export interface Migration {
  id: string;
  at: string;
  user: string;
  kind: "merge" | "migrate";
  from: string;
  to: string;
  /** What moved: draft order lines re-pointed, orders read through the alias, web listing. */
  moved: { draft_lines: number; orders_via_alias: number; web_listing: boolean };
  /** The task moving the sales history and stock of `from` onto `to` (lib/sales/repoint.ts). */
  sales_task?: string;
}

/** Body and garment measurements, kept in centimetres. */
export const MEASURES = [
  "chest",
  "waist",
  "hip",
  "inseam",
  "sleeve",
  "height",
  "foot_length",
  "head",
  "length",
] as const;
export type Measure = typeof MEASURES[number];

export interface SizeGuide {
  id: string;
  name: Bilingual;
  kind: "body" | "garment";
  measures: Measure[];
  /** One row per size; `cm[i]` is measures[i] in centimetres (null when not given). */
  rows: { size: string; cm: (number | null)[] }[];
  updated_at: string;
  updated_by: string;
}

/**
 * Rules of a rule-based collection: every given rule must match a style (`match` "all", the
 * default), or at least one of them ("any"). A collection without a rule holds nothing.
 */
export interface CollectionRules {
  match?: "all" | "any";
  vendor?: string;
  department?: string;
  class?: string;
  season?: string;
  /** Retail bounds in cents (the style's lowest variant retail). */
  min_retail?: number;
  max_retail?: number;
  tag?: string;
}

export interface Collection {
  id: string;
  title: Bilingual;
  kind: "manual" | "rule";
  style_ids: string[];
  rules: CollectionRules;
  updated_at: string;
  updated_by: string;
}

export const STORE_TYPES = ["full_line", "hockey", "outdoor", "small_format"] as const;
export type StoreType = typeof STORE_TYPES[number];

export interface Assortment {
  id: string;
  name: Bilingual;
  store_type: StoreType;
  style_ids: string[];
  /** The head-office order form (lib/specials form id) this assortment is ordered through. */
  hda_form_id: string | null;
  updated_at: string;
  updated_by: string;
}

/** A sale price of an item for a period (inclusive dates, YYYY-MM-DD), from the pricing schedule. */
export interface PriceWindow {
  item_number: string;
  start: string;
  end: string;
  /** Sale price in cents. */
  price: number;
}

export interface Review {
  id: string;
  style_id: string;
  rating: number;
  author: string;
  text: string;
  /** The language the shopper wrote in. */
  lang: "en" | "fr";
  at: string;
  status: "published" | "hidden";
}
