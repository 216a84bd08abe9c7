// The names pages show for identifiers records keep: people recorded by e-mail (`by`,
// `updated_by`, `saved_by`…) and vendors recorded by number (V100). Read once a minute per store
// (a cache: a rename shows within a minute) and kept for the request by lib/nav/labels.ts.
import { normalizeEmail, type UserRecord } from "../auth/store.ts";
import { listVendors } from "../stores/store.ts";

export interface Directory {
  /** Normalised e-mail → the account's name. */
  people: Map<string, string>;
  /** Vendor number → the vendor's name. */
  vendors: Map<string, string>;
}

const TTL_MS = 60_000;
const cache = new WeakMap<Deno.Kv, { at: number; directory: Promise<Directory> }>();

async function read(kv: Deno.Kv): Promise<Directory> {
  const people = new Map<string, string>();
  for await (const entry of kv.list<UserRecord>({ prefix: ["users"] })) {
    const user = entry.value;
    if (user?.email && user.name) people.set(normalizeEmail(user.email), user.name);
  }
  const vendors = new Map((await listVendors(kv)).map((v) => [v.vendor_number, v.name]));
  return { people, vendors };
}

export function directory(kv: Deno.Kv, now = Date.now()): Promise<Directory> {
  const hit = cache.get(kv);
  if (hit && now - hit.at < TTL_MS) return hit.directory;
  const fresh = read(kv);
  cache.set(kv, { at: now, directory: fresh });
  fresh.catch(() => cache.delete(kv));
  return fresh;
}
