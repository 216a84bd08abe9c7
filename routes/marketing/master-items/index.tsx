// /marketing/master-items: the styles (master items) with their variant count and completeness
// per channel × language, filtered by words, vendor, department and missing data.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { readFilters } from "../../../lib/marketing/items.ts";
import { loadMasterItems, type MasterItemsData } from "../../../lib/marketing/master_items.ts";
import { listVendors } from "../../../lib/stores/mod.ts";
import { MASTER_ITEMS, MasterItemsView } from "../../../components/marketing/MasterItemList.tsx";
import { csvFor } from "../../../lib/forms/table.ts";

export const handler: Handlers<MasterItemsData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const filters = readFilters(ctx.url);
    const { rows, memo } = await loadMasterItems(kv, filters);
    return csvFor(ctx.url, ctx.state, MASTER_ITEMS, rows, "master-items") ??
      ctx.render({ rows, memo, filters, vendors: await listVendors(kv) });
  },
};

export default function MasterItems({ data, state, url }: PageProps<MasterItemsData, PortalState>) {
  return <MasterItemsView data={data} t={state.t} locale={state.locale} url={url} />;
}
