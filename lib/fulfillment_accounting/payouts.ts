// Payouts: closing a period turns each store's entries booked since its last payout (up to the end
// of the period) into one payout with a number; draft → approved → paid. KV layout (per env):
//
//   ["fulfillment",env,"payout",number]              → Payout
//   ["fulfillment",env,"payout_store",store,number]  → true (a store's payouts)
//   ["fulfillment",env,"payout_cursor",store]        → id of the last entry already in a payout
//
// A close writes the payout, its index and the store's cursor in one atomic operation that checks
// the cursor and the store's ledger head, so an entry is in exactly one payout.
import type { Env } from "../fulfillment/schema.ts";
import { fromToronto } from "../i18n/format.ts";
import { L, listStoreEntries, totals } from "./ledger.ts";
import { type LedgerEntry, type Payout, PAYOUT_NEXT, type PayoutState } from "./schema.ts";

export const P = {
  payout: (env: Env, number: string) => ["fulfillment", env, "payout", number],
  byStore: (env: Env, store: number) => ["fulfillment", env, "payout_store", store],
  cursor: (env: Env, store: number) => ["fulfillment", env, "payout_cursor", store],
};

export function payoutNumber(env: Env, periodEnd: string, store: number): string {
  return `${env === "sandbox" ? "S" : ""}FP${periodEnd.replaceAll("-", "")}-${store}`;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Stores that have a ledger in this environment. */
export async function ledgerStores(kv: Deno.Kv, env: Env): Promise<number[]> {
  return (await ledgerHeads(kv, env)).map(([store]) => store);
}

/** The same stores with their ledger head's versionstamp (which every post rewrites). */
export async function ledgerHeads(kv: Deno.Kv, env: Env): Promise<[number, string][]> {
  const out: [number, string][] = [];
  for await (const e of kv.list({ prefix: ["fulfillment", env, "ledger_head"] })) {
    out.push([e.key[3] as number, e.versionstamp]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Closes the period ending on `periodEnd` (Toronto date): one draft payout per store. */
export async function closePeriod(
  kv: Deno.Kv,
  env: Env,
  periodEnd: string,
  by: string,
  at: Date,
): Promise<Payout[]> {
  const until = fromToronto(nextDay(periodEnd));
  const made: Payout[] = [];
  for (const store of await ledgerStores(kv, env)) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [cursor, head] = await kv.getMany<string[]>([P.cursor(env, store), L.head(env, store)]);
      const entries = (await listStoreEntries(kv, env, store, cursor.value)).filter((e) =>
        Date.parse(e.posted_at) < until.getTime()
      );
      if (entries.length === 0) break;
      const { byKind, total } = totals(entries);
      const payout: Payout = {
        number: payoutNumber(env, periodEnd, store),
        env,
        store,
        period_end: periodEnd,
        after_id: cursor.value,
        last_id: entries[entries.length - 1].id,
        count: entries.length,
        total_cents: total,
        by_kind: byKind,
        state: "draft",
        history: [{ at: at.toISOString(), state: "draft", by }],
      };
      const key = P.payout(env, payout.number);
      const ok = await kv.atomic()
        .check(cursor)
        .check(head)
        .check({ key, versionstamp: null })
        .set(key, payout)
        .set([...P.byStore(env, store), payout.number], true)
        .set(P.cursor(env, store), payout.last_id)
        .commit();
      if (ok.ok) {
        made.push(payout);
        break;
      }
      if ((await kv.get(key)).versionstamp) break; // closed already (a second click)
    }
  }
  return made;
}

export async function getPayout(kv: Deno.Kv, env: Env, number: string): Promise<Payout | null> {
  return (await kv.get<Payout>(P.payout(env, number))).value;
}

/** Moves a payout one step (draft → approved → paid); null when that is not its next step. */
export async function movePayout(
  kv: Deno.Kv,
  env: Env,
  number: string,
  to: PayoutState,
  by: string,
  at: Date,
  payment?: Payout["payment"],
): Promise<Payout | null> {
  const entry = await kv.get<Payout>(P.payout(env, number));
  if (!entry.value || PAYOUT_NEXT[entry.value.state] !== to) return null;
  // A payout is marked paid with the payment's date and reference, never without.
  if (to === "paid" && !payment) return null;
  const next: Payout = {
    ...entry.value,
    state: to,
    history: [...entry.value.history, { at: at.toISOString(), state: to, by }],
    ...(to === "paid" ? { payment } : {}),
  };
  return (await kv.atomic().check(entry).set(entry.key, next).commit()).ok ? next : null;
}

/** The payout's lines: exactly the store's entries it closed. */
export function payoutLines(kv: Deno.Kv, payout: Payout): Promise<LedgerEntry[]> {
  return listStoreEntries(kv, payout.env, payout.store, payout.after_id, payout.last_id);
}

/** Every payout of an environment (newest period first), optionally of some stores only. */
export async function listPayouts(
  kv: Deno.Kv,
  env: Env,
  stores: number[] | null = null,
): Promise<Payout[]> {
  const out: Payout[] = [];
  if (stores) {
    for (const store of stores) {
      const numbers: string[] = [];
      for await (const e of kv.list({ prefix: P.byStore(env, store) })) {
        numbers.push(e.key[4] as string);
      }
      for (let i = 0; i < numbers.length; i += 10) {
        const got = await kv.getMany<Payout[]>(
          numbers.slice(i, i + 10).map((n) => P.payout(env, n)),
        );
        for (const g of got) if (g.value) out.push(g.value);
      }
    }
  } else {
    for await (const e of kv.list<Payout>({ prefix: ["fulfillment", env, "payout"] })) {
      out.push(e.value);
    }
  }
  return out.sort((a, b) => b.period_end.localeCompare(a.period_end) || a.store - b.store);
}
