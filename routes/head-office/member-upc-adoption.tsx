// /head-office/member-upc-adoption (buyers): per store, the share of its POS items matched to the
// catalogue by GTIN-14 (codes missing their check digit repaired first); ?store=n lists that
// store's unmatched items with suggested catalogue matches.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { loadUpcAdoption, type UpcAdoptionData } from "../../lib/head_office/upc_adoption_page.ts";
import { ADOPTION, UpcAdoption } from "../../components/head-office/UpcAdoption.tsx";

export const handler: Handlers<UpcAdoptionData, SignedInState> = {
  async GET(_req, ctx) {
    const data = await loadUpcAdoption(ctx.state.kv, ctx.url);
    return csvOrRender(ctx, data, ADOPTION, data.rows, "upc-adoption.csv");
  },
};

export default function UpcAdoptionPage(
  { data, state, url }: PageProps<UpcAdoptionData, SignedInState>,
) {
  return <UpcAdoption data={data} state={state} url={url} />;
}
