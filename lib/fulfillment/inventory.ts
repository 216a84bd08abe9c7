// What routing needs from the rest of the portal: the web order's lines matched to items, the
// stores that take web orders, and their stock. Items are the catalogue's variants; stock comes from
// the sales area's stock records.
import { isMemberStore, listStores } from "../stores/mod.ts";
import { getUsers, userIdsOfStore } from "../auth/store.ts";
import type { User } from "../auth/types.ts";
import { versionOf } from "../forms/version.ts";
import { K as SALES } from "../sales/store.ts";
import type { StockRecord } from "../sales/model.ts";
import { findVariantByGtin, getVariant, type Variant } from "../catalogue/mod.ts";
import type { Env } from "./schema.ts";
import { type PosStatus, STALE_AFTER_MS, syncLagMs } from "../admin/pos.ts";
import { torontoDateString } from "../i18n/format.ts";
import type { RoutingStore } from "./routing.ts";
import {
  DEFAULT_CAPACITY,
  DEFAULT_SAFETY_STOCK,
  K,
  recentAccepted,
  recentOffers,
  type StoreSettings,
} from "./store.ts";

/** A web order line's item: by SKU (our item number) first, else by its barcode as a GTIN. */
export async function matchLine(
  kv: Deno.Kv,
  sku: string | null | undefined,
  barcode: string | null | undefined,
): Promise<Variant | null> {
  if (sku) {
    const variant = await getVariant(kv, sku.trim());
    if (variant) return variant;
  }
  const code = barcode ?? sku;
  return code ? await findVariantByGtin(kv, code) : null;
}

/** A store's settings: stored ones, else opted in when one of its staff holds `fulfillment`. */
export async function settingsOf(kv: Deno.Kv, env: Env, store: number): Promise<StoreSettings> {
  return (await settingsEntryOf(kv, env, store)).settings;
}

/**
 * A store's settings (see settingsOf) with the version of the stored record for the edit form's
 * stale-edit check: the record read once, its staff read ten at a time (not one read each).
 */
export async function settingsEntryOf(
  kv: Deno.Kv,
  env: Env,
  store: number,
): Promise<{ settings: StoreSettings; version: string }> {
  return (await settingsEntriesOf(kv, env, [store]))[0];
}

/**
 * Each store's safety stock: its stored setting, else the default (opting in, which reads the
 * store's staff, does not change it). Records read ten at a time.
 */
export async function safetyStocks(
  kv: Deno.Kv,
  env: Env,
  stores: Iterable<number>,
): Promise<Map<number, number>> {
  const list = [...new Set(stores)];
  const out = new Map<number, number>();
  for (let i = 0; i < list.length; i += 10) {
    const slice = list.slice(i, i + 10);
    const entries = await kv.getMany<StoreSettings[]>(slice.map((s) => K.settings(env, s)));
    slice.forEach((s, j) => out.set(s, entries[j].value?.safety_stock ?? DEFAULT_SAFETY_STOCK));
  }
  return out;
}

const optsIn = (user: Pick<User, "Role" | "Permissions"> | null | undefined) =>
  user?.Role === "member" && !!user.Permissions.fulfillment;

/**
 * settingsEntryOf for several stores, their records read ten at a time. `viewer` (a user attached
 * to every one of the stores, e.g. the signed-in staff member on their home) opts a store in by
 * holding `fulfillment` themselves, which spares reading the store's other staff.
 */
export async function settingsEntriesOf(
  kv: Deno.Kv,
  env: Env,
  stores: number[],
  viewer?: User | null,
): Promise<{ settings: StoreSettings; version: string }[]> {
  const out = [];
  for (let i = 0; i < stores.length; i += 10) {
    const entries = await kv.getMany<StoreSettings[]>(
      stores.slice(i, i + 10).map((store) => K.settings(env, store)),
    );
    for (const [j, entry] of entries.entries()) {
      const version = versionOf(entry);
      const opted = entry.value ? false : optsIn(viewer) || await staffOptIn(kv, stores[i + j]);
      out.push({
        settings: entry.value ?? {
          opted_in: opted,
          daily_capacity: DEFAULT_CAPACITY,
          safety_stock: DEFAULT_SAFETY_STOCK,
        },
        version,
      });
    }
  }
  return out;
}

