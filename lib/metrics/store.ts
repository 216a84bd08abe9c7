// Page metrics in KV, written after the response is produced without delaying it:
//   ["visits", id] → Visit                                 (who visited what, when; kept 7 days)
//   ["response_times", bucket, route, tenths] → KvU64      (requests that took that long)
// `id` sorts by time (zero-padded epoch ms + random suffix), `bucket` is the UTC hour
// ("2026-11-21T20"). Visits expire on their own (expireIn). Response times are a histogram per
// route and hour: a count per duration (tenths of a millisecond; 3 significant digits from 100 ms,
// see `histogramTenths`), added with KV's `sum`, so a busy hour costs as many entries as distinct
// durations, not one per request, and the page reads a few thousand entries at most. `sum` takes
// no expiry: the writer deletes buckets older than RESPONSE_TIME_TTL_MS once an hour.
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

/** Random once per process, so ids of several instances never meet; a counter within it. */
const INSTANCE = crypto.getRandomValues(new Uint32Array(1))[0].toString(36).padStart(7, "0");
let sequence = 0;

/** An id that sorts by time: epoch ms, then this process's id and a counter (no call per id). */
export function timeId(now: number): string {
  sequence = (sequence + 1) % 36 ** 6;
  return `${String(now).padStart(15, "0")}-${INSTANCE}${sequence.toString(36).padStart(6, "0")}`;
}

export function hourBucket(date: Date): string {
  return date.toISOString().slice(0, 13);
}

/** Queues one request's metrics and returns at once; the write happens in the background. */
export function recordVisit(
  kv: Deno.Kv,
  visit: Omit<Visit, "id">,
  now = Date.parse(visit.at),
): void {
  queue.push({ kv, visit: { id: timeId(now), ...visit } });
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

/**
 * A duration as the histogram stores it, in tenths of a millisecond: to the tenth below 100 ms,
 * then to 3 significant digits (1 ms up to 1 s, 10 ms up to 10 s …), which keeps a route's hour
 * to a few thousand distinct values however slow it gets.
 */
export function histogramTenths(ms: number): number {
  const tenths = Math.max(0, Math.round(ms * 10));
  if (tenths < 1000) return tenths;
  const step = 10 ** (Math.floor(Math.log10(tenths)) - 2);
  return Math.round(tenths / step) * step;
}

function logFailure(error: unknown) {
  // A closed store (shutdown, end of a test) must not crash the server.
  if (!String(error).includes("closed")) console.error("metrics write failed", error);
}

async function writeBatch(batch: { kv: Deno.Kv; visit: Visit }[]) {
  for (let start = 0; start < batch.length; start += BATCH) {
    const chunk = batch.slice(start, start + BATCH);
    // Visits of one store per atomic (tests run several in-memory stores in one process).
    for (const kv of new Set(chunk.map((item) => item.kv))) {
      const atomic = kv.atomic();
      const counts = new Map<string, { key: Deno.KvKey; n: bigint }>();
      for (const { kv: owner, visit } of chunk) {
        if (owner !== kv) continue;
        atomic.set(["visits", visit.id], visit, { expireIn: VISIT_TTL_MS });
        // `at` is an ISO instant: its first 13 characters are its UTC hour (hourBucket).
        const key = [
          "response_times",
          visit.at.slice(0, 13),
          visit.route || "(none)",
          histogramTenths(visit.ms),
        ];
        const id = `${key[1]}\u0001${key[2]}\u0001${key[3]}`;
        const seen = counts.get(id) ?? counts.set(id, { key, n: 0n }).get(id)!;
        seen.n++;
      }
      for (const { key, n } of counts.values()) atomic.sum(key, n);
      await atomic.commit().catch(logFailure);
    }
  }
  // Swept relative to the newest visit written (the clock of the visits, not of the machine).
  for (const kv of new Set(batch.map((item) => item.kv))) {
    const newest = batch.reduce(
      (at, item) => item.kv === kv && item.visit.at > at ? item.visit.at : at,
      "",
    );
    await sweep(kv, new Date(newest)).catch(logFailure);
  }
}

/** The hour each store was last swept in (this process). */
const swept = new WeakMap<Deno.Kv, string>();

/** Deletes response-time buckets older than RESPONSE_TIME_TTL_MS, once an hour per store. */
export async function sweep(kv: Deno.Kv, now: Date): Promise<void> {
  const hour = hourBucket(now);
  if (swept.get(kv) === hour) return;
  swept.set(kv, hour);
  const cutoff = hourBucket(new Date(now.getTime() - RESPONSE_TIME_TTL_MS));
  // Buckets start with a digit: the range leaves any other key under the prefix alone.
  const old = kv.list({ start: ["response_times", "0"], end: ["response_times", cutoff] });
  let atomic = kv.atomic();
  let pending = 0;
  for await (const entry of old) {
    atomic.delete(entry.key);
    if (++pending === 500) {
      await atomic.commit();
      atomic = kv.atomic();
      pending = 0;
    }
  }
  if (pending > 0) await atomic.commit();
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

/** Durations (ms) with their counts, ascending. */
type Histogram = [ms: number, count: number][];

/** Nearest-rank percentile of a histogram sorted by duration, with `total` counts in all. */
function histogramPercentile(sorted: Histogram, total: number, p: number): number {
  if (total === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const [ms, count] of sorted) {
    seen += count;
    if (seen >= rank) return ms;
  }
  return sorted.at(-1)![0];
}

function merge(histograms: Histogram[]): Histogram {
  const counts = new Map<number, number>();
  for (const h of histograms) for (const [ms, n] of h) counts.set(ms, (counts.get(ms) ?? 0) + n);
  return [...counts].sort((a, b) => a[0] - b[0]);
}

const total = (h: Histogram) => h.reduce((sum, [, n]) => sum + n, 0);

/** Percentiles per route pattern over the buckets of the last `hours` hours, slowest p90 first. */
export async function responseTimes(
  kv: Deno.Kv,
  { hours = 24, now = new Date() } = {},
): Promise<RouteTimes[]> {
  const oldest = hourBucket(new Date(now.getTime() - (hours - 1) * 60 * 60 * 1000));
  const byRoute = new Map<string, Map<string, Histogram>>();
  const entries = kv.list<Deno.KvU64>(
    { start: ["response_times", oldest], end: ["response_times", "\uffff"] },
    { batchSize: 1000 },
  );
  for await (const entry of entries) {
    const [, bucket, route, tenths] = entry.key as [string, string, string, number];
    const buckets = byRoute.get(route) ?? byRoute.set(route, new Map()).get(route)!;
    const values = buckets.get(bucket) ?? buckets.set(bucket, []).get(bucket)!;
    // Keys list in duration order within a bucket, so each bucket's histogram comes sorted.
    values.push([tenths / 10, Number(entry.value.value)]);
  }
  const out: RouteTimes[] = [];
  for (const [route, buckets] of byRoute) {
    const all = merge([...buckets.values()]);
    const count = total(all);
    out.push({
      route,
      count,
      p50: histogramPercentile(all, count, 50),
      p90: histogramPercentile(all, count, 90),
      p99: histogramPercentile(all, count, 99),
      max: all.at(-1)?.[0] ?? 0,
      buckets: [...buckets.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(
        ([bucket, values]) => {
          const n = total(values);
          return { bucket, count: n, p50: histogramPercentile(values, n, 50) };
        },
      ),
    });
  }
  return out.sort((a, b) => b.p90 - a.p90 || a.route.localeCompare(b.route));
}
