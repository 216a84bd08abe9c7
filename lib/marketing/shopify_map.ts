// A style → the full Shopify product state sent with `productSet` (variants, options, prices,
// barcodes, images, metafields) plus its French translations. productSet REPLACES list fields:
// variants and metafields left out are deleted, so the portal always sends everything, and the
// plan (what will be created, updated, deleted) is computed from what was last sent. Pure.
import type { Style, Variant } from "../catalogue/mod.ts";
import type { ItemContent, Review } from "./model.ts";
import { altText } from "./images.ts";

export interface ProductVariantInput {
  optionValues: { optionName: string; name: string }[];
  price: string;
  sku: string;
  barcode: string;
  inventoryItem: { cost: string };
}

export interface ProductSetInput {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: "ACTIVE" | "DRAFT";
  tags: string[];
  productOptions: { name: string; values: { name: string }[] }[];
  variants: ProductVariantInput[];
  metafields: { namespace: string; key: string; type: string; value: string }[];
  files: { originalSource: string; alt: string; contentType: "IMAGE" }[];
}

export interface ProductPayload {
  style_id: string;
  input: ProductSetInput;
  /** French translations registered after the product is set (title and description). */
  french: { title: string; body_html: string };
  /** Portal file ids of the images, in the order of input.files. */
  image_ids: string[];
  /** Per variant (input.variants order): the portal id of its colour's first image, or null. */
  variant_image_ids: (string | null)[];
}

/** Cents → Shopify's decimal text ("129.99"). */
export function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A GTIN-14 as the barcode shoppers see: UPC-A (12), EAN-13, or the GTIN-14 itself. */
export function shopifyBarcode(gtin14: string): string {
  if (gtin14.startsWith("00")) return gtin14.slice(2);
  if (gtin14.startsWith("0")) return gtin14.slice(1);
  return gtin14;
}

/** The handle a style gets unless the portal gives it another one (content.handle). */
export function handleOf(styleId: string): string {
  return `style-${styleId}`;
}

/**
 * Shopify's handle rules as the portal enforces them: lowercase letters and digits in words
 * joined by single hyphens, at most 255 characters (what Shopify makes of a title).
 */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HANDLE_MAX = 255;

/** The handle a style is sent with. */
export function handleFor(styleId: string, content: Pick<ItemContent, "handle">): string {
  return content.handle || handleOf(styleId);
}

/**
 * The style using `handle` other than `styleId`, or null when it is free: another style's own
 * or default handle (style-<id> is kept for that style even while it has no content).
 */
