// Page metrics in KV, written after the response is produced without delaying it:
//   ["visits", id] → Visit                                 (who visited what, when; kept 7 days)
//   ["response_times", bucket, route, tenths] → KvU64      (requests that took that long)
//   ["response_times", bucket] → KvU64                     (requests of that hour, all routes)
//   ["response_times", bucket, 0, route] → KvU64           (requests of that route in that hour)
// `id` sorts by time (zero-padded epoch ms + random suffix), `bucket` is the UTC hour
// ("2026-11-21T20"). Visits expire on their own (expireIn). Response times are a histogram per
// route and hour: a count per duration class (log-spaced, within 4.5 % of the duration, see
// `histogramTenths`), added with KV's `sum`, so a busy hour costs as many entries as duration
// classes (a few dozen a route), not one per request. The totals change with every write, so the
// page reuses what it read of an hour or route whose total it has seen (`responseTimes` in
// response_times.ts) and lists only the routes written since. `sum` takes no expiry: the writer deletes buckets older
// than RESPONSE_TIME_TTL_MS once an hour.
// Writes are batched (group commit, see `recordVisit`); `settled()` waits for the visits not yet
// written (tests, and a clean shutdown).
//   ["visits"] → KvU64                                      (visits written so far: the revision)
// Each batch adds its visits to the revision in the same commit, and this process remembers what
// it wrote with the commit's versionstamp. A reader that finds the revision grown by exactly what
// this process wrote since its last read knows every change (a count only grows) and applies
// those visits to what it read instead of reading again (`changesSince`); any other write (another
// instance, a batch not yet noted) makes the counts differ, and it reads afresh.

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

/** The revision: the key of the visits' prefix itself (a listing of ["visits"] leaves it out). */
const REVISION: Deno.KvKey = ["visits"];
/**
 * Per store: the batches this process committed, oldest first, the oldest dropped past JOURNAL_MAX
 * visits (a reader that needs them finds the counts differ and reads afresh).
 */
const journals = new WeakMap<Deno.Kv, { stamp: string; visits: Visit[] }[]>();
const JOURNAL_MAX = 1000;

export interface Revision {
  count: bigint;
  stamp: string;
}

/**
 * The revision now, and the visits written since `since` when this process wrote all of them
 * (else null: read afresh). Read before the data it stands for, so nothing is missed.
 */
export async function changesSince(
  kv: Deno.Kv,
  since: Revision | undefined,
): Promise<{ now: Revision; visits: Visit[] | null }> {
  const entry = await kv.get<Deno.KvU64>(REVISION);
  const now = { count: entry.value?.value ?? 0n, stamp: entry.versionstamp ?? "" };
  if (!since) return { now, visits: null };
  const visits = (journals.get(kv) ?? [])
    .filter((batch) => batch.stamp > since.stamp && batch.stamp <= now.stamp)
    .flatMap((batch) => batch.visits);
  return { now, visits: BigInt(visits.length) === now.count - since.count ? visits : null };
}

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

/** Under an hour, the key part before each route's total (a number: it sorts before routes). */
export const ROUTE_TOTALS = 0;

/** Duration classes per doubling: neighbours 9 % apart, a duration within 4.5 % of its class. */
const CLASSES_PER_DOUBLING = 8;

/**
 * A duration as the histogram stores it, in tenths of a millisecond: to the tenth below 1 ms, then the
 * nearest of log-spaced classes (8 per doubling, so within 4.5 % of the duration, as the page's
 * percentiles are), about 55 classes from 1 ms to 100 ms and 135 up to a minute, however busy
 * or slow a route gets.
 */
export function histogramTenths(ms: number): number {
  const tenths = Math.max(0, ms * 10);
  if (tenths < 9.5) return Math.round(tenths);
  const step = Math.round(Math.log2(tenths) * CLASSES_PER_DOUBLING);
  // to a hundredth of a tenth: a class near 1 ms keeps its 4.5 %
  return Math.round(2 ** (step / CLASSES_PER_DOUBLING) * 100) / 100;
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
      const count = (key: Deno.KvKey, id: string) => {
        const seen = counts.get(id) ?? counts.set(id, { key, n: 0n }).get(id)!;
        seen.n++;
      };
      const visits = chunk.filter((item) => item.kv === kv).map((item) => item.visit);
      for (const visit of visits) {
        atomic.set(["visits", visit.id], visit, { expireIn: VISIT_TTL_MS });
        // `at` is an ISO instant: its first 13 characters are its UTC hour (hourBucket).
        const hour = visit.at.slice(0, 13);
        const key = [
          "response_times",
          hour,
          visit.route || "(none)",
          histogramTenths(visit.ms),
        ];
        count(key, `${hour}\u0001${key[2]}\u0001${key[3]}`);
        // the hour's and the route's totals: readers see what changed (responseTimes)
        count(["response_times", hour], hour);
        count(["response_times", hour, ROUTE_TOTALS, key[2]], `${hour}\u0001${key[2]}`);
      }
      for (const { key, n } of counts.values()) atomic.sum(key, n);
      atomic.sum(REVISION, BigInt(visits.length));
      const done = await atomic.commit().catch(logFailure);
      if (done?.ok) {
        const journal = journals.get(kv) ?? journals.set(kv, []).get(kv)!;
        journal.push({ stamp: done.versionstamp, visits });
        let kept = journal.reduce((sum, batch) => sum + batch.visits.length, 0);
        while (kept > JOURNAL_MAX && journal.length > 1) kept -= journal.shift()!.visits.length;
      }
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

/** Per store: the last list of recent visits read, with its revision. */
const recentMemos = new WeakMap<Deno.Kv, Revision & { limit: number; visits: Visit[] }>();

/**
 * The most recent visits, newest first. The last list read is reused with what this process wrote
 * since (see `changesSince`), unless its oldest visit may have expired meanwhile.
 */
export async function recentVisits(kv: Deno.Kv, limit = 200): Promise<Visit[]> {
  const memo = recentMemos.get(kv);
  const { now, visits: written } = await changesSince(kv, memo?.limit === limit ? memo : undefined);
  let out: Visit[] | null = null;
  if (memo && written) {
    const known = new Set(memo.visits.map((visit) => visit.id));
    out = [...written.filter((visit) => !known.has(visit.id)), ...memo.visits]
      .sort((a, b) => (a.id < b.id ? 1 : -1)).slice(0, limit);
    // a visit expires VISIT_TTL_MS after its write (its `at`, within seconds): read again when
    // the oldest listed may have
    const oldest = out.at(-1);
    if (oldest && Date.now() - Date.parse(oldest.at) >= VISIT_TTL_MS - 60 * 60 * 1000) out = null;
  }
  if (!out) {
    out = [];
    for await (const entry of kv.list<Visit>({ prefix: ["visits"] }, { limit, reverse: true })) {
      out.push(entry.value);
    }
  }
  recentMemos.set(kv, { ...now, limit, visits: out });
  return [...out];
}
