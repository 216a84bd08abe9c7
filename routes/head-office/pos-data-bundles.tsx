// /head-office/pos-data-bundles (buyers): build per-store bundles of the catalogue and prices in
// each store's POS import format (a task, progress at /tasks/{guid}); the history of bundles
// with each store's file and when the store downloaded it (its store admins fetch it from
// /pos-docs); ?bundle=id&store=n lets head office look at a file without counting as the store.
import type { PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { type PosBundlesData, posBundlesHandler } from "../../lib/head_office/pos_bundles_page.ts";
import { PosBundles } from "../../components/head-office/PosBundles.tsx";

export const handler = posBundlesHandler;

export default function PosBundlesPage(
  { data, state, url }: PageProps<PosBundlesData, SignedInState>,
) {
  return <PosBundles data={data} state={state} url={url} />;
}
