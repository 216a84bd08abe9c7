// What routing needs from the rest of the portal: the web order's lines matched to items, the
// stores that take web orders, and their stock. Items and stock come from the sales area's
// catalogue and stock records until lib/catalogue lands (then matchLine reads its variants).
import { listStores } from "../db/stores.ts";
import { getUser, userIdsOfStore } from "../auth/store.ts";
import { catalog, K as SALES } from "../sales/store.ts";
import type { Item, StockRecord } from "../sales/model.ts";
import { toGtin14 } from "../gs1/gtin.ts";
import type { Env } from "./schema.ts";
import type { RoutingStore } from "./routing.ts";
import {
  acceptedToday,
  DEFAULT_CAPACITY,
  DEFAULT_SAFETY_STOCK,
  getSettings,
  recentOffers,
  type StoreSettings,
} from "./store.ts";
import { HEAD_OFFICE_STORE } from "./constants.ts";

/** A web order line's item: by SKU (our item number) first, else by its barcode as a GTIN. */
export async function matchLine(
  kv: Deno.Kv,
  sku: string | null | undefined,
  barcode: string | null | undefined,
): Promise<Item | null> {
  if (sku) {
    const item = (await kv.get<Item>(SALES.item(sku.trim()))).value;
    if (item) return item;
  }
  const gtin = barcode ? toGtin14(barcode) : null;
  const skuGtin = !gtin && sku ? toGtin14(sku) : null;
  const wanted = gtin ?? skuGtin;
  if (!wanted) return null;
  for (const item of (await catalog(kv)).values()) if (item.gtin === wanted) return item;
  return null;
}

/** A store's settings: stored ones, else opted in when one of its staff holds `fulfillment`. */
export async function settingsOf(kv: Deno.Kv, env: Env, store: number): Promise<StoreSettings> {
  const stored = await getSettings(kv, env, store);
  if (stored) return stored;
  let opted = false;
  for (const id of await userIdsOfStore(kv, store)) {
    const user = await getUser(kv, id);
    if (user && user.Role === "member" && user.Permissions.fulfillment) opted = true;
  }
  return { opted_in: opted, daily_capacity: DEFAULT_CAPACITY, safety_stock: DEFAULT_SAFETY_STOCK };
}

/** Every active member store as routing sees it at `at`. */
export async function routingStores(kv: Deno.Kv, env: Env, at: Date): Promise<RoutingStore[]> {
  const stores = (await listStores(kv)).filter((s) =>
    s.active && s.store_number !== HEAD_OFFICE_STORE
  );
  const offers = await recentOffers(kv, env, stores.map((s) => s.store_number), at);
  const out: RoutingStore[] = [];
  for (const s of stores) {
    const settings = await settingsOf(kv, env, s.store_number);
    if (!settings.opted_in) continue;
    out.push({
      store_number: s.store_number,
      province: s.province,
      latitude: s.latitude,
      longitude: s.longitude,
      opted_in: true,
      capacity_left: settings.daily_capacity - await acceptedToday(kv, env, s.store_number, at),
      recent_offers: offers.get(s.store_number) ?? 0,
      performance: 0.9,
    });
  }
  return out;
}

/** Units on hand per store and item, for the given items. */
export async function stockFor(
  kv: Deno.Kv,
  stores: number[],
  items: string[],
): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  for (const store of stores) out.set(store, new Map());
  const keys = stores.flatMap((store) => items.map((item) => ({ store, item })));
  for (let i = 0; i < keys.length; i += 10) {
    const batch = keys.slice(i, i + 10);
    const entries = await kv.getMany<StockRecord[]>(batch.map((k) => SALES.stock(k.item, k.store)));
    entries.forEach((e, j) => {
      if (e.value) out.get(batch[j].store)!.set(batch[j].item, e.value.on_hand);
    });
  }
  return out;
}