export function handleOwner(
  handle: string,
  styleId: string,
  contents: Iterable<Pick<ItemContent, "style_id" | "handle">>,
): string | null {
  const reserved = handle.match(/^style-(\d+)$/);
  if (reserved && reserved[1] !== styleId) {
    return reserved[1];
  }
  for (const c of contents) {
    if (c.style_id !== styleId && c.handle === handle) return c.style_id;
  }
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text → paragraphs of HTML (every character escaped). */
export function paragraphs(text: string): string {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`).join("");
}

/** The reviews aggregate: average of published ratings to 0.1, and their count. */
export function reviewAggregate(reviews: Review[]): { rating: number; count: number } {
  const shown = reviews.filter((r) => r.status === "published");
  if (shown.length === 0) return { rating: 0, count: 0 };
  const sum = shown.reduce((s, r) => s + r.rating, 0);
  return { rating: Math.round((sum / shown.length) * 10) / 10, count: shown.length };
}

/** Why a style cannot be sent as it is (recorded as a sync error, nothing sent). */
export type PrecheckError = "no_variants" | "missing_image" | "price_below_cost" | "missing_french";

export function precheck(
  style: Style,
  variants: Variant[],
  content: ItemContent,
): PrecheckError | null {
  if (variants.length === 0) return "no_variants";
  if (content.images.length === 0) return "missing_image";
  if (variants.some((v) => v.retail < v.cost || v.retail === 0)) return "price_below_cost";
  // Québec (Bill 96): the French texts must be there before a product is shown.
  if (!style.name.fr.trim() || !(content.web_description.fr || style.description.fr).trim()) {
    return "missing_french";
  }
  return null;
}

/**
 * The productSet payload of a style: only its sellable variants (discontinued ones are dropped,
 * so productSet deletes them from the web store), options in size-run and colour order.
 */
export function productPayload(
  style: Style,
  allVariants: Variant[],
  content: ItemContent,
  context: { vendorName: string; typeName: string; imageUrl: (fileId: string) => string },
  reviews: Review[] = [],
): ProductPayload {
  const variants = sellable(allVariants);
  const colourName = (code: string) => style.colours.find((c) => c.code === code)?.name.en ?? code;
  const sizes = style.sizes.filter((s) => variants.some((v) => v.size === s));
  const colours = style.colours.filter((c) => variants.some((v) => v.colour === c.code));
  const { rating, count } = reviewAggregate(reviews);
  const metafields = [
    {
      namespace: "custom",
      key: "style_number",
      type: "single_line_text_field",
      value: style.id,
    },
  ];
  if (count > 0) {
    metafields.push(
      {
        namespace: "reviews",
        key: "rating",
        type: "rating",
        value: JSON.stringify({ value: rating.toFixed(1), scale_min: "1.0", scale_max: "5.0" }),
      },
      { namespace: "reviews", key: "rating_count", type: "number_integer", value: String(count) },
    );
  }
  const description = content.web_description.en || style.description.en;
  return {
    style_id: style.id,
    input: {
      handle: handleFor(style.id, content),
      title: content.web_title.en || style.name.en,
      descriptionHtml: paragraphs(description),
      vendor: context.vendorName,
      productType: context.typeName,
      status: content.web_enabled ? "ACTIVE" : "DRAFT",
      tags: [...content.tags].sort(),
      productOptions: [
        { name: "Size", values: sizes.map((name) => ({ name })) },
        { name: "Colour", values: colours.map((c) => ({ name: c.name.en })) },
      ],
      variants: variants.map((v) => ({
        optionValues: [
          { optionName: "Size", name: v.size },
          { optionName: "Colour", name: colourName(v.colour) },
        ],
        price: money(v.retail),
        sku: v.item_number,
        barcode: shopifyBarcode(v.gtin14),
        inventoryItem: { cost: money(v.cost) },
      })),
      metafields,
      files: content.images.map((id) => ({
        originalSource: context.imageUrl(id),
        alt: altText(content, id, style, "en"),
        contentType: "IMAGE" as const,
      })),
    },
    french: {
      title: content.web_title.fr || style.name.fr,
      body_html: paragraphs(content.web_description.fr || style.description.fr),
    },
    image_ids: [...content.images],
    variant_image_ids: variants.map((v) =>
      content.images.find((id) => content.image_details?.[id]?.colour === v.colour) ?? null
    ),
  };
}

export function sellable(variants: Variant[]): Variant[] {
  return variants.filter((v) => v.status !== "discontinued");
}

/** A stable fingerprint of a payload (what was sent), to skip unchanged styles. */
export async function payloadHash(payload: ProductPayload): Promise<string> {
  const { files, ...rest } = payload.input;
  // the image addresses change with the host; the images and their alt text are what count
  const alts = files.map((f) => f.alt);
  const text = JSON.stringify([
    rest,
    payload.french,
    payload.image_ids,
    alts,
    payload.variant_image_ids,
  ]);
  // The sync preview hashes every listed style on each view; most payloads are unchanged.
  const known = hashes.get(text);
  if (known) return known;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const hash = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  if (hashes.size >= 5000) hashes.delete(hashes.keys().next().value!);
  hashes.set(text, hash);
  return hash;
}
/** Hashes by payload text (bounded, oldest dropped first). */
const hashes = new Map<string, string>();

/**
 * A payload field by field, as text to compare with what was sent last (prices as Shopify gets
 * them, "129.99"); each variant's fields are named by its SKU.
 */
export function payloadFields(p: ProductPayload): Record<string, string> {
  const i = p.input;
  // long texts are kept short (the record stays far below KV's 64 KiB) with a digest of the whole,
  // so a change past the cut still shows as a change
  const short = (text: string) =>
    text.length <= FIELD_TEXT_MAX ? text : `${text.slice(0, FIELD_TEXT_MAX)}… #${fnv1a(text)}`;
  const out: Record<string, string> = {
    handle: i.handle,
    title: i.title,
    title_fr: p.french.title,
    status: i.status,
    vendor: i.vendor,
    product_type: i.productType,
    tags: i.tags.join(", "),
    description: short(i.descriptionHtml),
    description_fr: short(p.french.body_html),
    options: i.productOptions.map((o) => `${o.name}: ${o.values.map((v) => v.name).join(", ")}`)
      .join("; "),
    images: short(i.files.map((f) => f.alt).join(" | ")),
    metafields: short(i.metafields.map((m) => `${m.namespace}.${m.key} = ${m.value}`).join("; ")),
  };
  const altOf = new Map(p.image_ids.map((id, n) => [id, i.files[n]?.alt ?? id]));
  i.variants.forEach((v, n) => {
    const image = p.variant_image_ids[n];
    if (image) out[`variant:${v.sku}:image`] = altOf.get(image) ?? image;
  });
  for (const v of i.variants) {
    out[`variant:${v.sku}:options`] = v.optionValues.map((o) => o.name).join(" / ");
    out[`variant:${v.sku}:price`] = v.price;
    out[`variant:${v.sku}:cost`] = v.inventoryItem.cost;
    out[`variant:${v.sku}:barcode`] = v.barcode;
  }
  return out;
}

/** Characters of a long field kept as sent (the rest is in its digest). */
const FIELD_TEXT_MAX = 300;

/** FNV-1a (32 bits) of a text, as 8 hex digits: a short, stable digest of a long field. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/** One field of a product that the next sync changes on Shopify. */
export interface SyncFieldChange {
  field: string;
  before: string;
  after: string;
}

/** The fields that differ (a field no longer sent has "" after; a new one "" before). */
export function fieldChanges(
  before: Record<string, string>,
  after: Record<string, string>,
): SyncFieldChange[] {
  const out: SyncFieldChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = before[field] ?? "";
    const a = after[field] ?? "";
    if (a !== b) out.push({ field, before: b, after: a });
  }
  return out;
}

