// One-time tokens for e-mailed links: 256-bit random, KV keeps only the SHA-256 under
// ["tokens", kind, hash]; single use (marked used atomically) and expiring (reset: 1 hour, e-mail
// verification and staff invitations: 7 days). Used and expired tokens are kept a week so that the
// page can say so clearly, then KV drops them.
import { randomToken, sha256Hex } from "./crypto.ts";

export const TOKEN_KINDS = {
  reset: 60 * 60 * 1000,
  verify: 7 * 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
} as const;
export type TokenKind = keyof typeof TOKEN_KINDS;
const KEEP_AFTER_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenRecord {
  user_id: string;
  kind: TokenKind;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type TokenState =
  | { status: "valid"; record: TokenRecord }
  | { status: "used" | "expired" | "unknown" };

export async function issueToken(kv: Deno.Kv, kind: TokenKind, userId: string): Promise<string> {
  const token = randomToken(32);
  const now = Date.now();
  const record: TokenRecord = {
    user_id: userId,
    kind,
    created_at: now,
    expires_at: now + TOKEN_KINDS[kind],
    used_at: null,
  };
  await kv.set(["tokens", kind, await sha256Hex(token)], record, {
    expireIn: TOKEN_KINDS[kind] + KEEP_AFTER_EXPIRY_MS,
  });
  return token;
}

function stateOf(record: TokenRecord | null): TokenState {
  if (!record) return { status: "unknown" };
  if (record.used_at !== null) return { status: "used" };
  if (record.expires_at <= Date.now()) return { status: "expired" };
  return { status: "valid", record };
}

/** Looks at a token without using it. */
export async function peekToken(kv: Deno.Kv, kind: TokenKind, token: string): Promise<TokenState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: "unknown" };
  return stateOf((await kv.get<TokenRecord>(["tokens", kind, await sha256Hex(token)])).value);
}

/**
 * Uses a token once: marks it used atomically (a second use, even concurrent, sees "used") and
 * commits `also` in the same atomic operation when given.
 */
export async function consumeToken(
  kv: Deno.Kv,
  kind: TokenKind,
  token: string,
  also?: (op: Deno.AtomicOperation, record: TokenRecord) => void | Promise<void>,
): Promise<TokenState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: "unknown" };
  const key = ["tokens", kind, await sha256Hex(token)];
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await kv.get<TokenRecord>(key);
    const state = stateOf(entry.value);
    if (state.status !== "valid") return state;
    const used = { ...state.record, used_at: Date.now() };
    const op = kv.atomic().check(entry).set(key, used, { expireIn: KEEP_AFTER_EXPIRY_MS });
    await also?.(op, state.record);
    if ((await op.commit()).ok) return { status: "valid", record: used };
  }
  return { status: "used" };
}

const SECRET_PATHS = /^(\/account\/(?:change-password|verify-email)\/)[^/]+/;

/**
 * A path safe to record (visit logs, metrics): the one-time token of an e-mailed link is replaced
 * by ":token", e.g. /account/verify-email/abc… → /account/verify-email/:token.
 */
export function redactSecretPath(pathname: string): string {
  return pathname.replace(SECRET_PATHS, "$1:token");
}
