// Ship-to addresses for show orders: each store's own address first (from lib/stores), then the
// extra addresses the store added at /showcloud/shipping (a warehouse, a second door).
import { type Store, storeKeys } from "../stores/mod.ts";
import type { ShipTo } from "./schema.ts";
import { getShipTos, putShipTos, shipToKey } from "./store.ts";

/** A store's address on one line (the store number when the record is missing). */
export function storeAddress(store: Store | null, n: number): string {
  return store
    ? `${store.name}, ${store.address}, ${store.city} ${store.province} ${store.postal_code}`
    : `#${n}`;
}

/** Every ship-to of a store: its own address (id "store") first (both in one read). */
export async function shipTosOf(kv: Deno.Kv, n: number): Promise<ShipTo[]> {
  const [store, extra] = await kv.getMany<[Store, ShipTo[]]>([storeKeys.store(n), shipToKey(n)]);
  return [
    { id: "store", label: store.value?.name ?? `#${n}`, address: storeAddress(store.value, n) },
    ...extra.value ?? [],
  ];
}

export async function addShipTo(kv: Deno.Kv, n: number, input: Omit<ShipTo, "id">) {
  const list = await getShipTos(kv, n);
  await putShipTos(kv, n, [...list, { id: crypto.randomUUID().slice(0, 8), ...input }]);
}

export async function removeShipTo(kv: Deno.Kv, n: number, id: string) {
  await putShipTos(kv, n, (await getShipTos(kv, n)).filter((s) => s.id !== id));
}
