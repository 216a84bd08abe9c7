// Shopify sync state (under the "marketing" prefix, see lib/marketing/store.ts):
//
//   ["marketing","shopify","product",style_id] → SyncedProduct (what was last sent, Shopify ids)
//   ["marketing","shopify","error",style_id]   → SyncError (the style's last failure; cleared on success)
//   ["marketing","shopify","run",run_id]       → SyncRun (one per sync task, newest last)
//   ["marketing","shopify","file",file_id]     → SyncedFile (a product image sent to Shopify)
//   ["marketing","shopify","settings"]         → ShopifySettings (the access token sealed)
//   ["marketing","shopify","lock"]             → SyncLock (the running sync's lease, sync_lock.ts)
//   ["marketing","shopify","version"]          → rewritten with every product or error write
//                                                (summaries are cached by its versionstamp)
import type { SentState } from "./shopify_map.ts";

export const SK = {
  product: (styleId: string) => ["marketing", "shopify", "product", styleId],
  products: () => ["marketing", "shopify", "product"],
  error: (styleId: string) => ["marketing", "shopify", "error", styleId],
  errors: () => ["marketing", "shopify", "error"],
  run: (id: string) => ["marketing", "shopify", "run", id],
  runs: () => ["marketing", "shopify", "run"],
  file: (fileId: string) => ["marketing", "shopify", "file", fileId],
  files: () => ["marketing", "shopify", "file"],
  settings: () => ["marketing", "shopify", "settings"],
  version: () => ["marketing", "shopify", "version"],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;

export interface SyncedProduct extends SentState {
  style_id: string;
  product_id: string;
  /** SKU (item number) → Shopify variant id. */
  variants: Record<string, string>;
  synced_at: string;
}

export const SYNC_ERROR_KINDS = [
  "no_variants",
  "missing_image",
  "price_below_cost",
  "missing_french",
  "shopify_rejected",
  "image_failed",
  "image_processing",
  "throttled",
  "network",
] as const;
export type SyncErrorKind = typeof SYNC_ERROR_KINDS[number];

export interface SyncError {
  style_id: string;
  kind: SyncErrorKind;
  /** Shopify's own message (userErrors, HTTP status), shown as given. */
  detail: string;
  at: string;
  attempts: number;
  run_id: string;
}

export interface SyncRun {
  id: string;
  task: string;
  started: string;
  finished: string | null;
  mode: "live" | "fake";
  /** Only these styles (a retry), or every listed style. */
  scope: "all" | "retry";
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  failed: number;
  /** Milliseconds spent waiting for Shopify's rate limit. */
  waited_ms: number;
  by: string;
}

/** A product image sent to Shopify, with the last fileStatus seen (lib/marketing/sync_files.ts). */
export interface SyncedFile {
  file_id: string;
  style_id: string;
  status: "UPLOADED" | "PROCESSING" | "READY" | "FAILED";
  /** The Shopify file (fileCreate), attached to the product once READY. */
  shopify_id?: string;
  resource_url: string;
  /** Shopify's fileErrors of a FAILED file. */
  error?: string;
  at: string;
}

async function listValues<T>(kv: Deno.Kv, prefix: Deno.KvKey, reverse = false, limit?: number) {
  const out: T[] = [];
  for await (const e of kv.list<T>({ prefix }, { reverse, limit })) out.push(e.value);
  return out;
}

/** Marks the products and errors changed (in the same atomic operation as the change). */
export function touchSync(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(SK.version(), new Date().toISOString());
}

export async function getSyncedProduct(kv: Deno.Kv, styleId: string) {
  return (await kv.get<SyncedProduct>(SK.product(styleId))).value;
}

export async function sentStates(kv: Deno.Kv): Promise<Map<string, SyncedProduct>> {
  const list = await listValues<SyncedProduct>(kv, SK.products());
  return new Map(list.map((p) => [p.style_id, p]));
}

export const listSyncErrors = (kv: Deno.Kv) => listValues<SyncError>(kv, SK.errors());
export const listRuns = (kv: Deno.Kv, limit = 20) =>
  listValues<SyncRun>(kv, SK.runs(), true, limit);
export const listSyncedFiles = (kv: Deno.Kv) => listValues<SyncedFile>(kv, SK.files());
