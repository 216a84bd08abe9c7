// Ship-to addresses for show orders: each store's own address first (from lib/stores), then the
// extra addresses the store added at /showcloud/shipping (a warehouse, a second door).
import type { Store } from "../stores/mod.ts";
import { getStore } from "../stores/mod.ts";
import type { ShipTo } from "./schema.ts";
import { getShipTos, putShipTos } from "./store.ts";

/** A store's address on one line (the store number when the record is missing). */
export function storeAddress(store: Store | null, n: number): string {
  return store
    ? `${store.name}, ${store.address}, ${store.city} ${store.province} ${store.postal_code}`
    : `#${n}`;
}

/** Every ship-to of a store: its own address (id "store") first. */
export async function shipTosOf(kv: Deno.Kv, n: number): Promise<ShipTo[]> {
  const store = await getStore(kv, n);
  return [
    { id: "store", label: store?.name ?? `#${n}`, address: storeAddress(store, n) },
    ...await getShipTos(kv, n),
  ];
}

export async function addShipTo(kv: Deno.Kv, n: number, input: Omit<ShipTo, "id">) {
  const list = await getShipTos(kv, n);
  await putShipTos(kv, n, [...list, { id: crypto.randomUUID().slice(0, 8), ...input }]);
}

export async function removeShipTo(kv: Deno.Kv, n: number, id: string) {
  await putShipTos(kv, n, (await getShipTos(kv, n)).filter((s) => s.id !== id));
}
