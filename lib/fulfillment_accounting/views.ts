// What the accounting and analytics pages load: the ledger brought up to date first (every order of
// the environment, since a store can be charged on an order another store took), then one store's
// money or every store's figures. Member pages get one store's data only and no store names.
import type { Env, FulfillmentOrder } from "../fulfillment/schema.ts";
import { K, listAllOrders, now } from "../fulfillment/store.ts";
import { catalogueMap, CK } from "../catalogue/store.ts";
import { commissionCents } from "./rules.ts";
import { getSchedule, L, listStoreEntries, syncLedger } from "./ledger.ts";
import { ledgerHeads, listPayouts, P } from "./payouts.ts";
import type { EntryKind, LedgerEntry, Payout } from "./schema.ts";

interface Synced {
  stamps: string;
  from: number;
  until: number;
  orders: FulfillmentOrder[];
}
const synced = new WeakMap<Deno.Kv, Map<Env, Synced>>();

/**
 * The versionstamps of what the ledger is computed from: the orders and returns (every writer
 * rewrites the "changed" key, lib/fulfillment/store.ts), the commission schedule and the catalogue
 * (departments). Null before the first order write keyed it.
 */
async function ledgerInputs(kv: Deno.Kv, env: Env): Promise<string | null> {
  const [changed, schedule, catalogue] = await kv.getMany([
    K.changed(env),
    L.schedule(env),
    CK.version(),
  ]);
  return changed.versionstamp &&
    `${changed.versionstamp}|${schedule.versionstamp}|${catalogue.versionstamp}`;
}

/**
 * Brings the environment's ledger up to date; returns its orders and clock. The last sync in this
 * process is kept while its inputs keep their versionstamps and its clock stays before the first
 * deadline it saw ahead (a ship-by, a tracking grace): then a sync would post nothing, so the pages
 * skip listing every order. The orders are shared between requests: read only.
 */
export async function refreshLedger(kv: Deno.Kv, env: Env) {
  const at = await now(kv, env);
  const t = at.getTime();
  const stamps = await ledgerInputs(kv, env);
  let byEnv = synced.get(kv);
  if (!byEnv) synced.set(kv, byEnv = new Map());
  const hit = byEnv.get(env);
  if (hit && hit.stamps === stamps && hit.from <= t && t <= hit.until) {
    return { at, orders: hit.orders };
  }
  const orders = await listAllOrders(kv, env, 5000);
  const { until } = await syncLedger(kv, env, orders, at);
  if (stamps) byEnv.set(env, { stamps, from: t, until, orders });
  return { at, orders };
}

const entryCache = new WeakMap<Deno.Kv, Map<string, { stamp: string; entries: LedgerEntry[] }>>();

/**
 * A store's entries in posting order, kept while the store's ledger head keeps its versionstamp:
 * entries are never changed and every post rewrites the head in the same commit (ledger.ts). `stamp`:
 * the head's versionstamp when the caller already read it. Shared between requests: read only.
 */
export async function storeEntries(
  kv: Deno.Kv,
  env: Env,
  store: number,
  stamp?: string | null,
): Promise<LedgerEntry[]> {
  if (stamp === undefined) stamp = (await kv.get(L.head(env, store))).versionstamp;
  let byStore = entryCache.get(kv);
  if (!byStore) entryCache.set(kv, byStore = new Map());
  const key = `${env}|${store}`;
  const hit = byStore.get(key);
  if (stamp && hit?.stamp === stamp) return hit.entries;
  // Read after the head: a post landing meanwhile is in the list or changes the stamp.
  const entries = await listStoreEntries(kv, env, store);
  if (stamp) byStore.set(key, { stamp, entries });
  return entries;
}

export interface OrderMoney {
  order_id: string;
  order_number: string;
  event_at: string;
  byKind: Partial<Record<EntryKind, number>>;
  net: number;
  paid: boolean;
}

/** A store's entries grouped per order (newest first), each marked paid when in a paid payout. */
export function moneyByOrder(entries: LedgerEntry[], paidThrough: string | null): OrderMoney[] {
  const rows = new Map<string, OrderMoney>();
  for (const e of entries) {
    const row = rows.get(e.order_id) ?? {
      order_id: e.order_id,
      order_number: e.order_number,
      event_at: e.event_at,
      byKind: {},
      net: 0,
      paid: true,
    };
    row.byKind[e.kind] = (row.byKind[e.kind] ?? 0) + e.amount_cents;
    row.net += e.amount_cents;
    if (e.event_at < row.event_at) row.event_at = e.event_at;
    if (!paidThrough || e.id > paidThrough) row.paid = false;
    rows.set(e.order_id, row);
  }
  return [...rows.values()].sort((a, b) => b.event_at.localeCompare(a.event_at));
}

