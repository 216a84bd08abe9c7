// Which store a member view shows: one of the stores the user may see (visibleStores: their own;
// any member store for head office), from ?store= or their own first; another store is refused.
import type { User } from "../auth/types.ts";
import { canSeeStore, type Store, visibleStores } from "../stores/mod.ts";
import { HttpError } from "../http/errors.ts";
import { storesOf } from "../fulfillment/access.ts";

export async function pickStore(
  kv: Deno.Kv,
  user: User,
  url: URL,
): Promise<{ stores: Store[]; store: number }> {
  const stores = await visibleStores(kv, user);
  const asked = url.searchParams.get("store");
  if (asked) {
    const n = Number(asked);
    if (!canSeeStore(user, n) || !stores.some((s) => s.store_number === n)) {
      throw new HttpError(403, "fulfillment_accounting.errors.not_your_store");
    }
    return { stores, store: n };
  }
  const own = storesOf(user).find((n) => stores.some((s) => s.store_number === n));
  const first = own ?? stores[0]?.store_number;
  if (first === undefined) throw new HttpError(403, "fulfillment_accounting.errors.no_store");
  return { stores, store: first };
}
