// Browser error reports in KV for site admins (/admin/client-errors): ["client_errors", id] with a
// time-ordered id, dropped by KV after CLIENT_ERROR_TTL_MS. Reports are rate limited per client
// address with a fixed one-minute window counted under ["client_error_rate", address, minute].
import type { ClientErrorInput } from "./schema.ts";

/** How long a report is kept. */
export const CLIENT_ERROR_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Reports accepted per client address per minute. */
export const CLIENT_ERROR_RATE_LIMIT = 20;
export const RATE_WINDOW_MS = 60 * 1000;
const MAX_AGENT_TEXT = 300;

export interface ClientErrorRecord extends ClientErrorInput {
  id: string;
  /** ISO time the report arrived. */
  at: string;
  user_id: string | null;
  address: string;
  user_agent: string;
}

/** A key part that sorts by time: 12 hex digits of milliseconds, then randomness. */
export function timeId(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint8Array(6));
  return now.toString(16).padStart(12, "0") +
    Array.from(random, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts one report from `address`; false when the address already sent CLIENT_ERROR_RATE_LIMIT
 * reports in this minute.
 */
export async function allowClientErrorReport(
  kv: Deno.Kv,
  address: string,
  now = Date.now(),
  limit = CLIENT_ERROR_RATE_LIMIT,
): Promise<boolean> {
  const key = ["client_error_rate", address, Math.floor(now / RATE_WINDOW_MS)];
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<number>(key);
    const count = entry.value ?? 0;
    if (count >= limit) return false;
    const result = await kv.atomic().check(entry).set(key, count + 1, {
      expireIn: 2 * RATE_WINDOW_MS,
    }).commit();
    if (result.ok) return true;
  }
  return false;
}

export async function recordClientError(
  kv: Deno.Kv,
  input: ClientErrorInput,
  meta: { userId: string | null; address: string; userAgent: string | null },
  now = Date.now(),
): Promise<ClientErrorRecord> {
  const record: ClientErrorRecord = {
    id: timeId(now),
    at: new Date(now).toISOString(),
    error: input.error,
    view: input.view,
    user_id: meta.userId,
    address: meta.address,
    user_agent: (meta.userAgent ?? "").slice(0, MAX_AGENT_TEXT),
  };
  await kv.set(["client_errors", record.id], record, { expireIn: CLIENT_ERROR_TTL_MS });
  return record;
}

/** The newest reports first. */
export async function listClientErrors(kv: Deno.Kv, limit = 200): Promise<ClientErrorRecord[]> {
  const out: ClientErrorRecord[] = [];
  for await (
    const entry of kv.list<ClientErrorRecord>({ prefix: ["client_errors"] }, {
      reverse: true,
      limit,
    })
  ) out.push(entry.value);
  return out;
}
