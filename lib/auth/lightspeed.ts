// A store's Lightspeed POS connection (/account/lightspeed): the account id and the API key, the key
// encrypted in KV and never sent back; a connection test against config.LIGHTSPEED_BASE_URL
// (GET /API/V3/Account/{id}.json with the key as a bearer token); the last sync status.
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { decryptText, encryptText } from "./crypto.ts";
import type { User } from "./types.ts";

interface StoredConnection {
  store_number: number;
  account_id: string;
  api_key_sealed: string;
  /** Last four characters, to recognise the key. */
  api_key_hint: string;
  saved_at: string;
  saved_by: string;
  last_test: TestResult | null;
  last_sync: { status: "ok" | "error" | "never"; at: string | null; message?: string };
}

export interface TestResult {
  ok: boolean;
  at: string;
  status: number | null;
  /** An i18n key under account.lightspeed.test_ */
  result: "ok" | "unauthorized" | "not_found" | "http_error" | "unreachable";
  account_name?: string;
}

/** What pages see: never the key. */
export type Connection = Omit<StoredConnection, "api_key_sealed">;

function visible(stored: StoredConnection): Connection {
  const { api_key_sealed: _sealed, ...rest } = stored;
  return rest;
}

export function canManageLightspeed(user: User, storeNumber: number): boolean {
  if (user.Site_Admin) return true;
  return user.Store_Admin && user.Stores.some(([n]) => n === storeNumber);
}

export async function getConnection(kv: Deno.Kv, storeNumber: number): Promise<Connection | null> {
  const stored = (await kv.get<StoredConnection>(["lightspeed", storeNumber])).value;
  return stored ? visible(stored) : null;
}

/** Every store's connection in one listing, by store number (the fleet page: not one read each). */
export async function listConnections(kv: Deno.Kv): Promise<Map<number, Connection>> {
  const out = new Map<number, Connection>();
  for await (const e of kv.list<StoredConnection>({ prefix: ["lightspeed"] })) {
    if (typeof e.key[1] === "number" && e.key.length === 2) out.set(e.key[1], visible(e.value));
  }
  return out;
}

export async function saveConnection(
  kv: Deno.Kv,
  user: User,
  storeNumber: number,
  input: { account_id: string; api_key: string },
): Promise<Connection> {
  if (!canManageLightspeed(user, storeNumber)) {
    throw new HttpError(403, "account.errors.not_store_admin");
  }
  const key = ["lightspeed", storeNumber];
  const previous = await kv.get<StoredConnection>(key);
  const stored: StoredConnection = {
    store_number: storeNumber,
    account_id: input.account_id,
    api_key_sealed: await encryptText(kv, input.api_key),
    api_key_hint: input.api_key.slice(-4),
    saved_at: new Date().toISOString(),
    saved_by: user.email,
    last_test: null,
    last_sync: previous.value?.last_sync ?? { status: "never", at: null },
  };
  await kv.atomic().check(previous).set(key, stored).commit();
  return visible(stored);
}

export async function testConnection(
  kv: Deno.Kv,
  config: Config,
  user: User,
  storeNumber: number,
): Promise<TestResult> {
  if (!canManageLightspeed(user, storeNumber)) {
    throw new HttpError(403, "account.errors.not_store_admin");
  }
  const key = ["lightspeed", storeNumber];
  const entry = await kv.get<StoredConnection>(key);
  if (!entry.value) throw new HttpError(400, "account.lightspeed.not_connected");
  const apiKey = await decryptText(kv, entry.value.api_key_sealed);
  const url = new URL(
    `API/V3/Account/${encodeURIComponent(entry.value.account_id)}.json`,
    config.LIGHTSPEED_BASE_URL.endsWith("/")
      ? config.LIGHTSPEED_BASE_URL
      : config.LIGHTSPEED_BASE_URL + "/",
  );
  const at = new Date().toISOString();
  let result: TestResult;
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${apiKey}`, accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) {
      const body = await res.json().catch(() => ({}));
      const name = body?.Account?.name;
      result = {
        ok: true,
        at,
        status: res.status,
        result: "ok",
        ...(typeof name === "string" ? { account_name: name } : {}),
      };
    } else {
      await res.body?.cancel();
      result = {
        ok: false,
        at,
        status: res.status,
        result: res.status === 401 || res.status === 403
          ? "unauthorized"
          : res.status === 404
          ? "not_found"
          : "http_error",
      };
    }
  } catch {
    result = { ok: false, at, status: null, result: "unreachable" };
  }
  await kv.atomic().check(entry).set(key, { ...entry.value, last_test: result }).commit();
  return result;
}

export async function removeConnection(kv: Deno.Kv, user: User, storeNumber: number) {
  if (!canManageLightspeed(user, storeNumber)) {
    throw new HttpError(403, "account.errors.not_store_admin");
  }
  await kv.delete(["lightspeed", storeNumber]);
}
