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

const SECRET_KEY = ["secrets", "encryption_key"] as const;
const keyCache = new WeakMap<Deno.Kv, Promise<CryptoKey>>();

/**
 * The AES-256-GCM key of this KV store: created once (atomically, so concurrent instances agree)
 * and kept under ["secrets", "encryption_key"].
 */
function encryptionKey(kv: Deno.Kv): Promise<CryptoKey> {
  let key = keyCache.get(kv);
  if (!key) {
    key = (async () => {
      let entry = await kv.get<string>(SECRET_KEY);
      if (!entry.value) {
        await kv.atomic().check({ key: SECRET_KEY, versionstamp: null })
          .set(SECRET_KEY, toBase64Url(crypto.getRandomValues(new Uint8Array(32)))).commit();
        entry = await kv.get<string>(SECRET_KEY);
      }
      return await crypto.subtle.importKey(
        "raw",
        fromBase64Url(entry.value!),
        "AES-GCM",
        false,
        ["encrypt", "decrypt"],
      );
    })();
    keyCache.set(kv, key);
  }
  return key;
}

/** Encrypts a text for storage: "v1.<iv>.<ciphertext>" in base64url. */
export async function encryptText(kv: Deno.Kv, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await encryptionKey(kv),
    encoder.encode(text),
  );
  return `v1.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(data))}`;
}

export async function decryptText(kv: Deno.Kv, sealed: string): Promise<string> {
  const [version, iv, data] = sealed.split(".");
  if (version !== "v1" || !iv || !data) throw new Error("Unknown encrypted value format");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64Url(iv) },
    await encryptionKey(kv),
    fromBase64Url(data),
  );
  return decoder.decode(plain);
}
