// /marketing/items (buyers): the catalogue grouped by style — one row per style with its sizes,
// colours and matching items inside — with its web completeness in English and French, filtered
// (words or codes, vendor, department, season, status, missing data), sorted and paged 25 styles
// at a time, as CSV (styles, or every item with ?table=items&format=csv; ?view=items lists items);
// checked styles are bulk-edited (status, season, department, prices) after a preview.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type ItemsPageData, loadItemsPage, postItems } from "../../../lib/marketing/items_page.ts";
import { ItemsView } from "../../../components/marketing/ItemsPage.tsx";
import { ITEMS } from "../../../components/marketing/ItemTable.tsx";
import { STYLE_GROUPS } from "../../../components/marketing/StyleGroupTable.tsx";
import { csvFor, csvOrRender } from "../../../lib/forms/table.ts";

export const handler: Handlers<ItemsPageData, PortalState> = {
  async GET(_req, ctx) {
    const data = await loadItemsPage(ctx.state.kv, ctx.url);
    return csvFor(ctx.url, ctx.state, ITEMS, data.rows) ??
      csvOrRender(ctx, data, STYLE_GROUPS, data.groups);
  },
  POST: postItems,
};

export default function ItemsPage({ data, state, url }: PageProps<ItemsPageData, PortalState>) {
  return <ItemsView data={data} t={state.t} locale={state.locale} url={url} />;
}
