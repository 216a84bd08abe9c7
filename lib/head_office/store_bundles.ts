// The store side of the POS data bundles (/pos-docs): a store's admins (Store_Admin members of the
// store) fetch their own store's latest file; every such download is recorded for head office's
// /head-office/pos-data-bundles. A store never gets another store's file: the check is on the
// server, and a bundle of a store the user does not administer answers "not found".
import type { User } from "../auth/types.ts";
import { isMemberStore } from "../stores/mod.ts";
import type { PosSystem } from "../admin/pos.ts";
import { HK } from "./keys.ts";
import { type BundleDownload, downloadBundle, listBundles } from "./bundles.ts";

export interface StoreBundle {
  store: number;
  id: string;
  as_of: string;
  created_at: string;
  system: PosSystem;
  rows: number;
  /** The store's own last download of this bundle, if any. */
  downloaded: BundleDownload | null;
}

/** The stores whose bundles a user may download: the member stores they administer. */
export function bundleStoresOf(user: Pick<User, "Store_Admin" | "Stores">): number[] {
  return user.Store_Admin ? user.Stores.map(([n]) => n).filter(isMemberStore) : [];
}

/** The latest bundle of each store the user administers (stores without one are left out). */
export async function latestStoreBundles(
  kv: Deno.Kv,
  user: Pick<User, "Store_Admin" | "Stores">,
): Promise<StoreBundle[]> {
  const mine = bundleStoresOf(user);
  if (mine.length === 0) return [];
  const bundles = await listBundles(kv); // newest first
  const out: StoreBundle[] = [];
  for (const store of mine) {
    const bundle = bundles.find((b) => b.stores.some((s) => s.store === store));
    if (!bundle) continue;
    const entry = bundle.stores.find((s) => s.store === store)!;
    const downloaded = (await kv.get<BundleDownload>(HK.download(bundle.id, store))).value;
    out.push({
      store,
      id: bundle.id,
      as_of: bundle.as_of,
      created_at: bundle.created_at,
      system: entry.system,
      rows: entry.rows,
      downloaded,
    });
  }
  return out;
}

/** The store's file when the user administers that store (the download is recorded); else null. */
export function storeDownload(
  kv: Deno.Kv,
  user: Pick<User, "Store_Admin" | "Stores" | "email">,
  id: string,
  store: number,
) {
  if (!bundleStoresOf(user).includes(store)) return Promise.resolve(null);
  return downloadBundle(kv, id, store, user, true);
}
