// Marketing assets: files head office publishes to the stores (posters, social images, logos,
// videos) with a category, an optional vendor, publish and expiry dates and a download count.
// The bytes live in lib/files (purpose "marketing_asset", owner "group" or "vendor:V…").
//
// Keys (prefix "resources", registered in lib/db/keys.ts):
//   ["resources", "assets", id]           → MarketingAsset
//   ["resources", "asset_downloads", id]  → Deno.KvU64 (downloads, summed atomically)
import { z } from "zod";
import { deleteFile, type FileMeta, type FilesOptions, saveUpload } from "../files/mod.ts";
import { torontoDateString } from "../i18n/format.ts";

export const ASSET_CATEGORIES = ["in_store", "social", "print", "logos", "video", "email"] as const;
export type AssetCategory = typeof ASSET_CATEGORIES[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface MarketingAsset {
  id: string;
  title: { en: string; fr: string };
  description: { en: string; fr: string };
  category: AssetCategory;
  vendor: string | null;
  file_id: string;
  file_name: string;
  file_type: string;
  file_size: number;
  /** YYYY-MM-DD: stores see the asset from this day on. */
  publish_on: string;
  /** YYYY-MM-DD, last day shown; null = no expiry. */
  expires_on: string | null;
  created_by: string;
  created_at: string;
}

const required = "resources.assets.errors.required";
const date = z.string().regex(ISO_DATE, "resources.assets.errors.date");

/** The head-office form (the file comes alongside as `file`). */
export const AssetInput = z.object({
  title_en: z.string().trim().min(1, required).max(200),
  title_fr: z.string().trim().min(1, required).max(200),
  description_en: z.string().trim().max(2000).default(""),
  description_fr: z.string().trim().max(2000).default(""),
  category: z.enum(ASSET_CATEGORIES, { message: "resources.assets.errors.category" }),
  vendor: z.string().trim().max(20).default(""),
  publish_on: date,
  expires_on: date.or(z.literal("")).default(""),
}).refine((a) => !a.expires_on || a.expires_on >= a.publish_on, {
  path: ["expires_on"],
  message: "resources.assets.errors.expiry_before_publish",
});
export type AssetInput = z.infer<typeof AssetInput>;

export const DatesInput = z.object({
  publish_on: date,
  expires_on: date.or(z.literal("")).default(""),
}).refine((a) => !a.expires_on || a.expires_on >= a.publish_on, {
  path: ["expires_on"],
  message: "resources.assets.errors.expiry_before_publish",
});

export const AssetFilter = z.object({
  q: z.string().trim().max(80).catch(""),
  category: z.enum(ASSET_CATEGORIES).or(z.literal("")).catch(""),
  vendor: z.string().trim().max(20).catch(""),
});
export type AssetFilter = z.infer<typeof AssetFilter>;

const A = (id: string) => ["resources", "assets", id];
const D = (id: string) => ["resources", "asset_downloads", id];

export type AssetState = "scheduled" | "live" | "expired";

export function assetState(a: MarketingAsset, today: string): AssetState {
  if (a.publish_on > today) return "scheduled";
  if (a.expires_on && a.expires_on < today) return "expired";
  return "live";
}

/** Stores the file, then the asset; if the asset cannot be written the file is removed again. */
export async function createAsset(
  kv: Deno.Kv,
  input: AssetInput,
  file: { name: string; type: string; body: Blob | Uint8Array },
  userId: string,
  options: FilesOptions = {},
  now = new Date(),
): Promise<MarketingAsset> {
  const meta: FileMeta = await saveUpload(kv, {
    name: file.name,
    type: file.type,
    body: file.body,
    purpose: "marketing_asset",
    owner: input.vendor ? `vendor:${input.vendor}` : "group",
    created_by: userId,
  }, options);
  const asset: MarketingAsset = {
    id: crypto.randomUUID(),
    title: { en: input.title_en, fr: input.title_fr },
    description: { en: input.description_en, fr: input.description_fr },
    category: input.category,
    vendor: input.vendor || null,
    file_id: meta.id,
    file_name: meta.name,
    file_type: meta.type,
    file_size: meta.size,
    publish_on: input.publish_on,
    expires_on: input.expires_on || null,
    created_by: userId,
    created_at: now.toISOString(),
  };
  const res = await kv.atomic()
    .check({ key: A(asset.id), versionstamp: null })
    .set(A(asset.id), asset)
    .set(D(asset.id), new Deno.KvU64(0n))
    .commit();
  if (!res.ok) {
    await deleteFile(kv, meta.id, options);
    throw new Error("marketing asset not written");
  }
  return asset;
}

export async function getAsset(kv: Deno.Kv, id: string): Promise<MarketingAsset | null> {
  return (await kv.get<MarketingAsset>(A(id))).value;
}

export async function setAssetDates(
  kv: Deno.Kv,
  id: string,
  dates: { publish_on: string; expires_on: string },
): Promise<boolean> {
  const entry = await kv.get<MarketingAsset>(A(id));
  if (!entry.value) return false;
  const next = {
    ...entry.value,
    publish_on: dates.publish_on,
    expires_on: dates.expires_on || null,
  };
  return (await kv.atomic().check(entry).set(A(id), next).commit()).ok;
}

export async function deleteAsset(kv: Deno.Kv, id: string, options: FilesOptions = {}) {
  const asset = await getAsset(kv, id);
  if (!asset) return false;
  await kv.atomic().delete(A(id)).delete(D(id)).commit();
  await deleteFile(kv, asset.file_id, options);
  return true;
}

export async function countDownload(kv: Deno.Kv, id: string): Promise<void> {
  await kv.atomic().sum(D(id), 1n).commit();
}

/** Every asset with its download count, newest publish date first. */
export async function listAssets(
  kv: Deno.Kv,
): Promise<{ asset: MarketingAsset; downloads: number }[]> {
  const assets: MarketingAsset[] = [];
  for await (const e of kv.list<MarketingAsset>({ prefix: ["resources", "assets"] })) {
    assets.push(e.value);
  }
  const counts = new Map<string, number>();
  for await (const e of kv.list<Deno.KvU64>({ prefix: ["resources", "asset_downloads"] })) {
    counts.set(String(e.key[2]), Number(e.value.value));
  }
  return assets
    .map((asset) => ({ asset, downloads: counts.get(asset.id) ?? 0 }))
    .sort((a, b) =>
      b.asset.publish_on.localeCompare(a.asset.publish_on) ||
      a.asset.title.en.localeCompare(b.asset.title.en)
    );
}

/**
 * What a user sees: head office every asset (with its state); others only live ones. Then the
 * category, vendor and words filters.
 */
export function visibleAssets<T extends { asset: MarketingAsset }>(
  rows: T[],
  filter: AssetFilter,
  headOffice: boolean,
  today = torontoDateString(new Date()),
): T[] {
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(({ asset: a }) => {
    if (!headOffice && assetState(a, today) !== "live") return false;
    if (filter.category && a.category !== filter.category) return false;
    if (filter.vendor && a.vendor !== filter.vendor) return false;
    const text =
      `${a.title.en} ${a.title.fr} ${a.description.en} ${a.description.fr} ${a.file_name}`
        .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