/** Whether one of the store's staff is a member holding `fulfillment` (read ten at a time). */
async function staffOptIn(kv: Deno.Kv, store: number): Promise<boolean> {
  const ids = await userIdsOfStore(kv, store);
  for (let i = 0; i < ids.length; i += 10) {
    if ((await getUsers(kv, ids.slice(i, i + 10))).some(optsIn)) return true;
  }
  return false;
}

/** Stores whose POS data is older than the fleet page's stale limit (no fleet record: not stale). */
async function staleStores(kv: Deno.Kv, stores: number[], at: Date): Promise<Set<number>> {
  const out = new Set<number>();
  for (let i = 0; i < stores.length; i += 10) {
    const got = await kv.getMany<PosStatus[]>(
      stores.slice(i, i + 10).map((s) => ["pos_fleet", "store", s]),
    );
    for (const g of got) {
      const lag = g.value ? syncLagMs(g.value, at.getTime()) : null;
      if (g.value && (lag === null || lag > STALE_AFTER_MS)) out.add(g.value.store_number);
    }
  }
  return out;
}

/**
 * Every opted-in member store as routing sees it at `at`: capacity left today, offers of the last
 * 7 days (rotation) and performance, the share of the last 14 days' offers it accepted (1 when it
 * had none).
 */
export async function routingStores(kv: Deno.Kv, env: Env, at: Date): Promise<RoutingStore[]> {
  const stores = (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
  const opted: { store: typeof stores[number]; settings: StoreSettings }[] = [];
  for (const store of stores) {
    const settings = await settingsOf(kv, env, store.store_number);
    if (settings.opted_in) opted.push({ store, settings });
  }
  const numbers = opted.map((o) => o.store.store_number);
  const stale = await staleStores(kv, numbers, at);
  const week = await recentOffers(kv, env, numbers, at, 7);
  const offered = await recentOffers(kv, env, numbers, at, 14);
  const accepted = await recentAccepted(kv, env, numbers, at, 14);
  return opted.map(({ store: s, settings }) => {
    const offers = offered.get(s.store_number) ?? 0;
    return {
      store_number: s.store_number,
      province: s.province,
      latitude: s.latitude,
      longitude: s.longitude,
      opted_in: true,
      capacity_left: settings.daily_capacity - (accepted.today.get(s.store_number) ?? 0),
      recent_offers: week.get(s.store_number) ?? 0,
      performance: offers === 0
        ? 1
        : Math.min(1, (accepted.window.get(s.store_number) ?? 0) / offers),
      ...(stale.has(s.store_number) ? { stock_stale: true } : {}),
    };
  });
}

/**
 * Units on hand per store and item, for the given items: the POS count, plus units an inspected
 * return put back on the shelf since that count (`env` given: the environment's restocks).
 */
export async function stockFor(
  kv: Deno.Kv,
  stores: number[],
  items: string[],
  env?: Env,
): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  for (const store of stores) out.set(store, new Map());
  const keys = stores.flatMap((store) => items.map((item) => ({ store, item })));
  const asOf = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 10) {
    const batch = keys.slice(i, i + 10);
    const entries = await kv.getMany<StockRecord[]>(batch.map((k) => SALES.stock(k.item, k.store)));
    entries.forEach((e, j) => {
      if (e.value) out.get(batch[j].store)!.set(batch[j].item, e.value.on_hand);
      if (e.value) asOf.set(`${batch[j].store}|${batch[j].item}`, e.value.as_of);
    });
  }
  if (env) {
    const wanted = new Set(items);
    for await (
      const e of kv.list<{ units: number; at: string }>({ prefix: ["fulfillment", env, "restock"] })
    ) {
      const [store, item] = [e.key[3] as number, e.key[4] as string];
      const counted = asOf.get(`${store}|${item}`) ?? "";
      if (!out.has(store) || !wanted.has(item) || torontoDateString(e.value.at) <= counted) {
        continue;
      }
      const byItem = out.get(store)!;
      byItem.set(item, (byItem.get(item) ?? 0) + e.value.units);
    }
  }
  return out;
}
