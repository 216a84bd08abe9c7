// Sessions: a 256-bit random id in an HttpOnly cookie; KV keeps only its SHA-256 under
// ["sessions", hash] with an expiry checked on every read (idle timeout: 12 hours, or 30 days with
// `remember`), plus ["sessions_by_user", user_id, hash] so that all of a user's sessions can end.
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { randomToken, sha256Hex } from "./crypto.ts";
import { getUser, publicUser } from "./store.ts";

export const SESSION_COOKIE = "portal_session";
export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often (saves a write on every request). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface Session {
  user_id: string;
  remember: boolean;
  created_at: number;
  last_seen: number;
  expires_at: number;
}

function timeout(remember: boolean): number {
  return remember ? REMEMBER_TIMEOUT_MS : IDLE_TIMEOUT_MS;
}

/** Starts a session; returns the clear id (for the cookie only) and its hash. */
export async function createSession(
  kv: Deno.Kv,
  userId: string,
  remember: boolean,
): Promise<{ id: string; hash: string; session: Session }> {
  const id = randomToken(32);
  const hash = await sha256Hex(id);
  const now = Date.now();
  const session: Session = {
    user_id: userId,
    remember,
    created_at: now,
    last_seen: now,
    expires_at: now + timeout(remember),
  };
  const expireIn = timeout(remember);
  const result = await kv.atomic()
    .check({ key: ["sessions", hash], versionstamp: null })
    .set(["sessions", hash], session, { expireIn })
    .set(["sessions_by_user", userId, hash], true, { expireIn })
    .commit();
  if (!result.ok) throw new Error("Session id collision");
  return { id, hash, session };
}

/** The live session for a clear id, its expiry pushed forward; null when unknown or expired. */
// The KV key of a session is the SHA-256 of its cookie; a signed-in page asks for it on every
// request, so recent answers are kept (bounded; a cookie whose session is gone finds no record).
const HASHES_KEPT = 10_000;
const hashes = new Map<string, string>();
async function sessionHash(id: string): Promise<string> {
  let hash = hashes.get(id);
  if (hash === undefined) {
    hash = await sha256Hex(id);
    if (hashes.size >= HASHES_KEPT) hashes.clear();
    hashes.set(id, hash);
  }
  return hash;
}

export async function readSession(
  kv: Deno.Kv,
  id: string,
): Promise<{ hash: string; session: Session } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const hash = await sessionHash(id);
  const entry = await kv.get<Session>(["sessions", hash]);
  const session = entry.value;
  if (!session) return null;
  const now = Date.now();
  if (session.expires_at <= now) {
    await deleteSession(kv, hash, session.user_id);
    return null;
  }
  if (now - session.last_seen >= TOUCH_EVERY_MS) {
    const touched = { ...session, last_seen: now, expires_at: now + timeout(session.remember) };
    const expireIn = timeout(session.remember);
    await kv.atomic().check(entry)
      .set(["sessions", hash], touched, { expireIn })
      .set(["sessions_by_user", session.user_id, hash], true, { expireIn })
      .commit();
    return { hash, session: touched };
  }
  return { hash, session };
}

export async function deleteSession(kv: Deno.Kv, hash: string, userId?: string): Promise<void> {
  if (!userId) userId = (await kv.get<Session>(["sessions", hash])).value?.user_id;
  const op = kv.atomic().delete(["sessions", hash]);
  if (userId) op.delete(["sessions_by_user", userId, hash]);
  await op.commit();
}

/** Ends every session of a user (disabled account, new password), except `keep` if given. */
export async function deleteUserSessions(
  kv: Deno.Kv,
  userId: string,
  keep?: string,
): Promise<number> {
  let count = 0;
  for await (const entry of kv.list({ prefix: ["sessions_by_user", userId] })) {
    const hash = entry.key[2] as string;
    if (hash === keep) continue;
    await deleteSession(kv, hash, userId);
    count++;
  }
  return count;
}

function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" ||
    hostname.endsWith(".localhost");
}

/** Set-Cookie value for a new session (Secure except on localhost). */
export function sessionCookie(id: string, remember: boolean, url: URL): string {
  const parts = [`${SESSION_COOKIE}=${id}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (remember) parts.push(`Max-Age=${REMEMBER_TIMEOUT_MS / 1000}`);
  if (!isLocalHost(url.hostname)) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(url: URL): string {
  const parts = [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (!isLocalHost(url.hostname)) parts.push("Secure");
  return parts.join("; ");
}

export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * Root middleware: resolves the session cookie to ctx.state.user and ctx.state.sessionId (the
 * session's hash). A disabled user has no session: it is deleted on sight.
 */
export async function sessionMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  const id = readCookie(req, SESSION_COOKIE);
  if (id) {
    const { kv } = ctx.state;
    const found = await readSession(kv, id);
    if (found) {
      const user = await getUser(kv, found.session.user_id);
      if (user && !user.Disabled) {
        ctx.state.user = publicUser(user);
        ctx.state.sessionId = found.hash;
      } else {
        await deleteSession(kv, found.hash, found.session.user_id);
      }
    }
  }
  return await ctx.next();
}
