// Page metrics in KV, written after the response is produced without delaying it:
//   ["visits", id] → Visit                      (who visited what, when, status; kept 7 days)
//   ["response_times", route, bucket, id] → ms  (one sample per request; kept 48 hours)
// `id` sorts by time (zero-padded epoch ms + random suffix), `bucket` is the UTC hour
// ("2026-11-21T20"). Both expire on their own (expireIn), so growth is bounded by traffic × TTL.
// `settled()` waits for the writes still in flight (tests, and a clean shutdown).

export const VISIT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESPONSE_TIME_TTL_MS = 48 * 60 * 60 * 1000;

export interface Visit {
  id: string;
  at: string;
  method: string;
  path: string;
  /** The matched route pattern, or "" when no route matched. */
  route: string;
  status: number;
  ms: number;
  user_id: string | null;
  email: string | null;
}

const pending = new Set<Promise<unknown>>();

/** Resolves when every metrics write started so far has finished. */
export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

export function timeId(now: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0].toString(36).padStart(7, "0");
  return `${String(now).padStart(15, "0")}-${random}`;
}

export function hourBucket(date: Date): string {
  return date.toISOString().slice(0, 13);
}

/** Starts the write of one request's metrics and returns at once (the promise is tracked). */
export function recordVisit(kv: Deno.Kv, visit: Omit<Visit, "id">): void {
  const now = Date.parse(visit.at);
  const id = timeId(now);
  const route = visit.route || "(none)";
  const write = kv.atomic()
    .set(["visits", id], { id, ...visit }, { expireIn: VISIT_TTL_MS })
    .set(["response_times", route, hourBucket(new Date(now)), id], visit.ms, {
      expireIn: RESPONSE_TIME_TTL_MS,
    })
    .commit()
    .catch((error) => {
      // A closed store (shutdown, end of a test) must not crash the server.
      if (!String(error).includes("closed")) console.error("metrics write failed", error);
    })
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** The most recent visits, newest first. */
export async function recentVisits(kv: Deno.Kv, limit = 200): Promise<Visit[]> {
  const out: Visit[] = [];
  for await (const entry of kv.list<Visit>({ prefix: ["visits"] }, { limit, reverse: true })) {
    out.push(entry.value);
  }
  return out;
}

export interface RouteTimes {
  route: string;
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Requests per hour bucket, oldest first. */
  buckets: { bucket: string; count: number; p50: number }[];
}

/** Nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/**
 * Percentiles per route pattern over the buckets of the last `hours` hours (at most `limit`
 * samples read), slowest p90 first.
 */
export async function responseTimes(
  kv: Deno.Kv,
  { hours = 24, now = new Date(), limit = 50_000 } = {},
): Promise<RouteTimes[]> {
  const oldest = hourBucket(new Date(now.getTime() - (hours - 1) * 60 * 60 * 1000));
  const byRoute = new Map<string, Map<string, number[]>>();
  for await (const entry of kv.list<number>({ prefix: ["response_times"] }, { limit })) {
    const [, route, bucket] = entry.key as [string, string, string, string];
    if (bucket < oldest) continue;
    const buckets = byRoute.get(route) ?? new Map<string, number[]>();
    byRoute.set(route, buckets);
    const values = buckets.get(bucket) ?? [];
    buckets.set(bucket, values);
    values.push(entry.value);
  }
  const out: RouteTimes[] = [];
  for (const [route, buckets] of byRoute) {
    const all = [...buckets.values()].flat().sort((a, b) => a - b);
    out.push({
      route,
      count: all.length,
      p50: percentile(all, 50),
      p90: percentile(all, 90),
      p99: percentile(all, 99),
      max: all.at(-1) ?? 0,
      buckets: [...buckets.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map((
        [bucket, values],
      ) => {
        const sorted = values.sort((a, b) => a - b);
        return { bucket, count: sorted.length, p50: percentile(sorted, 50) };
      }),
    });
  }
  return out.sort((a, b) => b.p90 - a.p90 || a.route.localeCompare(b.route));
}
