// Scan-Pal count lists and scans in KV. Each scan is applied exactly once: its id (made on the
// device) is written in the same atomic operation as the line total and the list total, under a
// check that the scan key is still empty, so a scan re-sent after a lost answer is a duplicate.
//
// Keys (prefix "scan_pal", registered in lib/db/keys.ts):
//   ["scan_pal", "lists", store, list_id]    → CountList
//   ["scan_pal", "list_store", list_id]      → store number (find a list by id)
//   ["scan_pal", "scans", list_id, scan_id]  → StoredScan
//   ["scan_pal", "lines", list_id, code]     → CountLine (code = the GTIN-14 text when valid)
import { toGtin14 } from "../gs1/gtin.ts";
import { catalogueMap, inLocale } from "../catalogue/mod.ts";
import type { Locale } from "../auth/types.ts";
import type { DirectoryEntry } from "./directory.ts";
import type { CountLine, CountList, ListInput, ScanInput, StoredScan } from "./schema.ts";

const P = "scan_pal";
const listKey = (store: number, id: string) => [P, "lists", store, id];

export async function createList(
  kv: Deno.Kv,
  input: ListInput,
  userId: string,
  now = new Date(),
): Promise<CountList> {
  const list: CountList = {
    id: crypto.randomUUID(),
    store: input.store,
    name: input.name,
    created_by: userId,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    units: 0,
    scans: 0,
  };
  const res = await kv.atomic()
    .check({ key: [P, "list_store", list.id], versionstamp: null })
    .set(listKey(list.store, list.id), list)
    .set([P, "list_store", list.id], list.store)
    .commit();
  if (!res.ok) throw new Error("count list id collision");
  return list;
}

/** The lists of the given stores, newest first. */
export async function listsOf(kv: Deno.Kv, stores: number[]): Promise<CountList[]> {
  const out: CountList[] = [];
  for (const store of stores) {
    for await (const e of kv.list<CountList>({ prefix: [P, "lists", store] })) out.push(e.value);
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function getList(kv: Deno.Kv, id: string): Promise<CountList | null> {
  const store = await kv.get<number>([P, "list_store", id]);
  if (store.value === null) return null;
  return (await kv.get<CountList>(listKey(store.value, id))).value;
}

export async function linesOf(kv: Deno.Kv, listId: string): Promise<CountLine[]> {
  const out: CountLine[] = [];
  for await (const e of kv.list<CountLine>({ prefix: [P, "lines", listId] })) out.push(e.value);
  return out;
}

export type ApplyOutcome = "applied" | "duplicate";

/** Applies one scan to a list exactly once (retrying when another write raced it). */
export async function applyScan(
  kv: Deno.Kv,
  list: Pick<CountList, "id" | "store">,
  scan: ScanInput,
  meta: { userId: string; device: string | null; now?: Date },
): Promise<ApplyOutcome> {
  const gtin14 = toGtin14(scan.code);
  const code = gtin14 ?? scan.code;
  const scanKey = [P, "scans", list.id, scan.id];
  const lineKey = [P, "lines", list.id, code];
  for (let attempt = 0; attempt < 20; attempt++) {
    const [seen, line, current] = await kv.getMany<[StoredScan, CountLine, CountList]>([
      scanKey,
      lineKey,
      listKey(list.store, list.id),
    ]);
    if (seen.value) return "duplicate";
    if (!current.value) throw new Error(`count list ${list.id} is gone`);
    const now = (meta.now ?? new Date()).toISOString();
    const stored: StoredScan = {
      id: scan.id,
      list_id: list.id,
      code: scan.code,
      gtin14,
      qty: scan.qty,
      scanned_at: scan.scanned_at,
      received_at: now,
      user_id: meta.userId,
      device: meta.device,
    };
    const last = line.value?.last_scanned_at ?? "";
    const nextLine: CountLine = {
      code,
      gtin14,
      qty: (line.value?.qty ?? 0) + scan.qty,
      last_scanned_at: scan.scanned_at > last ? scan.scanned_at : last,
    };
    const nextList: CountList = {
      ...current.value,
      units: current.value.units + scan.qty,
      scans: current.value.scans + 1,
      updated_at: now,
    };
    const res = await kv.atomic()
      .check(seen, line, current)
      .set(scanKey, stored)
      .set(lineKey, nextLine)
      .set(listKey(list.store, list.id), nextList)
      .commit();
    if (res.ok) return "applied";
  }
  throw new Error("applyScan: too much contention");
}

/** Applies a device's batch in order; answers which scans were new and which were already in. */
export async function applyScans(
  kv: Deno.Kv,
  list: CountList,
  scans: ScanInput[],
  meta: { userId: string; device: string | null },
): Promise<{ applied: string[]; duplicates: string[] }> {
  const applied: string[] = [];
  const duplicates: string[] = [];
  for (const scan of scans) {
    const outcome = await applyScan(kv, list, scan, meta);
    (outcome === "applied" ? applied : duplicates).push(scan.id);
  }
  return { applied, duplicates };
}

/** The item directory the scanner keeps on the device (directory.ts), sorted by GTIN-14. */
export async function itemDirectory(kv: Deno.Kv, locale: Locale): Promise<DirectoryEntry[]> {
  return [...(await catalogueMap(kv)).values()]
    .map((v): DirectoryEntry => [v.gtin14, v.item_number, inLocale(v.description, locale)])
    .sort((a, b) => a[0].localeCompare(b[0]));
}
