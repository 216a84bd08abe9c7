// The fulfillment ledger in KV. Keys live under the fulfillment prefix and its environment (see
// lib/fulfillment/store.ts), so the sandbox never mixes with live and its reset clears its ledger:
//
//   ["fulfillment",env,"ledger",store,entry_id]        → LedgerEntry (a store's entries, by posting)
//   ["fulfillment",env,"ledger_order",order_id,entry_id] → LedgerEntry (the same entry, per order)
//   ["fulfillment",env,"ledger_fp",order_id]           → fingerprint of what the order should book
//   ["fulfillment",env,"ledger_head",store]            → id of the store's newest entry (payouts
//                                                        check it so a close never misses a post)
//   ["fulfillment",env,"commission"]                   → CommissionSchedule (absent: the default)
//
// Entries are written once and never changed; corrections are reversals. Each order's new entries,
// the heads of the stores they touch and the fingerprint go in one atomic operation.
import { versionCheck, versionOf } from "../forms/version.ts";
import type { Env, FulfillmentOrder } from "../fulfillment/schema.ts";
import { getOrder, now, onOrderChanged } from "../fulfillment/store.ts";
import { onReturnChanged, type ReturnRequest } from "../fulfillment/returns.ts";
import { catalogueMap } from "../catalogue/store.ts";
import { factsHoldUntil, orderFacts } from "./events.ts";
import { expectedEntries } from "./rules.ts";
import { type NewEntry, plan, reversalOf, standing } from "./reconcile.ts";
import { type CommissionSchedule, DEFAULT_SCHEDULE, type LedgerEntry } from "./schema.ts";

export const L = {
  store: (env: Env, store: number) => ["fulfillment", env, "ledger", store],
  order: (env: Env, orderId: string) => ["fulfillment", env, "ledger_order", orderId],
  fp: (env: Env, orderId: string) => ["fulfillment", env, "ledger_fp", orderId],
  head: (env: Env, store: number) => ["fulfillment", env, "ledger_head", store],
  schedule: (env: Env) => ["fulfillment", env, "commission"],
  returns: (env: Env) => ["fulfillment", env, "return"],
};

export async function getSchedule(kv: Deno.Kv, env: Env): Promise<CommissionSchedule> {
  return (await kv.get<CommissionSchedule>(L.schedule(env))).value ?? DEFAULT_SCHEDULE;
}

/** The version of the stored schedule ("" while the default applies): see lib/forms/version.ts. */
export async function scheduleVersion(kv: Deno.Kv, env: Env): Promise<string> {
  return versionOf(await kv.get(L.schedule(env)));
}

/**
 * Stores the schedule. With `version` (the form's) only if it is still the one the form was read
 * at: false when it changed meanwhile.
 */
export async function saveSchedule(
  kv: Deno.Kv,
  env: Env,
  schedule: CommissionSchedule,
  version?: string | null,
): Promise<boolean> {
  const key = L.schedule(env);
  const op = kv.atomic();
  if (version !== undefined) op.check(versionCheck(key, version));
  return (await op.set(key, schedule).commit()).ok;
}

let counter = 0;
/** A new entry id, sortable by posting time (then by its place in the batch). */
export function entryId(postedMs: number, seq: number): string {
  counter = (counter + 1) % 1296;
  return `${postedMs.toString(36).padStart(9, "0")}-${seq.toString(36).padStart(3, "0")}-${
    counter.toString(36).padStart(2, "0")
  }${crypto.randomUUID().slice(0, 6)}`;
}

async function listEntries(kv: Deno.Kv, prefix: Deno.KvKey, options: Deno.KvListOptions = {}) {
  const out: LedgerEntry[] = [];
  for await (const e of kv.list<LedgerEntry>({ prefix }, options)) out.push(e.value);
  return out;
}

export function listOrderEntries(kv: Deno.Kv, env: Env, orderId: string) {
  return listEntries(kv, L.order(env, orderId));
}

