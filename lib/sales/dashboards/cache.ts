// Computed dashboard data, cached per process. Sales figures change only when data is ingested
// (and the default periods when the day changes, which changes the cache key): every ingest
// changes the data version key in KV in the same atomic as the rollups (applyAtomically in
// lib/sales/rollup_write.ts), and a cache key starts with that version and the catalogue's, so an
// instance never serves figures older than KV's, however many instances share it. One KV read per
// request checks both.
// Entries are bounded (least recently used dropped first) and expire after ten minutes, so store
// and vendor names (reference data without a version) are never stale for long.
import { CK } from "../../catalogue/store.ts";
import { K } from "../store.ts";

const TTL_MS = 10 * 60_000;

/** A least-recently-used map of promises (concurrent requests share one computation). */
export class BoundedCache<V> {
  readonly #entries = new Map<string, { at: number; value: Promise<V> }>();
  constructor(readonly max: number, readonly ttlMs = TTL_MS) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The value under `key`, computing it (once, even for concurrent callers) when missing. */
  get(key: string, compute: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      // refresh recency: a Map iterates in insertion order, so the first key is the oldest
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    this.#entries.set(key, { at: now, value });
    // a failed computation is not kept
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    while (this.#entries.size > this.max) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

// Versionstamps are only unique within one KV store: a process with several (tests) keys by store.
const kvIds = new WeakMap<Deno.Kv, number>();
let lastKvId = 0;

/** The versions dashboard data depends on: the sales data and the catalogue (one KV read). */
export async function dataVersion(kv: Deno.Kv): Promise<string> {
  let id = kvIds.get(kv);
  if (id === undefined) kvIds.set(kv, id = ++lastKvId);
  const [sales, catalogue] = await kv.getMany([K.dataVersion(), CK.version()]);
  return `${id}:${sales.versionstamp ?? "-"}/${catalogue.versionstamp ?? "-"}`;
}

/** Freezes a computed value through and through, so a caller cannot change what others are served. */
function deepFreeze<V>(value: V): V {
  // Typed arrays cannot be frozen (and dashboards hold none); they are left as they are.
  if (value && typeof value === "object" && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A dashboard's data for `parts` (scope, period …) under the current data version: computed once
 * per version and shared, frozen (callers copy what they relabel or sort; a copy per request cost
 * more than a small page's whole render). `key` names that version of the data: markup made from
 * it alone can be cached under it (lib/sales/markup_cache.ts).
 */
export async function cachedWithKey<V>(
  kv: Deno.Kv,
  cache: BoundedCache<V>,
  parts: (string | number | null | undefined)[],
  compute: () => Promise<V>,
): Promise<{ key: string; value: V }> {
  const key = `${await dataVersion(kv)}|${parts.map((p) => p ?? "").join("|")}`;
  return { key, value: await cache.get(key, () => compute().then(deepFreeze)) };
}

/** As cachedWithKey, the data alone. */
export async function cached<V>(
  kv: Deno.Kv,
  cache: BoundedCache<V>,
  parts: (string | number | null | undefined)[],
  compute: () => Promise<V>,
): Promise<V> {
  return (await cachedWithKey(kv, cache, parts, compute)).value;
}
