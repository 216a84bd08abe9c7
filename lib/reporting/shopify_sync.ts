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
  const [runs, sent, errors, styles] = await Promise.all([
    listRuns(kv, 1),
    sentStates(kv),
    listSyncErrors(kv),
    stylesById(kv),
  ]);
  return {
    store,
    run: runs[0] ?? null,
    products: sent.size,
    items: [...sent.values()].reduce((n, p) => n + p.skus.length, 0),
    errors,
    styles: Object.fromEntries(errors.flatMap((e) => {
      const s = styles.get(e.style_id);
      return s ? [[e.style_id, s]] : [];
    })),
  };
}