/** A store's entries in posting order, optionally only those after an entry id. */
export async function listStoreEntries(
  kv: Deno.Kv,
  env: Env,
  store: number,
  after: string | null = null,
  through: string | null = null,
): Promise<LedgerEntry[]> {
  const prefix = L.store(env, store);
  const out: LedgerEntry[] = [];
  const selector: Deno.KvListSelector = after
    ? { start: [...prefix, after + "\0"], end: [...prefix, "\uffff"] }
    : { prefix };
  for await (const e of kv.list<LedgerEntry>(selector)) {
    if (through && e.value.id > through) break;
    out.push(e.value);
  }
  return out;
}

/** Writes an order's new entries, with its new fingerprint, in one atomic operation. */
async function post(
  kv: Deno.Kv,
  order: FulfillmentOrder,
  entries: NewEntry[],
  fp: { key: Deno.KvKey; value: string | null; versionstamp: string | null },
  postedAt: (e: NewEntry) => Date,
): Promise<boolean> {
  const env = order.env;
  const stores = [...new Set(entries.map((e) => e.store))];
  const heads = await kv.getMany<string[]>(stores.map((s) => L.head(env, s)));
  const op = kv.atomic().check(fp);
  if (fp.value !== null) op.set(fp.key, fp.value);
  heads.forEach((h) => op.check(h));
  const last = new Map<number, string>(
    heads.filter((h) => h.value).map((h) => [h.key[3] as number, h.value!]),
  );
  entries.forEach((e, i) => {
    const at = postedAt(e);
    const full: LedgerEntry = {
      ...e,
      id: entryId(at.getTime(), i),
      env,
      order_id: order.id,
      order_number: order.order_number,
      posted_at: at.toISOString(),
    };
    op.set([...L.store(env, e.store), full.id], full);
    op.set([...L.order(env, order.id), full.id], full);
    if (full.id > (last.get(e.store) ?? "")) last.set(e.store, full.id);
  });
  for (const [store, id] of last) op.set(L.head(env, store), id);
  return (await op.commit()).ok;
}

/**
 * A penalty only time reveals (a ship-by passed, an offer lapsed, a parcel never scanned) is booked
 * at the time it happened, so it lands in that period's payout, but never before the store's last
 * payout (that period is closed: it goes in the next). Everything else is booked when it is seen.
 */
function revealedAt(e: NewEntry, at: Date, floors: Map<number, number>): Date {
  if (e.kind !== "penalty" || e.reverses !== null) return at;
  const event = Math.min(Date.parse(e.event_at), at.getTime());
  return new Date(Math.max(event, floors.get(e.store) ?? 0));
}

/** Per store, the first moment after its last payout (from the payout cursor, payouts.ts). */
async function payoutFloors(kv: Deno.Kv, env: Env): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for await (const e of kv.list<string>({ prefix: ["fulfillment", env, "payout_cursor"] })) {
    out.set(e.key[3] as number, parseInt(e.value.slice(0, 9), 36) + 1);
  }
  return out;
}

export interface SyncOptions {
  /** Book each entry at its event time (demo data); otherwise at `at`. */
  backdate?: boolean;
}

/**
 * Brings the ledger of these orders up to date as of `at`: what each should have booked (rules.ts)
 * against what it has (reconcile.ts). Orders whose expected entries are unchanged are skipped by
 * their fingerprint. Returns the number of entries posted.
 */
export async function syncOrders(
  kv: Deno.Kv,
  env: Env,
  orders: FulfillmentOrder[],
  at: Date,
  options: SyncOptions = {},
): Promise<number> {
  return (await syncLedger(kv, env, orders, at, options)).posted;
}

export interface SyncResult {
  posted: number;
  /**
   * Until when (ms) a sync of the same orders, returns, schedule and catalogue would post nothing:
   * the first deadline ahead (events.ts factsHoldUntil), -Infinity when an order could not be posted.
   */
  until: number;
}

