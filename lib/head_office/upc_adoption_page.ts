// The page of /head-office/member-upc-adoption (its loader): per store, the share of its POS
// items matched to the catalogue, and the store asked for with its unmatched items.
import { listStores } from "../stores/mod.ts";
import { type Adoption, adoptionByStore } from "./upc_adoption.ts";

export type StoreRow = Adoption & { store: number; imported_at: string; name: string };

export interface UpcAdoptionData {
  rows: StoreRow[];
  store: StoreRow | null;
}

/** The stores' adoption, and the store `?store=n` asks for (with its unmatched items). */
export async function loadUpcAdoption(kv: Deno.Kv, url: URL): Promise<UpcAdoptionData> {
  const names = new Map((await listStores(kv)).map((s) => [s.store_number, s.name]));
  const rows = (await adoptionByStore(kv)).map((a) => ({ ...a, name: names.get(a.store) ?? "" }));
  const asked = Number(url.searchParams.get("store"));
  return { rows, store: rows.find((r) => r.store === asked) ?? null };
}
