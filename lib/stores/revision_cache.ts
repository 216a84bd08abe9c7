// Lists read from KV, cached per process under the versionstamp of a revision key that every write
// of the listed data sets in the same atomic operation: while nothing changed a list costs one KV
// read, and a write shows on the next read, whichever instance made it. The load runs after the
// revision was read, so what is cached is never older than the revision it is kept under.
// Cached rows are frozen (they are shared by every request); each caller gets its own array.

interface Entry {
  stamp: string;
  rows: Promise<readonly unknown[]>;
}

// Versionstamps are only unique within one KV store: each store has its own cache.
const caches = new WeakMap<Deno.Kv, Map<string, Entry>>();

/** The cache's key for a revision key (kept short: one per listed kind). */
function name(key: Deno.KvKey): string {
  return JSON.stringify(key);
}

/** `load()`'s rows, cached while the versionstamp `stamp` (read by the caller) is unchanged. */
export async function cachedUnder<T>(
  kv: Deno.Kv,
  cacheKey: string,
  stamp: string,
  load: () => Promise<T[]>,
): Promise<T[]> {
  let cache = caches.get(kv);
  if (!cache) caches.set(kv, cache = new Map());
  const hit = cache.get(cacheKey);
  if (hit && hit.stamp === stamp) return [...(await hit.rows)] as T[];
  const rows = load().then((list) => Object.freeze(list.map((row) => Object.freeze(row))));
  cache.set(cacheKey, { stamp, rows });
  // A failed read is not kept.
  rows.catch(() => {
    if (cache.get(cacheKey)?.rows === rows) cache.delete(cacheKey);
  });
  return [...(await rows)] as T[];
}

/** `load()`'s rows, cached while the revision key's versionstamp is unchanged (one KV read). */
export async function cachedByRevision<T>(
  kv: Deno.Kv,
  revision: Deno.KvKey,
  load: () => Promise<T[]>,
): Promise<T[]> {
  const stamp = (await kv.get(revision)).versionstamp ?? "none";
  return await cachedUnder(kv, name(revision), stamp, load);
}

/**
 * The newest versionstamp under a prefix of revision keys ("none" when there is none): when every
 * write of some data sets one of them, this changes with every write of any of it.
 */
export async function newestStamp(kv: Deno.Kv, prefix: Deno.KvKey): Promise<string> {
  let newest = "none";
  for await (const e of kv.list({ prefix })) {
    if (newest === "none" || e.versionstamp > newest) newest = e.versionstamp;
  }
  return newest;
}

/** Changes with every order write: each sets its store's revision (lib/orders/cache.ts). */
export function ordersRevision(kv: Deno.Kv): Promise<string> {
  return newestStamp(kv, ["orders_rev", "store"]);
}
