// The generic cache (spec sections 3 and 9): cached items {key, value, timestamp, expiry} in Deno KV
// under ["cache", key]. Expiry is checked on every read (an expired item reads as absent and is
// deleted) and KV's own expireIn removes it later anyway. Inspect and clear at /admin/cache.
export const CACHE_PREFIX = "cache";
/** Default expiry of a cached item, in seconds (spec section 9). */
export const CACHE_DEFAULT_EXPIRY_S = 300;
/** A location (geolocation, store distances) is cached for up to one hour (spec section 9). */
export const LOCATION_CACHE_MAX_S = 3600;

export interface CachedItem<T = unknown> {
  key: string;
  value: T;
  /** When it was stored, epoch milliseconds. */
  timestamp: number;
  /** When it expires, epoch milliseconds. */
  expiry: number;
}

export interface CacheEntryInfo {
  key: string;
  /** Bytes of the JSON form of the value. */
  size: number;
  /** Seconds since it was stored. */
  ageSeconds: number;
  /** Seconds until it expires. */
  expiresInSeconds: number;
  timestamp: number;
  expiry: number;
}

const kvKey = (key: string): Deno.KvKey => [CACHE_PREFIX, key];

function validKey(key: string): string {
  if (typeof key !== "string" || key.length === 0 || key.length > 1000) {
    throw new RangeError("A cache key is a string of 1 to 1000 characters");
  }
  return key;
}

/** The cached value, or null when absent or expired. */
export async function getCached<T>(kv: Deno.Kv, key: string): Promise<T | null> {
  const entry = await kv.get<CachedItem<T>>(kvKey(validKey(key)));
  const item = entry.value;
  if (!item) return null;
  if (item.expiry <= Date.now()) {
    // Delete only if nobody replaced it meanwhile.
    await kv.atomic().check(entry).delete(entry.key).commit();
    return null;
  }
  return item.value;
}

/** Stores a value for `ttlSeconds` (default 300 s). The value must be structured-cloneable. */
export async function setCached<T>(
  kv: Deno.Kv,
  key: string,
  value: T,
  ttlSeconds = CACHE_DEFAULT_EXPIRY_S,
): Promise<CachedItem<T>> {
  if (!(ttlSeconds > 0)) throw new RangeError("A cache expiry is a positive number of seconds");
  const timestamp = Date.now();
  const item: CachedItem<T> = {
    key: validKey(key),
    value,
    timestamp,
    expiry: timestamp + ttlSeconds * 1000,
  };
  await kv.set(kvKey(key), item, { expireIn: ttlSeconds * 1000 });
  return item;
}

/**
 * The cached value, or the loader's result (then cached for `ttlSeconds`). A value that cannot be
 * stored (e.g. larger than KV's 64 KiB) is returned uncached.
 */
export async function cached<T>(
  kv: Deno.Kv,
  key: string,
  loader: () => Promise<T> | T,
  ttlSeconds = CACHE_DEFAULT_EXPIRY_S,
): Promise<T> {
  const hit = await getCached<T>(kv, key);
  if (hit !== null) return hit;
  const value = await loader();
  if (value === null || value === undefined) return value;
  try {
    await setCached(kv, key, value, ttlSeconds);
  } catch (error) {
    console.warn(
      `cache: could not store "${key}":`,
      error instanceof Error ? error.message : error,
    );
  }
  return value;
}

export async function deleteCached(kv: Deno.Kv, key: string): Promise<void> {
  await kv.delete(kvKey(validKey(key)));
}

/** Deletes every cached item; returns how many were deleted. */
export async function clearCache(kv: Deno.Kv): Promise<number> {
  let count = 0;
  let batch = kv.atomic();
  let inBatch = 0;
  for await (const entry of kv.list({ prefix: [CACHE_PREFIX] })) {
    batch.delete(entry.key);
    count++;
    if (++inBatch === 500) {
      await batch.commit();
      batch = kv.atomic();
      inBatch = 0;
    }
  }
  if (inBatch) await batch.commit();
  return count;
}

/** The live (unexpired) items for /admin/cache, in key order. */
export async function listCache(kv: Deno.Kv, limit = 1000): Promise<CacheEntryInfo[]> {
  const now = Date.now();
  const out: CacheEntryInfo[] = [];
  for await (const entry of kv.list<CachedItem>({ prefix: [CACHE_PREFIX] }, { limit })) {
    const item = entry.value;
    if (!item || item.expiry <= now) continue;
    out.push({
      key: item.key,
      size: jsonSize(item.value),
      ageSeconds: Math.max(0, Math.floor((now - item.timestamp) / 1000)),
      expiresInSeconds: Math.ceil((item.expiry - now) / 1000),
      timestamp: item.timestamp,
      expiry: item.expiry,
    });
  }
  return out;
}

function jsonSize(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value) ?? "").length;
  } catch {
    return 0;
  }
}
