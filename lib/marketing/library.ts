// KV of the marketing library (keys under "marketing", see store.ts): size guides, collections,
// assortments, the pricing schedule, reviews and vendor contacts. Each record is one key, written
// whole with a version check so two editors never silently overwrite each other.
import { versionCheck, versionOf } from "../forms/version.ts";
import type { Assortment, Collection, PriceWindow, Review, SizeGuide } from "./model.ts";

export const LK = {
  guide: (id: string) => ["marketing", "size_guides", id],
  guides: () => ["marketing", "size_guides"],
  collection: (id: string) => ["marketing", "collections", id],
  collections: () => ["marketing", "collections"],
  assortment: (id: string) => ["marketing", "assortments", id],
  assortments: () => ["marketing", "assortments"],
  window: (item: string, start: string) => ["marketing", "schedule", item, start],
  schedule: () => ["marketing", "schedule"],
  review: (styleId: string, id: string) => ["marketing", "reviews", styleId, id],
  reviews: () => ["marketing", "reviews"],
  /** Rewritten with every review write: the sync plan's cache key (sync.ts). */
  reviewVersion: () => ["marketing", "review_version"],
  contacts: (vendor: string) => ["marketing", "vendor_contacts", vendor],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;

async function values<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<T[]> {
  const out: T[] = [];
  for await (const e of kv.list<T>({ prefix })) out.push(e.value);
  return out;
}

export const listGuides = (kv: Deno.Kv) => values<SizeGuide>(kv, LK.guides());
export const listCollections = (kv: Deno.Kv) => values<Collection>(kv, LK.collections());
export const listAssortments = (kv: Deno.Kv) => values<Assortment>(kv, LK.assortments());
export const listSchedule = (kv: Deno.Kv) => values<PriceWindow>(kv, LK.schedule());

export async function getGuide(kv: Deno.Kv, id: string) {
  return (await kv.get<SizeGuide>(LK.guide(id))).value;
}
export async function getCollection(kv: Deno.Kv, id: string) {
  return (await kv.get<Collection>(LK.collection(id))).value;
}
export async function getAssortment(kv: Deno.Kv, id: string) {
  return (await kv.get<Assortment>(LK.assortment(id))).value;
}

/** A record with the version its edit form carries (lib/forms/version.ts), or null. */
export async function getVersioned<T>(
  kv: Deno.Kv,
  key: Deno.KvKey,
): Promise<{ record: T; version: string } | null> {
  const entry = await kv.get<T>(key);
  return entry.value === null ? null : { record: entry.value, version: versionOf(entry) };
}

/**
 * Writes a record at the version its form was read at (postedVersion: "" for a new one, null
 * for a form without one): false when it changed meanwhile or already exists (nothing written).
 */
export async function putVersioned<T>(
  kv: Deno.Kv,
  key: Deno.KvKey,
  record: T,
  version: string | null,
): Promise<boolean> {
  return (await kv.atomic().check(versionCheck(key, version)).set(key, record).commit()).ok;
}

/** Sale windows overlapping [start, end] (inclusive dates), by start then item. */
export function windowsBetween(windows: PriceWindow[], start: string, end: string): PriceWindow[] {
  return windows.filter((w) => w.start <= end && w.end >= start)
    .sort((a, b) => a.start.localeCompare(b.start) || a.item_number.localeCompare(b.item_number));
}

export async function reviewsByStyle(kv: Deno.Kv): Promise<Map<string, Review[]>> {
  return Map.groupBy(await values<Review>(kv, LK.reviews()), (r) => r.style_id);
}

export async function setReviewStatus(
  kv: Deno.Kv,
  styleId: string,
  id: string,
  status: Review["status"],
): Promise<boolean> {
  const entry = await kv.get<Review>(LK.review(styleId, id));
  if (!entry.value) return false;
  const op = kv.atomic().check(entry).set(entry.key, { ...entry.value, status });
  return (await touchReviews(op).commit()).ok;
}

/** Marks the reviews changed (in the same atomic operation as the change). */
export function touchReviews(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(LK.reviewVersion(), crypto.randomUUID());
}

export interface VendorContact {
  name: string;
  role: string;
  email: string;
  phone: string;
}

export async function getContacts(kv: Deno.Kv, vendor: string): Promise<VendorContact[]> {
  return (await kv.get<VendorContact[]>(LK.contacts(vendor))).value ?? [];
}

/** Changes a vendor's contacts under a version check (two people adding at once both land). */
export async function updateContacts(
  kv: Deno.Kv,
  vendor: string,
  change: (contacts: VendorContact[]) => VendorContact[],
): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<VendorContact[]>(LK.contacts(vendor));
    const next = change(entry.value ?? []);
    if ((await kv.atomic().check(entry).set(LK.contacts(vendor), next).commit()).ok) return;
  }
  throw new Error("The vendor's contacts kept changing; try again");
}
