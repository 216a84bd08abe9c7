// From what an order should have booked to what to post (pure). Entries are never edited: an event
// whose amount changed (a label bought again, a penalty no longer due) gets a reversal of each
// standing entry and, when still due, a new entry. A waived penalty stays waived.
import type { LedgerEntry } from "./schema.ts";
import type { ExpectedEntry } from "./rules.ts";

/** An entry to post; ids and times are given when it is written. */
export type NewEntry = Omit<LedgerEntry, "id" | "env" | "order_id" | "order_number" | "posted_at">;

const slot = (e: { key: string; store: number }) => `${e.store}|${e.key}`;

/** The entries that still stand: neither a reversal nor reversed. */
export function standing(entries: LedgerEntry[]): LedgerEntry[] {
  const reversed = new Set(entries.map((e) => e.reverses).filter((id) => id !== null));
  return entries.filter((e) => e.reverses === null && !reversed.has(e.id));
}

/** The reversal of an entry: same event, opposite amount. */
export function reversalOf(
  entry: LedgerEntry,
  waiver: LedgerEntry["waiver"] = null,
): NewEntry {
  return {
    store: entry.store,
    key: entry.key,
    kind: entry.kind,
    rule: entry.rule,
    amount_cents: -entry.amount_cents,
    event_at: entry.event_at,
    reverses: entry.id,
    waiver,
    basis: entry.basis,
  };
}

export function plan(posted: LedgerEntry[], expected: ExpectedEntry[]): NewEntry[] {
  const waived = new Set(posted.filter((e) => e.waiver).map(slot));
  const live = new Map<string, LedgerEntry[]>();
  for (const e of standing(posted)) live.set(slot(e), [...live.get(slot(e)) ?? [], e]);
  const out: NewEntry[] = [];
  const seen = new Set<string>();
  for (const want of expected) {
    const s = slot(want);
    seen.add(s);
    if (waived.has(s)) continue;
    const have = live.get(s) ?? [];
    if (have.length === 1 && have[0].amount_cents === want.amount_cents) continue;
    for (const e of have) out.push(reversalOf(e));
    if (want.amount_cents !== 0) {
      out.push({ ...want, reverses: null, waiver: null });
    }
  }
  // Booked events that are no longer due (e.g. a late-ship penalty on an order head office
  // re-routed) are reversed.
  for (const [s, have] of live) {
    if (seen.has(s) || waived.has(s)) continue;
    for (const e of have) out.push(reversalOf(e));
  }
  return out;
}
