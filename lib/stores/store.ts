// KV layout of stores and vendors (prefixes registered in lib/db/keys.ts):
//
//   ["stores", store_number]   → Store
//   ["vendors", vendor_number] → Vendor
//
//   ["stores"]                 → true: revision of the store list, set by every store write
//   ["vendors"]                → true: revision of the vendor list, set by every vendor write
//
// Both lists are small (tens of rows), so they are listed whole, and cached per process under
// their revision (lib/stores/revision_cache.ts): a listing of ["stores"] leaves out the key
// ["stores"] itself. A store or vendor write sets the revision in the same atomic operation
// (storeWritten), so a write shows on the next list.
import { listValues } from "../db/kv.ts";
import { cachedByRevision } from "./revision_cache.ts";
import type { Store, Vendor } from "./model.ts";

export const storeKeys = {
  store: (n: number) => ["stores", n],
  stores: () => ["stores"],
  vendor: (v: string) => ["vendors", v],
  vendors: () => ["vendors"],
  /** Revisions of the lists (the prefixes themselves). */
  storesRevision: () => ["stores"],
  vendorsRevision: () => ["vendors"],
} satisfies Record<string, (...args: never[]) => Deno.KvKey>;

export async function getStore(kv: Deno.Kv, storeNumber: number): Promise<Store | null> {
  return (await kv.get<Store>(storeKeys.store(storeNumber))).value;
}

/** The stores with these numbers, in the same order; unknown numbers are skipped. */
export async function getStores(kv: Deno.Kv, storeNumbers: number[]): Promise<Store[]> {
  const out: Store[] = [];
  // kv.getMany reads at most 10 keys at a time.
  for (let i = 0; i < storeNumbers.length; i += 10) {
    const entries = await kv.getMany<Store[]>(storeNumbers.slice(i, i + 10).map(storeKeys.store));
    for (const entry of entries) if (entry.value) out.push(entry.value);
  }
  return out;
}

/** Sets the store list's revision in a write of stores (every write of ["stores", n] must). */
export function storeWritten(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(storeKeys.storesRevision(), true);
}

/** Sets the vendor list's revision in a write of vendors (every write of ["vendors", v] must). */
export function vendorWritten(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(storeKeys.vendorsRevision(), true);
}

/** Every store, head office included, in store-number order (frozen rows: copy to change). */
export function listStores(kv: Deno.Kv): Promise<Store[]> {
  return cachedByRevision(
    kv,
    storeKeys.storesRevision(),
    () => listValues<Store>(kv, storeKeys.stores()),
  );
}

export async function getVendor(kv: Deno.Kv, vendorNumber: string): Promise<Vendor | null> {
  return (await kv.get<Vendor>(storeKeys.vendor(vendorNumber))).value;
}

/** Every vendor, in key order (V100, V1000, V1100 …: sort numerically where order shows). */
export function listVendors(kv: Deno.Kv): Promise<Vendor[]> {
  return cachedByRevision(
    kv,
    storeKeys.vendorsRevision(),
    () => listValues<Vendor>(kv, storeKeys.vendors()),
  );
}

/** Writes stores and vendors that do not exist yet (never overwrites). */
export async function putStoresAndVendors(
  kv: Deno.Kv,
  stores: Store[],
  vendors: Vendor[],
): Promise<void> {
  const rows: [Deno.KvKey, Store | Vendor][] = [
    ...stores.map((s): [Deno.KvKey, Store] => [storeKeys.store(s.store_number), s]),
    ...vendors.map((v): [Deno.KvKey, Vendor] => [storeKeys.vendor(v.vendor_number), v]),
  ];
  for (const [key, value] of rows) {
    const op = kv.atomic().check({ key, versionstamp: null }).set(key, value);
    await (key[0] === "stores" ? storeWritten(op) : vendorWritten(op)).commit();
  }
}
