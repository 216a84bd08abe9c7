// The price-change schedule: head office's sale and permanent price changes per item, with the
// date they start (and end, for sales) and the stores they apply to (none listed = every store).
// The upcoming-changes page and the signage generator read it.
//
// Keys (prefix "resources", registered in lib/db/keys.ts):
//   ["resources", "price_changes", starts_on, id] → PriceChange (listed in date order)
//   ["resources", "price_changes_version"]        → true, rewritten by every write of a change
//
// Every page of the schedule reads the whole list (a few hundred entries, ~3 ms of KV reads), so it
// is cached per process and KV store and checked against the version key's versionstamp on each
// read: writers go through setPriceChange/deletePriceChange, so the next view sees the write.
import { z } from "zod";
import { torontoDateString } from "../i18n/format.ts";
import { allItems, type ResourceItem } from "./items.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const PriceChange = z.object({
  id: z.string(),
  item_number: z.string(),
  vendor: z.string(),
  department: z.string(),
  kind: z.enum(["sale", "permanent"]),
  price_cents: z.number().int().positive(),
  regular_cents: z.number().int().positive(),
  starts_on: z.string().regex(ISO_DATE),
  ends_on: z.string().regex(ISO_DATE).nullable(),
  /** Empty: every store. */
  stores: z.array(z.number().int()),
  created_at: z.string(),
});
export type PriceChange = z.infer<typeof PriceChange>;

/** The filters of the upcoming-changes page (query string). */
export const ChangeFilter = z.object({
  vendor: z.string().trim().max(20).optional().default(""),
  department: z.string().trim().max(10).optional().default(""),
  from: z.string().regex(ISO_DATE, "resources.prices.bad_date").optional().or(z.literal(""))
    .default(""),
  to: z.string().regex(ISO_DATE, "resources.prices.bad_date").optional().or(z.literal(""))
    .default(""),
});
export type ChangeFilter = z.infer<typeof ChangeFilter>;

const KEY = "price_changes";
const VERSION_KEY: Deno.KvKey = ["resources", "price_changes_version"];

/** A change's key (head office's schedule edits changes in place: lib/head_office/schedule.ts). */
export function priceChangeKey(starts_on: string, id: string): Deno.KvKey {
  return ["resources", KEY, starts_on, id];
}

/** Adds (or replaces) a change in `op`; the only way to write one, so the cache below follows. */
export function setPriceChange(
  op: Deno.AtomicOperation,
  change: PriceChange,
): Deno.AtomicOperation {
  return op.set(priceChangeKey(change.starts_on, change.id), change).set(VERSION_KEY, true);
}

/** Removes a change in `op` (see setPriceChange). */
export function deletePriceChange(op: Deno.AtomicOperation, key: Deno.KvKey): Deno.AtomicOperation {
  return op.delete(key).set(VERSION_KEY, true);
}

export async function putPriceChanges(kv: Deno.Kv, changes: PriceChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += 500) {
    const op = kv.atomic();
    for (const c of changes.slice(i, i + 500)) setPriceChange(op, PriceChange.parse(c));
    const res = await op.commit();
    if (!res.ok) throw new Error("price changes not written");
  }
}

/** Per KV store: every change in key order (date, id), frozen, at the version key's versionstamp. */
const cache = new WeakMap<Deno.Kv, { version: string | null; changes: readonly PriceChange[] }>();

/** Every scheduled change, in date order (cached: one KV read when nothing changed). */
export async function allPriceChanges(kv: Deno.Kv): Promise<readonly PriceChange[]> {
  const version = (await kv.get(VERSION_KEY)).versionstamp;
  const hit = cache.get(kv);
  if (hit && hit.version === version) return hit.changes;
  const changes: PriceChange[] = [];
  for await (const e of kv.list<PriceChange>({ prefix: ["resources", KEY] }, { batchSize: 500 })) {
    Object.freeze(e.value.stores);
    changes.push(Object.freeze(e.value));
  }
  cache.set(kv, { version, changes });
  return changes;
}

/**
 * Changes starting between `from` and `to` (inclusive, default: today onwards) that apply to one of
 * `stores` (null: head office, every change), filtered by vendor and department.
 */
export async function upcomingChanges(
  kv: Deno.Kv,
  filter: Partial<ChangeFilter>,
  stores: number[] | null,
  today = torontoDateString(new Date()),
): Promise<PriceChange[]> {
  const from = filter.from || today;
  const out: PriceChange[] = [];
  for (const c of await allPriceChanges(kv)) {
    if (c.starts_on < from || (filter.to && c.starts_on > filter.to)) continue;
    if (filter.vendor && c.vendor !== filter.vendor) continue;
    if (filter.department && c.department !== filter.department) continue;
    if (stores && c.stores.length > 0 && !c.stores.some((s) => stores.includes(s))) continue;
    out.push(c);
  }
  return out;
}

/** Adds `days` to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Demo schedule: for one item in five, a sale (15–30 % off, two weeks) or a permanent change
 * (±5–10 %), starting over the next eight weeks; a few only for stores 1234 and 1310.
 */
export function demoChanges(items: ResourceItem[], today: string): PriceChange[] {
  // Made the day before: today at 09:00 UTC is still ahead of a clock before 04:00 in Toronto, and a
  // change a user makes later must be newer than the demo's (an edit refused as stale shows the
  // item's newest change).
  const created = `${addDays(today, -1)}T09:00:00.000Z`;
  return items.filter((_, i) => i % 10 < 2).map((item, i) => {
    const sale = i % 3 !== 2;
    const pct = sale ? 15 + (i * 7) % 16 : (i % 2 ? 5 : -10) + (i % 4);
    const price = Math.round(item.retail_cents * (1 - pct / 100) / 100) * 100 - 1;
    const starts = addDays(today, 3 + (i * 11) % 56);
    return {
      id: `pc-${item.item_number}-${starts}`,
      item_number: item.item_number,
      vendor: item.vendor,
      department: item.department,
      kind: sale ? "sale" : "permanent",
      price_cents: Math.max(99, price),
      regular_cents: item.retail_cents,
      starts_on: starts,
      ends_on: sale ? addDays(starts, 13) : null,
      stores: i % 7 === 0 ? [1234, 1310] : [],
      created_at: created,
    };
  });
}

export async function seedPriceChanges(kv: Deno.Kv): Promise<string> {
  const changes = demoChanges(await allItems(kv), torontoDateString(new Date()));
  await putPriceChanges(kv, changes);
  return `resources: ${changes.length} scheduled price changes`;
}
