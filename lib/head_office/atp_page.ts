// The loaders of the two ATP pages (the figures: ./atp.ts): /head-office/stock-check (one item in
// every active member store) and /head-office/omnichannel-stock (one store's department).
import { DEPARTMENT_CODES, findVariantByGtin, getVariant, listVariants } from "../catalogue/mod.ts";
import type { Variant } from "../catalogue/mod.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Translate } from "../i18n/validation.ts";
import { isMemberStore, listStores, type Store } from "../stores/mod.ts";
import { type AtpRow, atpRows, storeAtpRevision } from "./atp.ts";

/** A store's row of the stock check. */
export type StoreAtpRow = AtpRow & { name: string; city: string };
/** An item's row of omnichannel stock. */
export type ItemAtpRow = AtpRow & { description: string };

export interface StockCheckData {
  q: string;
  variant: Variant | null;
  rows: StoreAtpRow[];
  error: string | null;
}

export interface OmnichannelData {
  stores: Store[];
  store: number;
  department: string;
  rows: ItemAtpRow[];
}

/** Variants shown at once (a department of one store). */
const MAX_ROWS = 400;

async function activeMemberStores(kv: Deno.Kv): Promise<Store[]> {
  return (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
}

/** `?q=` an item number or barcode; null variant with an error when no item has it. */
export async function loadStockCheck(kv: Deno.Kv, url: URL, t: Translate): Promise<StockCheckData> {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 40);
  if (!q) return { q, variant: null, rows: [], error: null };
  const variant = (await getVariant(kv, q)) ?? (await findVariantByGtin(kv, q));
  if (!variant) return { q, variant: null, rows: [], error: t("head_office.errors.unknown_item") };
  const stores = await activeMemberStores(kv);
  const pairs = stores.map((s) => ({ store: s.store_number, item_number: variant.item_number }));
  const rows = (await atpRows(kv, pairs)).map((r, i) => ({
    ...r,
    name: stores[i].name,
    city: stores[i].city,
  }));
  return { q, variant, rows, error: null };
}

/** `?store=&department=` (the first active member store and department when not one of them). */
export async function loadOmnichannel(
  kv: Deno.Kv,
  url: URL,
  locale: Locale,
): Promise<OmnichannelData> {
  const q = url.searchParams;
  const stores = await activeMemberStores(kv);
  const asked = Number(q.get("store"));
  const store = stores.some((s) => s.store_number === asked) ? asked : stores[0]?.store_number ?? 0;
  const dept = q.get("department") ?? "";
  const department = (DEPARTMENT_CODES as readonly string[]).includes(dept)
    ? dept
    : DEPARTMENT_CODES[0];
  const rows = await keptRows(kv, `${store}|${department}|${locale}`, store, async () => {
    const variants = (await listVariants(kv, { department })).slice(0, MAX_ROWS);
    return (await atpRows(kv, variants.map((v) => ({ store, item_number: v.item_number }))))
      .map((r, i) => ({
        ...r,
        description: locale === "fr-CA" ? variants[i].description.fr : variants[i].description.en,
      }));
  });
  return { stores, store, department, rows };
}

/** Omnichannel views kept (store, department, language), the oldest dropped first. */
const VIEWS_KEPT = 32;
const views = new WeakMap<Deno.Kv, Map<string, { rev: string; rows: Promise<ItemAtpRow[]> }>>();

/**
 * A view's rows, computed once per revision of its store's ATP figures (storeAtpRevision): a view
 * opened again costs three KV reads instead of 400 rows built. The rows are shared: read only.
 */
async function keptRows(
  kv: Deno.Kv,
  name: string,
  store: number,
  load: () => Promise<ItemAtpRow[]>,
): Promise<ItemAtpRow[]> {
  const rev = await storeAtpRevision(kv, store);
  if (!rev) return await load();
  let kept = views.get(kv);
  if (!kept) views.set(kv, kept = new Map());
  const hit = kept.get(name);
  if (hit?.rev === rev) return [...await hit.rows];
  const rows = load().then((list) => list.map((row) => Object.freeze(row)));
  kept.delete(name);
  kept.set(name, { rev, rows });
  if (kept.size > VIEWS_KEPT) kept.delete(kept.keys().next().value!);
  rows.catch(() => {
    if (kept.get(name)?.rows === rows) kept.delete(name);
  });
  return [...await rows];
}
