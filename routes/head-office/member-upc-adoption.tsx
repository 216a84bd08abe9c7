// /head-office/member-upc-adoption (buyers): per store, the share of its POS items matched to the
// catalogue by GTIN-14 (codes missing their check digit repaired first); ?store=n lists that
// store's unmatched items with suggested catalogue matches.
import type { PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import {
  type UpcAdoptionData,
  upcAdoptionHandler,
} from "../../lib/head_office/upc_adoption_page.ts";
import { storeColumns, UpcAdoption } from "../../components/head-office/UpcAdoption.tsx";

export const handler = upcAdoptionHandler(storeColumns);

export default function UpcAdoptionPage(
  { data, state, url }: PageProps<UpcAdoptionData, SignedInState>,
) {
  return <UpcAdoption data={data} state={state} url={url} />;
}
