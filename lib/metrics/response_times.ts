// The response-times page's figures (lib/metrics/store.ts writes the histograms and says their key
// layout): percentiles per route over the last hours, reusing what was read while totals are unchanged.
import { changesSince, hourBucket, type Revision, ROUTE_TOTALS, type Visit } from "./store.ts";

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

/** One route's histogram in one hour, with the route's total in that hour it was read at. */
interface RouteHour {
  total: bigint;
  histogram: Histogram;
}

/** Per store: the hours read (route → RouteHour) and each route's figures with their inputs. */
interface Memo {
  /** Hours read, with their total (null: the hour had none, empty or written before totals). */
  hours: Map<string, { total: bigint | null; routes: Map<string, RouteHour> }>;
  routes: Map<string, { signature: string; times: RouteTimes }>;
  /** The revision the hours are at, and the newest hour of the last window read. */
  revision?: Revision;
  newest: string;
}
const memos = new WeakMap<Deno.Kv, Memo>();

async function histogramOf(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Histogram> {
  const values: Histogram = [];
  for await (const entry of kv.list<Deno.KvU64>({ prefix }, { batchSize: 1000 })) {
    // keys list in duration order, so the histogram comes sorted
    values.push([(entry.key.at(-1) as number) / 10, Number(entry.value.value)]);
  }
  return values;
}

/**
 * One hour by route. With totals (the hour's, and each route's under ROUTE_TOTALS), only the
 * routes whose total differs from `before` are listed again; without (written before totals
 * existed) the whole hour is.
 */
async function readHour(
  kv: Deno.Kv,
  hour: string,
  before: Map<string, RouteHour> | undefined,
  withTotals: boolean,
): Promise<Map<string, RouteHour>> {
  const out = new Map<string, RouteHour>();
  if (!withTotals) {
    for await (const entry of kv.list<Deno.KvU64>({ prefix: ["response_times", hour] })) {
      const [, , route, tenths] = entry.key as [string, string, string | number, number];
      if (route === ROUTE_TOTALS) continue;
      const n = entry.value.value;
      const read = out.get(route as string) ??
        out.set(route as string, { total: 0n, histogram: [] }).get(route as string)!;
      read.total += n;
      read.histogram.push([tenths / 10, Number(n)]);
    }
    return out;
  }
  const totals = kv.list<Deno.KvU64>({ prefix: ["response_times", hour, ROUTE_TOTALS] });
  for await (const entry of totals) {
    const route = entry.key[3] as string;
    const total = entry.value.value;
    const known = before?.get(route);
    out.set(
      route,
      known?.total === total
        ? known
        : { total, histogram: await histogramOf(kv, ["response_times", hour, route]) },
    );
  }
  return out;
}

/**
 * Percentiles per route pattern over the buckets of the last `hours` hours, slowest p90 first.
 * What this process read before is reused while its totals are unchanged: an hour whose total is
 * the same is not read, in an hour that changed only the routes whose total changed are listed,
 * and a route's figures are recomputed only when one of its hours changed (a write shows on the
 * next view). An hour without totals (written before they existed) is always read whole.
 * When the revision says this process wrote everything since the last read (`changesSince`), not
 * even the totals are read: only the routes and hours of those visits are.
 */
export async function responseTimes(
  kv: Deno.Kv,
  { hours = 24, now = new Date() } = {},
): Promise<RouteTimes[]> {
  const wanted = Array.from(
    { length: hours },
    (_, i) => hourBucket(new Date(now.getTime() - (hours - 1 - i) * 60 * 60 * 1000)),
  );
  const memo = memos.get(kv) ??
    memos.set(kv, { hours: new Map(), routes: new Map(), newest: "" }).get(kv)!;
  const { now: revision, visits } = await changesSince(kv, memo.revision);
  // Only this process wrote since, and every hour of the window was read or is newer than any
  // read: apply what it wrote; else read the window's totals.
  if (visits && wanted.every((hour) => memo.hours.has(hour) || hour > memo.newest)) {
    await applyWritten(kv, memo, wanted, visits);
  } else await readWindow(kv, memo, wanted);
  memo.revision = revision;
  memo.newest = wanted.at(-1)! > memo.newest ? wanted.at(-1)! : memo.newest;
  const signatures = new Map<string, string[]>();
  const byRoute = new Map<string, Map<string, Histogram>>();
  for (const hour of wanted) {
    const read = memo.hours.get(hour);
    if (!read) continue;
    for (const [route, { total, histogram }] of read.routes) {
      const signature = signatures.get(route) ?? signatures.set(route, []).get(route)!;
      // an hour without totals is never reused: its figures neither
      signature.push(`${hour}=${read.total === null ? "?" : total}`);
      const buckets = byRoute.get(route) ?? byRoute.set(route, new Map()).get(route)!;
      buckets.set(hour, histogram);
    }
  }
  for (const hour of memo.hours.keys()) if (!wanted.includes(hour)) memo.hours.delete(hour);
  const out: RouteTimes[] = [];
  for (const [route, buckets] of byRoute) {
    const signature = signatures.get(route)!.join(" ");
    const known = memo.routes.get(route);
    if (known?.signature === signature && !signature.includes("?")) {
      out.push(known.times);
      continue;
    }
    const times = routeTimes(route, buckets);
    memo.routes.set(route, { signature, times });
    out.push(times);
  }
  for (const route of memo.routes.keys()) if (!byRoute.has(route)) memo.routes.delete(route);
  return out.sort((a, b) => b.p90 - a.p90 || a.route.localeCompare(b.route));
}

/** The window's hours by their totals: an hour whose total is unchanged is not read again. */
async function readWindow(kv: Deno.Kv, memo: Memo, wanted: string[]) {
  const totals: (bigint | null)[] = [];
  for (let i = 0; i < wanted.length; i += 10) {
    const got = await kv.getMany<Deno.KvU64[]>(
      wanted.slice(i, i + 10).map((hour) => ["response_times", hour]),
    );
    totals.push(...got.map((entry) => entry.value?.value ?? null));
  }
  for (const [i, hour] of wanted.entries()) {
    const total = totals[i];
    const read = memo.hours.get(hour);
    if (read && total !== null && read.total === total) continue;
    const routes = await readHour(kv, hour, read?.routes, total !== null);
    memo.hours.set(hour, { total, routes });
  }
}

/** What this process wrote since the memo's revision (all that was written): its routes read again. */
async function applyWritten(kv: Deno.Kv, memo: Memo, wanted: string[], visits: Visit[]) {
  const touched = new Map<string, Set<string>>();
  for (const visit of visits) {
    const hour = visit.at.slice(0, 13);
    if (!wanted.includes(hour)) memo.hours.delete(hour); // read whole if a window wants it
    else {(touched.get(hour) ?? touched.set(hour, new Set()).get(hour)!).add(
        visit.route || "(none)",
      );}
  }
  for (const hour of wanted) {
    if (!memo.hours.has(hour)) memo.hours.set(hour, { total: null, routes: new Map() });
  }
  for (const [hour, routes] of touched) {
    const total = (await kv.get<Deno.KvU64>(["response_times", hour])).value?.value ?? null;
    const read = memo.hours.get(hour)!;
    if (read.total === null && read.routes.size > 0) {
      // written before totals existed: read whole
      memo.hours.set(hour, { total, routes: await readHour(kv, hour, undefined, false) });
      continue;
    }
    read.total = total;
    for (const route of routes) {
      const routeTotal = await kv.get<Deno.KvU64>(["response_times", hour, ROUTE_TOTALS, route]);
      read.routes.set(route, {
        total: routeTotal.value?.value ?? 0n,
        histogram: await histogramOf(kv, ["response_times", hour, route]),
      });
    }
  }
}

function routeTimes(route: string, buckets: Map<string, Histogram>): RouteTimes {
  const all = merge([...buckets.values()]);
  const count = total(all);
  return {
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
  };
}
