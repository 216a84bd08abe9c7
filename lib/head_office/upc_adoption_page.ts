// The page of /head-office/member-upc-adoption (its loader): per store, the share of its POS
// items matched to the catalogue, the store asked for with its unmatched items, and the CSV.
import type { Handlers } from "$fresh/server.ts";
import type { SignedInState } from "../auth/signed_in.ts";
import { listStores } from "../stores/mod.ts";
import { type Column, csvResponseFor } from "../forms/table.ts";
import { type Adoption, adoptionByStore } from "./upc_adoption.ts";

export type StoreRow = Adoption & { store: number; imported_at: string; name: string };

export interface UpcAdoptionData {
  rows: StoreRow[];
  store: StoreRow | null;
}

/** The stores' columns (their cells are markup: components/head-office/UpcAdoption.tsx). */
export type StoreColumns = (t: SignedInState["t"], locale: SignedInState["locale"]) => Column<
  StoreRow
>[];

/** The page's handler; `storeColumns` gives the columns its CSV shares with the page. */
export const upcAdoptionHandler = (
  storeColumns: StoreColumns,
): Handlers<UpcAdoptionData, SignedInState> => ({
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const names = new Map((await listStores(kv)).map((s) => [s.store_number, s.name]));
    const rows = (await adoptionByStore(kv)).map((a) => ({ ...a, name: names.get(a.store) ?? "" }));
    const csv = csvResponseFor(
      ctx.url,
      "adoption",
      storeColumns(t, locale),
      rows,
      "upc-adoption.csv",
      { locale: ctx.state.locale },
    );
    if (csv) return csv;
    const asked = Number(ctx.url.searchParams.get("store"));
    return ctx.render({ rows, store: rows.find((r) => r.store === asked) ?? null });
  },
});
