// Random ids, hashes of secrets kept in KV, and encryption of the few secrets the portal must read
// back (Lightspeed API keys, mail waiting in the outbox). Nothing here ever stores a clear value.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A random secret of `bytes` bytes (default 32 = 256 bits), base64url without padding. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** SHA-256 of a secret, hex: what KV keeps instead of session ids and one-time tokens. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Constant-time comparison of two strings of equal length. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

// The AES-256-GCM key of the secrets kept in KV comes from one of two places:
//
//   - `SECRET_KEY` (configuration; lib/app.ts calls configureSecretKey for the portal's KV): the key is
//     derived from it with HKDF-SHA256 and never stored. Values are sealed as "v2.…". Recommended:
//     a copy of the database alone does not open the secrets in it.
//   - otherwise (the weaker default): a random key created once in the same KV under
//     ["secrets", "encryption_key"] (atomically, so concurrent instances agree). Values are sealed
//     as "v1.…". Whoever reads the database also reads the key.
//
// A store that moves to SECRET_KEY keeps reading its "v1" values with the stored key (when it is
// still there) and seals new values with the derived one.

const STORED_KEY = ["secrets", "encryption_key"] as const;
/** Minimum length of SECRET_KEY (lib/config.ts checks it too). */
export const SECRET_KEY_MIN_LENGTH = 32;

const storedKeys = new WeakMap<Deno.Kv, Promise<CryptoKey>>();
const derivedKeys = new WeakMap<Deno.Kv, Promise<CryptoKey>>();

/**
 * Uses a key derived from `secret` (the SECRET_KEY setting) for the secrets of `kv`; without a
 * secret, the random key stored in KV (the default). Called once when the portal starts.
 */
export function configureSecretKey(kv: Deno.Kv, secret: string | undefined): void {
  if (!secret) {
    derivedKeys.delete(kv);
    macKeys.delete(kv);
    return;
  }
  if (secret.length < SECRET_KEY_MIN_LENGTH) {
    throw new Error(`SECRET_KEY must have at least ${SECRET_KEY_MIN_LENGTH} characters`);
  }
  derivedKeys.set(kv, deriveKey(secret));
  macKeys.set(kv, deriveMacKey(secret));
}

function deriveKey(secret: string): Promise<CryptoKey> {
  return derivedKey(secret, "kv-secrets/aes-256-gcm/v2", { name: "AES-GCM", length: 256 }, [
    "encrypt",
    "decrypt",
  ]);
}

/**
 * A key derived from SECRET_KEY with HKDF-SHA256 (never stored). `info` names its use, so every use
 * (secrets in KV, signed links, device cookies) has a key of its own.
 */
export async function derivedKey(
  secret: string,
  info: string,
  algorithm: AesKeyGenParams | HmacKeyGenParams,
  usages: KeyUsage[],
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, [
    "deriveKey",
  ]);
  return await crypto.subtle.deriveKey(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: encoder.encode("member-portal"),
      info: encoder.encode(info),
    },
    material,
    algorithm,
    false,
    usages,
  );
}

/**
 * The random 256-bit key kept in KV at `key` (the default without SECRET_KEY), created atomically
 * on first use so every instance agrees; null when it is missing and `create` is false.
 */
export async function storedKeyBytes(
  kv: Deno.Kv,
  key: Deno.KvKey,
  create = true,
): Promise<Uint8Array<ArrayBuffer> | null> {
  let entry = await kv.get<string>(key);
  if (!entry.value) {
    if (!create) return null;
    await kv.atomic().check({ key, versionstamp: null })
      .set(key, toBase64Url(crypto.getRandomValues(new Uint8Array(32)))).commit();
    entry = await kv.get<string>(key);
  }
  return fromBase64Url(entry.value!);
}

/** An HMAC-SHA256 signing key from raw bytes. */
export function hmacKey(bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** HMAC-SHA256 with a 256-bit key: the signing keys derived from SECRET_KEY. */
export const HMAC_SHA256: HmacKeyGenParams = { name: "HMAC", hash: "SHA-256", length: 256 };

/** The key stored in KV; created when `create` and missing, else null when missing. */
async function storedKey(kv: Deno.Kv, create: boolean): Promise<CryptoKey | null> {
  let key = storedKeys.get(kv);
  if (!key) {
    const bytes = await storedKeyBytes(kv, STORED_KEY, create);
    if (!bytes) return null;
    key = crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]);
    storedKeys.set(kv, key);
  }
  return await key;
}

/**
 * Encrypts a text for storage: "v2.<iv>.<ciphertext>" (base64url) with the SECRET_KEY-derived
 * key, or "v1.<iv>.<ciphertext>" with the key stored in KV when no SECRET_KEY is set.
 */
export async function encryptText(kv: Deno.Kv, text: string): Promise<string> {
  const derived = derivedKeys.get(kv);
  const version = derived ? "v2" : "v1";
  const key = derived ? await derived : (await storedKey(kv, true))!;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, encoder.encode(text));
  return `${version}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(data))}`;
}

export async function decryptText(kv: Deno.Kv, sealed: string): Promise<string> {
  const [version, iv, data] = sealed.split(".");
  if ((version !== "v1" && version !== "v2") || !iv || !data) {
    throw new Error("Unknown encrypted value format");
  }
  let key: CryptoKey | null;
  if (version === "v2") {
    const derived = derivedKeys.get(kv);
    if (!derived) throw new Error("This value was sealed with SECRET_KEY, which is not set");
    key = await derived;
  } else {
    key = await storedKey(kv, false);
    if (!key) throw new Error("The stored encryption key of this value is missing");
  }
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64Url(iv) },
    key,
    fromBase64Url(data),
  );
  return decoder.decode(plain);
}

// Signed links (e.g. a member's Atom feed address, which a feed reader opens without a session):
// HMAC-SHA256 with a key derived from SECRET_KEY (HKDF, its own `info`), or without it a random
// key stored once in KV under ["secrets", "mac_key"]. A signature names its purpose, so a value
// signed for one use never verifies for another.

const STORED_MAC_KEY = ["secrets", "mac_key"] as const;
const macKeys = new WeakMap<Deno.Kv, Promise<CryptoKey>>();

function deriveMacKey(secret: string): Promise<CryptoKey> {
  return derivedKey(secret, "signed-links/hmac-sha256/v1", HMAC_SHA256, ["sign"]);
}

async function macKey(kv: Deno.Kv): Promise<CryptoKey> {
  let key = macKeys.get(kv);
  if (!key) {
    key = storedKeyBytes(kv, STORED_MAC_KEY).then((bytes) => hmacKey(bytes!));
    macKeys.set(kv, key);
  }
  return await key;
}

/** The signature (base64url HMAC-SHA256) of `value` for `purpose`. */
export async function signValue(kv: Deno.Kv, purpose: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    "HMAC",
    await macKey(kv),
    encoder.encode(`${purpose}\n${value}`),
  );
  return toBase64Url(new Uint8Array(mac));
}

/** Whether `signature` is `value`'s signature for `purpose` (constant-time comparison). */
export async function verifyValue(
  kv: Deno.Kv,
  purpose: string,
  value: string,
  signature: string,
): Promise<boolean> {
  return safeEqual(await signValue(kv, purpose, value), signature);
}
