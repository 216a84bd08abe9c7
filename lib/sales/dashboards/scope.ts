// Which store or vendor a dashboard shows, from the query and the one visibility rule (lib/stores):
// a store or vendor that is not the user's is never shown, whatever the query says.
import type { User } from "../../auth/types.ts";
import { HttpError } from "../../http/errors.ts";
import { isHeadOffice, ownStores, visibleStores } from "../../stores/mod.ts";

/**
 * The stores a user may pick on the store dashboards (member, customer and item dashboards): a
 * member's own member stores; for head office every active member store, in store-number order.
 */
export async function viewableStores(kv: Deno.Kv, user: User): Promise<[number, string][]> {
  if (!isHeadOffice(user)) return ownStores(user);
  return (await visibleStores(kv, user)).map((s) => [s.store_number, s.name]);
}

/**
 * The store a store dashboard shows, with the stores the user may pick. Members: `?store=` must be
 * one of their own (403 otherwise), default their first. Head office: any active member store
 * (404 for another number), default their own member store if they have one, else the first.
 */
export async function chooseViewStore(
  kv: Deno.Kv,
  user: User,
  requested: string | null,
): Promise<{ store: number; stores: [number, string][] }> {
  if (!isHeadOffice(user)) {
    return { store: chooseStore(user, requested), stores: ownStores(user) };
  }
  const stores = await viewableStores(kv, user);
  if (stores.length === 0) throw new HttpError(403, "dashboards.errors.no_store");
  if (requested === null || requested === "") {
    const own = ownStores(user).find(([n]) => stores.some(([s]) => s === n));
    return { store: own?.[0] ?? stores[0][0], stores };
  }
  const n = Number(requested);
  if (!stores.some(([s]) => s === n)) {
    throw new HttpError(404, "dashboards.errors.unknown_store", { store: requested });
  }
  return { store: n, stores };
}

/** Whether a user works at a store: only they see its customers' names. */
export function worksAt(user: User, store: number): boolean {
  return user.Stores.some(([n]) => n === store);
}

export function chooseStore(user: User, requested: string | null): number {
  const stores = ownStores(user);
  if (stores.length === 0) throw new HttpError(403, "dashboards.errors.no_store");
  if (requested === null || requested === "") return stores[0][0];
  const n = Number(requested);
  // a store that is not the user's is never shown, whatever the query says
  if (!stores.some(([s]) => s === n)) throw new HttpError(403, "dashboards.errors.not_your_store");
  return n;
}

export function chooseVendor(user: User, requested: string | null): string {
  if (user.Vendors.length === 0) throw new HttpError(403, "dashboards.errors.no_vendor");
  if (!requested) return user.Vendors[0];
  // another vendor's data is never shown, whatever the query says
  if (!user.Vendors.includes(requested)) {
    throw new HttpError(403, "dashboards.errors.not_your_vendor");
  }
  return requested;
}
