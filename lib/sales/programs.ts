// Sales contests ("Mystery Minis"): a promoted program of one vendor's items over a period; stores
// are ranked on the program's sales from the group vendor rollup (one range read per period).
//   ["sales","program",id] → Program
import type { IsoDate } from "./calendar.ts";
import type { Measures } from "./model.ts";
import { K, readMap } from "./store.ts";

export interface Program {
  id: string;
  title: string;
  vendor: string;
  start: IsoDate;
  end: IsoDate;
}

export async function saveProgram(kv: Deno.Kv, program: Program): Promise<void> {
  await kv.set(["sales", "program", program.id], program);
}

export async function getProgram(kv: Deno.Kv, id: string): Promise<Program | null> {
  return (await kv.get<Program>(["sales", "program", id])).value;
}

export interface Standing {
  rank: number;
  store: number;
  units: number;
  sales_cents: number;
}

/**
 * Stores ranked by the program's units sold — the figure the leaderboard shows (ties share a
 * rank), then by store number.
 */
export async function leaderboard(kv: Deno.Kv, program: Program): Promise<Standing[]> {
  const map = await readMap(kv, K.gv(program.vendor), { start: program.start, end: program.end });
  return rank(map);
}

export function rank(map: Record<string, Measures>): Standing[] {
  const rows = Object.entries(map)
    .map(([store, m]) => ({ rank: 0, store: Number(store), units: m[0], sales_cents: m[1] }))
    .filter((r) => r.units !== 0 || r.sales_cents !== 0)
    .sort((a, b) => b.units - a.units || a.store - b.store);
  rows.forEach((r, i) => {
    r.rank = i > 0 && rows[i - 1].units === r.units ? rows[i - 1].rank : i + 1;
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Vendor program enrolment (the "ELP" program report): ["sales","enrol",vendor,store] → Enrolment

export interface Enrolment {
  store: number;
  since: IsoDate;
  tier: "gold" | "silver" | "bronze";
}

export async function enrol(kv: Deno.Kv, vendor: string, e: Enrolment) {
  await kv.set(["sales", "enrol", vendor, e.store], e);
}

export async function enrolments(kv: Deno.Kv, vendor: string): Promise<Map<number, Enrolment>> {
  const out = new Map<number, Enrolment>();
  for await (const e of kv.list<Enrolment>({ prefix: ["sales", "enrol", vendor] })) {
    out.set(e.value.store, e.value);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Web-store sync status per store: ["sales","websync",store] → WebSync

/** Why an item failed to sync; shown through the `reporting.sync_error.<code>` texts. */
export const SYNC_ERROR_CODES = [
  "missing_image",
  "price_below_cost",
  "gtin_not_found",
  "description_too_long",
] as const;
export type SyncErrorCode = typeof SYNC_ERROR_CODES[number];

export interface WebSync {
  store: number;
  last_sync: string | null;
  items: number;
  errors: { item_number: string; code: SyncErrorCode; at: string }[];
}

export async function getWebSync(kv: Deno.Kv, store: number): Promise<WebSync> {
  return (await kv.get<WebSync>(["sales", "websync", store])).value ??
    { store, last_sync: null, items: 0, errors: [] };
}

export async function putWebSync(kv: Deno.Kv, sync: WebSync) {
  await kv.set(["sales", "websync", sync.store], sync);
}
