// People by name, not by e-mail: records keep who did something as an e-mail address (`by`,
// `updated_by`, `saved_by`…); pages show that person's name (components/Person.tsx). The names of
// every account are read once a minute per store (a cache: a renamed user shows the new name
// within a minute) and kept for the request by lib/nav/labels.ts.
import { normalizeEmail, type UserRecord } from "./store.ts";

const TTL_MS = 60_000;
const cache = new WeakMap<Deno.Kv, { at: number; names: Promise<Map<string, string>> }>();

async function readNames(kv: Deno.Kv): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for await (const entry of kv.list<UserRecord>({ prefix: ["users"] })) {
    const user = entry.value;
    if (user?.email && user.name) names.set(normalizeEmail(user.email), user.name);
  }
  return names;
}

/** E-mail (normalised) → the account's name, for every account. */
export function peopleNames(kv: Deno.Kv, now = Date.now()): Promise<Map<string, string>> {
  const hit = cache.get(kv);
  if (hit && now - hit.at < TTL_MS) return hit.names;
  const names = readNames(kv);
  cache.set(kv, { at: now, names });
  names.catch(() => cache.delete(kv));
  return names;
}