/** What the last sync sent of a style (lib/marketing/sync_store.ts keeps it). */
export interface SentState {
  hash: string;
  skus: string[];
  /** The payload's fields as sent (payloadFields); absent on products sent before they were kept. */
  fields?: Record<string, string>;
}

export type PlanAction = "create" | "update" | "unchanged" | "delete";

export interface StylePlan {
  style_id: string;
  action: PlanAction;
  /** Variants (SKUs) productSet will delete because the style no longer lists them. */
  delete_skus: string[];
  /** What a create sends, or an update changes, field by field (before → after). */
  changes: SyncFieldChange[];
  /** False for an update of a product whose sent fields were never kept (changes unknown). */
  fields_known: boolean;
}

/**
 * The plan of a sync: every style to send (created when never sent, updated when its payload
 * changed) and every product to delete (sent before, no longer listed on the web).
 */
export function planSync(
  listed: { style_id: string; hash: string; skus: string[]; fields?: Record<string, string> }[],
  sent: Map<string, SentState>,
): StylePlan[] {
  const out: StylePlan[] = [];
  const listedIds = new Set(listed.map((l) => l.style_id));
  for (const l of listed) {
    const before = sent.get(l.style_id);
    const after = l.fields ?? {};
    if (!before) {
      out.push({
        style_id: l.style_id,
        action: "create",
        delete_skus: [],
        changes: fieldChanges({}, after),
        fields_known: true,
      });
    } else {
      const delete_skus = before.skus.filter((s) => !l.skus.includes(s));
      const action = before.hash === l.hash ? "unchanged" : "update";
      out.push({
        style_id: l.style_id,
        action,
        delete_skus,
        changes: action === "update" && before.fields ? fieldChanges(before.fields, after) : [],
        fields_known: before.fields !== undefined,
      });
    }
  }
  for (const [styleId, before] of sent) {
    if (!listedIds.has(styleId)) {
      out.push({
        style_id: styleId,
        action: "delete",
        delete_skus: [...before.skus],
        changes: [],
        fields_known: before.fields !== undefined,
      });
    }
  }
  return out.sort((a, b) => a.style_id.localeCompare(b.style_id));
}
