// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a good sign-in
// the browser gets a signed `portal_device` cookie naming that user. A later sign-in as the same user
// carrying it is not held by the per-account and per-address limits that strangers trigger, so an
// attacker who knows an e-mail address (even behind the store's own router) cannot lock its owner
// out. A trusted device has its own limit instead (["rate_limits", "login_device", nonce]).
//
// Cookie: up to MAX_TOKENS tokens "<user_id>.<nonce>.<signature>" joined by "~", newest first (a
// shared store computer may sign in as several people). Signature: HMAC-SHA256 over
// "device/v1|<user_id>|<nonce>" with a key derived from SECRET_KEY (HKDF), else a random key kept in
// KV under ["secrets", "device_key"] (created atomically, so every instance agrees).
import {
  derivedKey,
  HMAC_SHA256,
  hmacKey,
  randomToken,
  safeEqual,
  storedKeyBytes,
  toBase64Url,
} from "./crypto.ts";

export const DEVICE_COOKIE = "portal_device";
/** A device stays known for 180 days after its last good sign-in. */
export const DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;
const MAX_TOKENS = 5;
const KEY = ["secrets", "device_key"] as const;
const encoder = new TextEncoder();

const keys = new WeakMap<Deno.Kv, Promise<CryptoKey>>();

async function signingKey(kv: Deno.Kv, secret: string | undefined): Promise<CryptoKey> {
  let key = keys.get(kv);
  if (!key) {
    key = secret ? deriveKey(secret) : storedKey(kv);
    keys.set(kv, key);
    key.catch(() => keys.delete(kv));
  }
  return await key;
}

function deriveKey(secret: string): Promise<CryptoKey> {
  return derivedKey(secret, "device-cookies/hmac-sha256/v1", HMAC_SHA256, ["sign"]);
}

async function storedKey(kv: Deno.Kv): Promise<CryptoKey> {
  return await hmacKey((await storedKeyBytes(kv, KEY))!);
}

async function sign(key: CryptoKey, userId: string, nonce: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`device/v1|${userId}|${nonce}`));
  return toBase64Url(new Uint8Array(mac));
}

function tokens(cookie: string | null): string[] {
  return (cookie ?? "").split("~").filter((t) => /^[\w-]{1,64}\.[\w-]{22,64}\.[\w-]{43}$/.test(t))
    .slice(0, MAX_TOKENS);
}

/** The nonce of a validly signed token for `userId` in the cookie, or null. */
export async function trustedDevice(
  kv: Deno.Kv,
  secret: string | undefined,
  cookie: string | null,
  userId: string,
): Promise<string | null> {
  const mine = tokens(cookie).filter((t) => t.startsWith(`${userId}.`));
  if (mine.length === 0) return null;
  const key = await signingKey(kv, secret);
  for (const token of mine) {
    const [, nonce, signature] = token.split(".");
    if (safeEqual(signature, await sign(key, userId, nonce))) return nonce;
  }
  return null;
}

/** The new cookie value after a good sign-in: a fresh token for `userId` first, others kept. */
export async function issueDevice(
  kv: Deno.Kv,
  secret: string | undefined,
  cookie: string | null,
  userId: string,
): Promise<string> {
  const nonce = randomToken(16);
  const token = `${userId}.${nonce}.${await sign(await signingKey(kv, secret), userId, nonce)}`;
  const others = tokens(cookie).filter((t) => !t.startsWith(`${userId}.`));
  return [token, ...others].slice(0, MAX_TOKENS).join("~");
}

/** Set-Cookie for the device cookie: sent to the sign-in endpoint only, never to scripts. */
export function deviceCookie(value: string, url: URL): string {
  const parts = [
    `${DEVICE_COOKIE}=${value}`,
    "Path=/api/account/login",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${DEVICE_MAX_AGE_S}`,
  ];
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1" ||
    url.hostname.endsWith(".localhost");
  if (!local) parts.push("Secure");
  return parts.join("; ");
}