export interface StoreMoney {
  earned: number;
  pending: number;
  paid: number;
  penalties: number;
  orders: OrderMoney[];
  payouts: Payout[];
  /** Booked but in no payout yet. */
  open: number;
}

/** One store's money: earned (booked, unpaid), pending (open orders), paid, penalties. */
export async function storeMoney(
  kv: Deno.Kv,
  env: Env,
  store: number,
  orders: FulfillmentOrder[],
): Promise<StoreMoney> {
  const entries = await storeEntries(kv, env, store);
  const payouts = await listPayouts(kv, env, [store]);
  const paidOut = payouts.filter((p) => p.state === "paid");
  const paidThrough = paidOut.map((p) => p.last_id).sort().at(-1) ?? null;
  const cursor = (await kv.get<string>(P.cursor(env, store))).value;
  const schedule = await getSchedule(kv, env);
  const catalogue = await catalogueMap(kv);
  const open = orders.filter((o) =>
    o.store === store && ["accepted", "packed", "labelled"].includes(o.state)
  );
  const sum = (list: LedgerEntry[]) => list.reduce((s, e) => s + e.amount_cents, 0);
  return {
    earned: sum(entries.filter((e) => !paidThrough || e.id > paidThrough)),
    pending: open.reduce(
      (s, o) => s + commissionCents(o.lines, (i) => catalogue.get(i)?.department, schedule).cents,
      0,
    ),
    paid: paidOut.reduce((s, p) => s + p.total_cents, 0),
    penalties: sum(entries.filter((e) => e.kind === "penalty")),
    orders: moneyByOrder(entries, paidThrough),
    payouts,
    open: sum(entries.filter((e) => !cursor || e.id > cursor)),
  };
}

export interface StoreBalance {
  store: number;
  /** Booked, in no payout yet. */
  open: number;
  /** In draft or approved payouts. */
  awaiting: number;
  paid: number;
  penalties: number;
  entries: number;
}

/** Every store's balances (head office). */
export async function storeBalances(kv: Deno.Kv, env: Env): Promise<StoreBalance[]> {
  const out: StoreBalance[] = [];
  const payouts = await listPayouts(kv, env);
  for (const [store, stamp] of await ledgerHeads(kv, env)) {
    const entries = await storeEntries(kv, env, store, stamp);
    const cursor = (await kv.get<string>(P.cursor(env, store))).value;
    const mine = payouts.filter((p) => p.store === store);
    const sum = (list: { amount_cents: number }[]) => list.reduce((s, e) => s + e.amount_cents, 0);
    out.push({
      store,
      open: sum(entries.filter((e) => !cursor || e.id > cursor)),
      awaiting: mine.filter((p) => p.state !== "paid").reduce((s, p) => s + p.total_cents, 0),
      paid: mine.filter((p) => p.state === "paid").reduce((s, p) => s + p.total_cents, 0),
      penalties: sum(entries.filter((e) => e.kind === "penalty")),
      entries: entries.length,
    });
  }
  return out;
}

/** The environment of a head-office page without `{env}` in its path: `?env=sandbox`. */
export function envParam(url: URL): Env {
  return url.searchParams.get("env") === "sandbox" ? "sandbox" : "live";
}

export interface PenaltyRow {
  entry: LedgerEntry;
  status: "standing" | "waived" | "reversed";
  /** The waiver or reversal, when there is one. */
  by: LedgerEntry | null;
}

/** Every penalty booked in the environment (newest first), with whether it still stands. */
export async function listPenalties(kv: Deno.Kv, env: Env): Promise<PenaltyRow[]> {
  const rows: PenaltyRow[] = [];
  for (const [store, stamp] of await ledgerHeads(kv, env)) {
    const entries = (await storeEntries(kv, env, store, stamp)).filter((e) => e.kind === "penalty");
    const reversal = new Map(entries.filter((e) => e.reverses).map((e) => [e.reverses!, e]));
    for (const e of entries) {
      if (e.reverses) continue;
      const by = reversal.get(e.id) ?? null;
      rows.push({ entry: e, status: by ? (by.waiver ? "waived" : "reversed") : "standing", by });
    }
  }
  return rows.sort((a, b) => b.entry.event_at.localeCompare(a.entry.event_at));
}
