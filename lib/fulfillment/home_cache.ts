// What a store's fulfillment home lists (its orders to work on, the returns coming to it, its team
// quotes), kept in memory per store while the store's revision key keeps its versionstamp. Every
// writer of those records rewrites the key in the same commit (store.ts indexOrder, returns.ts,
// quotes.ts), so the page staff keep open all day costs one read of the revision keys instead of
// listing and decoding every record; a change shows on the next view. The records are shared
// between requests: read only.
import type { Env, FulfillmentOrder } from "./schema.ts";
import { K, listStoreWork } from "./store.ts";
import { listOpenReturnsOfStores, type ReturnRequest } from "./returns.ts";
import { listQuotesForStores, type TeamQuote } from "./quotes.ts";

export interface StoreHome {
  orders: FulfillmentOrder[];
  returns: ReturnRequest[];
  quotes: TeamQuote[];
}

const cache = new WeakMap<Deno.Kv, Map<string, { stamp: string; home: StoreHome }>>();

/** Each store's home lists (in the order of `stores`). */
export async function storeHomes(kv: Deno.Kv, env: Env, stores: number[]): Promise<StoreHome[]> {
  let byStore = cache.get(kv);
  if (!byStore) cache.set(kv, byStore = new Map());
  const out: StoreHome[] = [];
  for (let i = 0; i < stores.length; i += 10) {
    const revs = await kv.getMany(stores.slice(i, i + 10).map((store) => K.rev(env, store)));
    for (const [j, { versionstamp }] of revs.entries()) {
      const store = stores[i + j];
      const key = `${env}|${store}`;
      const hit = byStore.get(key);
      if (hit && versionstamp && hit.stamp === versionstamp) {
        out.push(hit.home);
        continue;
      }
      const home = {
        orders: await listStoreWork(kv, env, store),
        returns: await listOpenReturnsOfStores(kv, env, [store]),
        quotes: await listQuotesForStores(kv, env, [store]),
      };
      // No revision yet (records older than it, or none): read again next time.
      if (versionstamp) byStore.set(key, { stamp: versionstamp, home });
      out.push(home);
    }
  }
  return out;
}
