// /marketing/assortments/{id}: a curated set of styles for a type of store — its names, store type
// and styles (version-checked save), each style's completeness on the web, and its head-office
// order form (hda-link).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import {
  type AssortmentData,
  assortmentHandler,
} from "../../../../lib/marketing/assortment_page.ts";
import {
  ASSORTMENT_STYLES,
  AssortmentView,
} from "../../../../components/marketing/AssortmentPage.tsx";
import { csvFor } from "../../../../lib/forms/table.ts";
import { withCsv } from "../../../../lib/marketing/csv_page.ts";

export const handler = withCsv(
  assortmentHandler,
  (data, ctx) =>
    csvFor(ctx.url, ctx.state, ASSORTMENT_STYLES, data.rows, `assortment-${data.assortment.id}`),
);

export default function AssortmentPage(
  { data, state, params, url }: PageProps<AssortmentData, PortalState>,
) {
  return <AssortmentView data={data} state={state} params={params} url={url} />;
}
