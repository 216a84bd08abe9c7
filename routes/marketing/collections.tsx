// /marketing/collections: website collections — hand-picked (a list of styles) or rule-based
// (vendor, department, season, tag, retail range; all or any of them, at least one) — with their
// member count; ?edit={id} opens one in the form below (a new one otherwise). "Preview" shows the
// members the form would hold (name, image, price) without saving. Saves are version-checked.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { type CollectionsData, collectionsHandler } from "../../lib/marketing/collections_page.ts";
import { COLLECTIONS, CollectionsPage } from "../../components/marketing/CollectionsPage.tsx";
import { csvFor } from "../../lib/forms/table.ts";
import { withCsv } from "../../lib/marketing/csv_page.ts";

export const handler = withCsv(
  collectionsHandler,
  (data, ctx) => csvFor(ctx.url, ctx.state, COLLECTIONS, data.collections),
);

export default function Collections(
  { data, state, url }: PageProps<CollectionsData, PortalState>,
) {
  return <CollectionsPage data={data} state={state} url={url} />;
}
