// Member UPC adoption: the share of a store's POS items matched to the group catalogue by GTIN-14.
// POS exports sometimes drop the check digit, so a code that is not a valid GTIN gets its computed
// check digit appended (or a wrong one replaced) before the item is called unmatched; an item
// matched that way counts as "repaired". Unmatched items get a suggested catalogue item by the
// words their descriptions share.
import { checkDigit, suggestCheckDigit, toGtin14 } from "../gs1/gtin.ts";
import { listVariants } from "../catalogue/mod.ts";
import { CK } from "../catalogue/store.ts";
import { HK } from "./keys.ts";

export interface PosItem {
  code: string;
  description: string;
}

export interface StoreItemList {
  store: number;
  imported_at: string;
  items: PosItem[];
}

/** Writes a store's item list in `op` (the only way to: the figures below follow its version). */
export function setStoreItemList(
  op: Deno.AtomicOperation,
  list: StoreItemList,
): Deno.AtomicOperation {
  return op.set(HK.storeItems(list.store), list).set(HK.storeItemsVersion(), true);
}

export interface CatalogueEntry {
  item_number: string;
  gtin14: string;
  description: string;
}

export type MatchKind = "matched" | "repaired" | "unmatched";

export interface ItemMatch {
  code: string;
  description: string;
  kind: MatchKind;
  /** The catalogue item (matched or repaired), or the suggestion (unmatched). */
  item_number: string | null;
  /** Suggestion's score 0–1 (unmatched only). */
  score: number | null;
}

export interface Adoption {
  total: number;
  matched: number;
  repaired: number;
  unmatched: number;
  /** (matched + repaired) ÷ total, 0 when the store sent no items. */
  share: number;
  rows: ItemMatch[];
}

const words = (s: string) =>
  new Set(
    s.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1),
  );

/** Jaccard similarity of the word sets of two descriptions. */
export function similarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return 0;
  return jaccard(wa, wb);
}

/** Suggestions below this score are not shown. */
export const MIN_SUGGESTION = 0.3;

/**
 * The code with a check digit appended when it is one digit short of a GTIN length (even if the
 * short code happens to read as a valid shorter GTIN), else with its wrong check digit replaced.
 */
export function repairCandidate(code: string): string | null {
  if (!/^\d+$/.test(code)) return null;
  if ([7, 11, 12, 13].includes(code.length)) return code + checkDigit(code);
  return suggestCheckDigit(code);
}

/** Jaccard similarity of two word sets. */
function jaccard(wa: Set<string>, wb: Set<string>): number {
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return common / (wa.size + wb.size - common);
}

/** A catalogue ready for matching: by GTIN, and its descriptions' words with an index word → entries. */
interface Prepared {
  byGtin: Map<string, CatalogueEntry>;
  words: Set<string>[];
  index: Map<string, number[]>;
}

/** Prepared once per catalogue array: every store's list is matched against the same one. */
const prepared = new WeakMap<CatalogueEntry[], Prepared>();
function prepare(catalogue: CatalogueEntry[]): Prepared {
  let ready = prepared.get(catalogue);
  if (ready) return ready;
  ready = { byGtin: new Map(catalogue.map((c) => [c.gtin14, c])), words: [], index: new Map() };
  for (const [i, entry] of catalogue.entries()) {
    const set = words(entry.description);
    ready.words.push(set);
    for (const w of set) {
      const list = ready.index.get(w);
      if (list) list.push(i);
      else ready.index.set(w, [i]);
    }
  }
  prepared.set(catalogue, ready);
  return ready;
}

/**
 * The catalogue entry whose description shares the most words (Jaccard), the first one on a tie.
 * Only entries sharing a word can score above zero, so only those are compared.
 */
function bestSuggestion(description: string, catalogue: CatalogueEntry[], ready: Prepared) {
  const wa = words(description);
  const candidates = new Set<number>();
  for (const w of wa) for (const i of ready.index.get(w) ?? []) candidates.add(i);
  let best: CatalogueEntry | null = null;
  let score = 0;
  for (const i of [...candidates].sort((a, b) => a - b)) {
    const s = jaccard(wa, ready.words[i]);
    if (s > score) [best, score] = [catalogue[i], s];
  }
  return { best, score };
}

export function adoption(items: PosItem[], catalogue: CatalogueEntry[]): Adoption {
  const ready = prepare(catalogue);
  const byGtin = ready.byGtin;
  const rows: ItemMatch[] = items.map((item) => {
    const code = item.code.replace(/[\s-]+/g, "");
    const direct = toGtin14(code);
    const hit = direct ? byGtin.get(direct) : undefined;
    if (hit) return { ...item, kind: "matched", item_number: hit.item_number, score: null };
    const fixed = repairCandidate(code);
    const repaired = fixed ? byGtin.get(toGtin14(fixed) ?? "") : undefined;
    if (repaired) {
      return { ...item, kind: "repaired", item_number: repaired.item_number, score: null };
    }
    const { best, score } = bestSuggestion(item.description, catalogue, ready);
    return score >= MIN_SUGGESTION
      ? { ...item, kind: "unmatched", item_number: best!.item_number, score }
      : { ...item, kind: "unmatched", item_number: null, score: null };
  });
  const count = (k: MatchKind) => rows.filter((r) => r.kind === k).length;
  const matched = count("matched");
  const repaired = count("repaired");
  return {
    total: rows.length,
    matched,
    repaired,
    unmatched: count("unmatched"),
    share: rows.length ? (matched + repaired) / rows.length : 0,
    rows,
  };
}

type StoreAdoption = Adoption & { store: number; imported_at: string };

/**
 * The last figures per KV store, with what they were computed from: the catalogue's version and
 * the item lists' version (setStoreItemList). Matching every list against the catalogue is the
 * page's whole cost, and both change rarely (a catalogue edit, a store's new export); checking
 * two version keys instead of reading every list keeps a view to two small reads.
 */
const computed = new WeakMap<Deno.Kv, { id: string; result: StoreAdoption[] }>();

/** Every store's adoption (stores that sent an item export), by store number. */
export async function adoptionByStore(kv: Deno.Kv): Promise<StoreAdoption[]> {
  const [catalogue_, lists_] = await kv.getMany([CK.version(), HK.storeItemsVersion()]);
  const id = `${catalogue_.versionstamp}|${lists_.versionstamp}`;
  const hit = computed.get(kv);
  if (hit?.id === id) return hit.result.slice();
  const lists: Deno.KvEntry<StoreItemList>[] = [];
  for await (const e of kv.list<StoreItemList>({ prefix: HK.storeItemsAll() })) lists.push(e);
  const catalogue = (await listVariants(kv)).map((v) => ({
    item_number: v.item_number,
    gtin14: v.gtin14,
    description: v.description.en,
  }));
  const result = lists.map((e) => ({
    ...adoption(e.value.items, catalogue),
    store: e.value.store,
    imported_at: e.value.imported_at,
  }));
  computed.set(kv, { id, result });
  return result.slice();
}