/** syncOrders, also telling until when the ledger it leaves stays up to date. */
export async function syncLedger(
  kv: Deno.Kv,
  env: Env,
  orders: FulfillmentOrder[],
  at: Date,
  options: SyncOptions = {},
): Promise<SyncResult> {
  if (orders.length === 0) return { posted: 0, until: Infinity };
  const schedule = await getSchedule(kv, env);
  const catalogue = await catalogueMap(kv);
  const departmentOf = (item: string) => catalogue.get(item)?.department;
  const returns = new Map<string, ReturnRequest[]>();
  for await (const e of kv.list<ReturnRequest>({ prefix: L.returns(env) })) {
    returns.set(e.value.order_id, [...returns.get(e.value.order_id) ?? [], e.value]);
  }
  const floors = await payoutFloors(kv, env);
  let posted = 0;
  let until = Infinity;
  for (let i = 0; i < orders.length; i += 10) {
    const batch = orders.slice(i, i + 10);
    const fps = await kv.getMany<string[]>(batch.map((o) => L.fp(env, o.id)));
    for (const [j, order] of batch.entries()) {
      const facts = orderFacts(order, at);
      until = Math.min(until, factsHoldUntil(facts, at));
      const expected = expectedEntries(
        order,
        facts,
        returns.get(order.id) ?? [],
        departmentOf,
        schedule,
      );
      const value = JSON.stringify(expected.map((e) => [e.store, e.key, e.amount_cents]));
      let fp: { key: Deno.KvKey; value: string; versionstamp: string | null } = {
        key: fps[j].key,
        value,
        versionstamp: fps[j].versionstamp,
      };
      if (fps[j].value === value) continue;
      let settled = false;
      for (let attempt = 0; attempt < 5 && !settled; attempt++) {
        const entries = plan(await listOrderEntries(kv, env, order.id), expected);
        const when = (e: NewEntry) =>
          options.backdate
            ? new Date(Math.min(Date.parse(e.event_at), at.getTime()))
            : revealedAt(e, at, floors);
        if (await post(kv, order, entries, fp, when)) {
          posted += entries.length;
          settled = true;
          continue;
        }
        const again = await kv.get<string>(fp.key);
        settled = again.value === value;
        fp = { ...fp, versionstamp: again.versionstamp };
      }
      if (!settled) until = -Infinity;
    }
  }
  return { posted, until };
}

// Book an order's entries as soon as it changes (shipped, cancelled, re-routed…) or one of its
// returns is refunded, so they carry the time of the event and land in that period's payout; what
// only time reveals (a ship-by date passing, a parcel never scanned) is booked when the accounting
// pages or a period close bring the ledger up to date.
onOrderChanged(async (kv, order) => {
  await syncOrders(kv, order.env, [order], await now(kv, order.env));
});
onReturnChanged(async (kv, ret) => {
  const order = await getOrder(kv, ret.env, ret.order_id);
  if (order) await syncOrders(kv, ret.env, [order], await now(kv, ret.env));
});

/** Head office waives a standing penalty: a reversal that carries who and why. */
export async function waivePenalty(
  kv: Deno.Kv,
  env: Env,
  order: FulfillmentOrder,
  entryId: string,
  reason: string,
  by: string,
  at: Date,
): Promise<"ok" | "not_found" | "not_penalty" | "already"> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const entries = await listOrderEntries(kv, env, order.id);
    const entry = entries.find((e) => e.id === entryId);
    if (!entry) return "not_found";
    if (entry.kind !== "penalty" || entry.reverses !== null) return "not_penalty";
    if (!standing(entries).some((e) => e.id === entryId)) return "already";
    const fp = await kv.get<string>(L.fp(env, order.id));
    if (await post(kv, order, [reversalOf(entry, { by, reason })], fp, () => at)) return "ok";
  }
  throw new Error(`the ledger of order ${order.id} is changing too often to waive`);
}

/** The net of entries by kind, and in total. */
export function totals(entries: LedgerEntry[]) {
  const byKind: Partial<Record<LedgerEntry["kind"], number>> = {};
  let total = 0;
  for (const e of entries) {
    byKind[e.kind] = (byKind[e.kind] ?? 0) + e.amount_cents;
    total += e.amount_cents;
  }
  return { byKind, total };
}
