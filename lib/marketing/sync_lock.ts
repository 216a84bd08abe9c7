// One Shopify sync at a time: a lease in KV (["marketing","shopify","lock"] → SyncLock). Starting a
// sync takes it in the same atomic that enqueues the task (checked against the entry read, so of
// two concurrent starts exactly one commits); the running task renews it every LOCK_RENEW_MS and
// releases it when it ends. The lease expires LOCK_MS after its last renewal, so a crashed run
// never locks the sync for good: an expired lease can be taken by the next start.
export const LOCK_KEY = ["marketing", "shopify", "lock"];
export const LOCK_MS = 60_000;
export const LOCK_RENEW_MS = 20_000;

export interface SyncLock {
  /** The task holding the lease. */
  task: string;
  by: string;
  since: string;
  /** Epoch ms after which the lease is free for the taking. */
  until: number;
}

/** The lease held by another task now, or null when `task` may take it. */
export function heldByOther(
  lock: SyncLock | null,
  task: string | null,
  now = Date.now(),
): SyncLock | null {
  return lock && lock.until > now && lock.task !== task ? lock : null;
}

export async function currentLock(kv: Deno.Kv, now = Date.now()): Promise<SyncLock | null> {
  return heldByOther((await kv.get<SyncLock>(LOCK_KEY)).value, null, now);
}

/**
 * Takes (or renews) the lease for `task` in an atomic with `extra` (the start's enqueue). Returns
 * null when taken, or the lease another task holds.
 */
export async function takeLock(
  kv: Deno.Kv,
  task: string,
  by: string,
  options: { now?: number; extra?: (op: Deno.AtomicOperation) => void } = {},
): Promise<SyncLock | null> {
  const now = options.now ?? Date.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const entry = await kv.get<SyncLock>(LOCK_KEY);
    const other = heldByOther(entry.value, task, now);
    if (other) return other;
    const lock: SyncLock = {
      task,
      by,
      since: entry.value?.task === task ? entry.value.since : new Date(now).toISOString(),
      until: now + LOCK_MS,
    };
    const op = kv.atomic().check(entry).set(LOCK_KEY, lock);
    options.extra?.(op);
    if ((await op.commit()).ok) return null;
  }
  // the entry kept changing under us: someone else is taking it
  return (await kv.get<SyncLock>(LOCK_KEY)).value;
}

/** Frees the lease if `task` still holds it. */
export async function releaseLock(kv: Deno.Kv, task: string): Promise<void> {
  const entry = await kv.get<SyncLock>(LOCK_KEY);
  if (entry.value?.task === task) await kv.atomic().check(entry).delete(LOCK_KEY).commit();
}

/**
 * Runs `work` while renewing `task`'s lease every LOCK_RENEW_MS; when a renewal finds the lease
 * taken by another task the signal given to `work` aborts (the sync stops before its next item).
 * The lease is released at the end, however `work` ends.
 */
export async function whileHolding<T>(
  kv: Deno.Kv,
  task: string,
  by: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const lost = new AbortController();
  const renew = async () => {
    const other = await takeLock(kv, task, by).catch(() => null);
    if (other) lost.abort(new Error(`The sync lock was taken by task ${other.task}`));
  };
  const timer = setInterval(() => void renew(), LOCK_RENEW_MS);
  try {
    await renew();
    lost.signal.throwIfAborted();
    return await work(lost.signal);
  } finally {
    clearInterval(timer);
    await releaseLock(kv, task);
  }
}
