// Opening Deno KV: an embedded SQLite file (folder created on first run), `:memory:`, a KV Connect
// URL for a shared remote store, or `host`: the store the hosting platform provides (Deno Deploy),
// opened with no path so that nothing is written to the (read-only) file system.
import { dirname } from "node:path";
import { HOST_KV } from "../config.ts";

export async function openKv(location: string): Promise<Deno.Kv> {
  if (location === HOST_KV) return await Deno.openKv();
  if (location === ":memory:" || /^https?:\/\//.test(location)) return await Deno.openKv(location);
  await Deno.mkdir(dirname(location), { recursive: true });
  return await Deno.openKv(location);
}

/** Reads every value under a prefix (for small, bounded lists only). */
export async function listValues<T>(kv: Deno.Kv, prefix: Deno.KvKey, limit = 1000): Promise<T[]> {
  const values: T[] = [];
  for await (const entry of kv.list<T>({ prefix }, { limit })) values.push(entry.value);
  return values;
}

/** True when the store holds nothing yet (first start). */
export async function isEmpty(kv: Deno.Kv): Promise<boolean> {
  for await (const _ of kv.list({ prefix: [] }, { limit: 1 })) return false;
  return true;
}
