// Similar-size stores for the booking insights: the group's member stores ranked by their sales
// over the last 52 weeks (the group map of the sales rollups: one read of store → measures) and cut
// into three equal bands; a store's peers are the others in its band. Kept in memory for the
// Toronto day (sales arrive daily), per KV store.
import { torontoDateString } from "../i18n/format.ts";
import { addDays } from "../sales/calendar.ts";
import { S } from "../sales/model.ts";
import { K, readMap } from "../sales/store.ts";
import { listStores } from "../stores/mod.ts";

export const BANDS = 3;

/** Store → band (0: smallest third … 2: largest) from sales by store. */
export function bandsOf(salesByStore: Record<string, number>): Map<number, number> {
  const ranked = Object.entries(salesByStore).map(([s, v]) => [Number(s), v] as const)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return new Map(
    ranked.map((
      [store],
      i,
    ) => [store, Math.min(BANDS - 1, Math.floor((i * BANDS) / ranked.length))]),
  );
}

const cache = new WeakMap<Deno.Kv, { day: string; bands: Map<number, number> }>();

// The Toronto day of `now`, kept for the minute (Toronto is whole hours from UTC: its day changes
// on a minute boundary), so a page's two lookups below format the date once, not twice a view.
let lastDay = { minute: NaN, day: "" };
function torontoDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: torontoDateString(now) };
  return lastDay.day;
}

export async function storeBands(kv: Deno.Kv, now = new Date()): Promise<Map<number, number>> {
  const day = torontoDay(now);
  const hit = cache.get(kv);
  if (hit?.day === day) return hit.bands;
  const map = await readMap(kv, K.g(), { start: addDays(day, -364), end: day });
  const bands = bandsOf(Object.fromEntries(Object.entries(map).map(([s, m]) => [s, m[S]])));
  cache.set(kv, { day, bands });
  return bands;
}

const counts = new WeakMap<Deno.Kv, { day: string; count: number }>();

/** The group's active member stores (head office excluded), read once per Toronto day. */
export async function memberStoreCount(kv: Deno.Kv, now = new Date()): Promise<number> {
  const day = torontoDay(now);
  const hit = counts.get(kv);
  if (hit?.day === day) return hit.count;
  const count = (await listStores(kv)).filter((s) => s.active && s.store_number !== 1000).length;
  counts.set(kv, { day, count });
  return count;
}

/** The stores in the same band as `store` (itself excluded); empty when it has no sales. */
export function peersOf(bands: Map<number, number>, store: number): Set<number> {
  const band = bands.get(store);
  if (band === undefined) return new Set();
  return new Set([...bands].filter(([s, b]) => b === band && s !== store).map(([s]) => s));
}
