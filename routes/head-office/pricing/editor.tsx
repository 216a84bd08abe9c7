// /head-office/pricing/editor?vendor=V100&department=HOC (buyers): a grid of one vendor's items
// with cost, regular and today's sale price, margin and a new regular price each; saving checks
// every price (below cost, lead time, a sale no longer below the new price) and writes the changes
// to the price schedule in one go, or nothing. "Propose" (a GET) fills the new prices in: one price
// for every size of a style, or every shown price by a percentage and/or to a price ending, with
// the margin each new price gives.
import type { PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { type PriceEditorData, priceEditorHandler } from "../../../lib/head_office/editor_page.ts";
import { PriceEditor } from "../../../components/head-office/PriceEditor.tsx";

export const handler = priceEditorHandler;

export default function PriceEditorPage(
  { data, state, url }: PageProps<PriceEditorData, SignedInState>,
) {
  return <PriceEditor data={data} t={state.t} locale={state.locale} url={url} />;
}
