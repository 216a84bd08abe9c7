// Page metrics in KV, written after the response is produced without delaying it:
//   ["visits", id] → Visit                      (who visited what, when, status; kept 7 days)
//   ["response_times", route, bucket, id] → ms  (one sample per request; kept 48 hours)
// `id` sorts by time (zero-padded epoch ms + random suffix), `bucket` is the UTC hour
// ("2026-11-21T20"). Both expire on their own (expireIn), so growth is bounded by traffic × TTL.
// Writes are batched (group commit, see `recordVisit`); `settled()` waits for the visits not yet
// written (tests, and a clean shutdown).

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

/**
 * Visits waiting to be written. Writes are group-committed: while one atomic is in flight the
 * visits that finish meanwhile queue up and go together in the next one, so under load the store
 * sees one commit per many requests instead of one per request, and no timer is involved.
 */
const queue: { kv: Deno.Kv; visit: Visit }[] = [];
let inflight: Promise<void> | null = null;
/** Visits per atomic: two mutations each, well under KV's 1,000 mutations and 800 KB a commit. */
export const BATCH = 100;

/** Resolves when every visit recorded so far has been written. */
export async function settled(): Promise<void> {
  while (inflight || queue.length > 0) {
    drain();
    await inflight;
  }
}

export function timeId(now: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0].toString(36).padStart(7, "0");
  return `${String(now).padStart(15, "0")}-${random}`;
}

export function hourBucket(date: Date): string {
  return date.toISOString().slice(0, 13);
}

/** Queues one request's metrics and returns at once; the write happens in the background. */
export function recordVisit(kv: Deno.Kv, visit: Omit<Visit, "id">): void {
  queue.push({ kv, visit: { id: timeId(Date.parse(visit.at)), ...visit } });
  drain();
}

function drain() {
  if (inflight || queue.length === 0) return;
  const batch = queue.splice(0, queue.length);
  inflight = writeBatch(batch).finally(() => {
    inflight = null;
    drain();
  });
}

async function writeBatch(batch: { kv: Deno.Kv; visit: Visit }[]) {
  for (let start = 0; start < batch.length; start += BATCH) {
    const chunk = batch.slice(start, start + BATCH);
    // Visits of one store per atomic (tests run several in-memory stores in one process).
    for (const kv of new Set(chunk.map((item) => item.kv))) {
      const atomic = kv.atomic();
      for (const { kv: owner, visit } of chunk) {
        if (owner !== kv) continue;
        const route = visit.route || "(none)";
        atomic.set(["visits", visit.id], visit, { expireIn: VISIT_TTL_MS })
          .set(["response_times", route, hourBucket(new Date(visit.at)), visit.id], visit.ms, {
            expireIn: RESPONSE_TIME_TTL_MS,
          });
      }
      await atomic.commit().catch((error) => {
        // A closed store (shutdown, end of a test) must not crash the server.
        if (!String(error).includes("closed")) console.error("metrics write failed", error);
      });
    }
  }
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
