// The group web store as one member store sees it (/reporting/shopify-sync/{store}): when the
// catalogue was last synced (lib/marketing), how many products and items are on the web, and the
// items the sync could not send. A member sees only their own stores; head office every store.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import { canSeeStore, getStore, type Store } from "../stores/mod.ts";
import type { Style } from "../catalogue/mod.ts";
import { stylesById } from "../marketing/items.ts";
import {
  listRuns,
  listSyncErrors,
  sentStates,
  SK,
  type SyncError,
  type SyncRun,
} from "../marketing/sync_store.ts";

export interface StoreSync {
  store: Store;
  run: SyncRun | null;
  products: number;
  items: number;
  errors: SyncError[];
  styles: Record<string, Style>;
}

interface SyncSummary {
  products: number;
  items: number;
  errors: SyncError[];
}

/**
 * The last summary per KV store with the sync version it was read at: counting the sent products
 * reads every one of them, and they only change when a sync writes (which moves the version).
 */
const summaries = new WeakMap<Deno.Kv, { version: string | null; summary: SyncSummary }>();

/** How many products and items are on the web store, and the styles the sync could not send. */
export async function syncSummary(kv: Deno.Kv): Promise<SyncSummary> {
  const version = (await kv.get(SK.version())).versionstamp;
  const hit = summaries.get(kv);
  if (hit && hit.version === version) return { ...hit.summary, errors: hit.summary.errors.slice() };
  const [sent, errors] = await Promise.all([sentStates(kv), listSyncErrors(kv)]);
  const summary = {
    products: sent.size,
    items: [...sent.values()].reduce((n, p) => n + p.skus.length, 0),
    errors,
  };
  summaries.set(kv, { version, summary });
  return { ...summary, errors: errors.slice() };
}

/** The sync status for store `param` (null when there is no such store; 403 when not the user's). */
export async function loadStoreSync(
  kv: Deno.Kv,
  user: User,
  param: string,
): Promise<StoreSync | null> {
  const number = Number(param);
  const store = Number.isInteger(number) ? await getStore(kv, number) : null;
  if (!store) return null;
  // a member sees only their own stores; buyers and site admins every store
  if (!canSeeStore(user, number)) throw new HttpError(403, "dashboards.errors.not_your_store");
  const [runs, { products, items, errors }, styles] = await Promise.all([
    listRuns(kv, 1),
    syncSummary(kv),
    stylesById(kv),
  ]);
  return {
    store,
    run: runs[0] ?? null,
    products,
    items,
    errors,
    styles: Object.fromEntries(errors.flatMap((e) => {
      const s = styles.get(e.style_id);
      return s ? [[e.style_id, s]] : [];
    })),
  };
}
