// Login throttling: 10 failures within 15 minutes, per account and per client address, answer 429
// until the oldest failure leaves the window; a browser holding the user's device cookie
// (lib/auth/devices.ts) has its own limit per device instead. Failures are kept as timestamps under
// ["rate_limits", scope, id], updated atomically (so every instance sees the same counts) and
// dropped by KV after the window. ["rate_limits", "login_notice", email] marks that the owner was
// e-mailed about the failures of this window. Mail anyone may trigger (password resets,
// registrations) has its own quotas per target address and per client: `takeSlot`, MAIL_LIMITS.
export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

export type RateScope = "login_account" | "login_address" | "login_device";

const HOUR = 60 * 60 * 1000;

/** How much mail an anonymous request may cause: per target address and per client address. */
export const MAIL_LIMITS = {
  /** Reset links mailed to one address. */
  reset_to: { max: 3, windowMs: HOUR },
  /** Reset requests from one client (whatever the addresses). */
  reset_client: { max: 10, windowMs: HOUR },
  /** Registrations (each mails a verification link) from one client. */
  register_client: { max: 10, windowMs: HOUR },
} as const;
export type MailScope = keyof typeof MAIL_LIMITS;

/**
 * Takes one of the `max` slots `scope` allows `id` per window (atomically, so every instance
 * counts the same); false when none is left.
 */
export async function takeSlot(kv: Deno.Kv, scope: MailScope, id: string): Promise<boolean> {
  const { max, windowMs } = MAIL_LIMITS[scope];
  const key = ["rate_limits", scope, id];
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<Failures>(key);
    const now = Date.now();
    const times = (entry.value?.times ?? []).filter((t) => now - t < windowMs);
    if (times.length >= max) return false;
    const ok = await kv.atomic().check(entry)
      .set(key, { times: [...times, now] }, { expireIn: windowMs }).commit();
    if (ok.ok) return true;
  }
  return false;
}

interface Failures {
  times: number[];
}

function recent(times: number[], now: number): number[] {
  return times.filter((t) => now - t < WINDOW_MS);
}

/** Minutes until the next attempt is allowed, or 0 when not blocked. */
export async function blockedFor(kv: Deno.Kv, scope: RateScope, id: string): Promise<number> {
  const now = Date.now();
  const times = recent(
    (await kv.get<Failures>(["rate_limits", scope, id])).value?.times ?? [],
    now,
  );
  if (times.length < MAX_FAILURES) return 0;
  const oldest = times[times.length - MAX_FAILURES];
  return Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 60000));
}

/** Records a failure; returns the failures now inside the window. */
export async function recordFailure(kv: Deno.Kv, scope: RateScope, id: string): Promise<number> {
  const key = ["rate_limits", scope, id];
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<Failures>(key);
    const now = Date.now();
    const times = [...recent(entry.value?.times ?? [], now), now].slice(-MAX_FAILURES * 2);
    const ok = await kv.atomic().check(entry).set(key, { times }, { expireIn: WINDOW_MS }).commit();
    if (ok.ok) return times.length;
  }
  return MAX_FAILURES;
}

/** True once per window: the first caller after the account reached the limit mails its owner. */
export async function claimNotice(kv: Deno.Kv, email: string): Promise<boolean> {
  const key = ["rate_limits", "login_notice", email];
  const result = await kv.atomic().check({ key, versionstamp: null })
    .set(key, Date.now(), { expireIn: WINDOW_MS }).commit();
  return result.ok;
}

export async function clearFailures(kv: Deno.Kv, scope: RateScope, id: string): Promise<void> {
  await kv.delete(["rate_limits", scope, id]);
}
