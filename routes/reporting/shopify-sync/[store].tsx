// /reporting/shopify-sync/{store}: the group web store as one member store sees it
// (lib/reporting/shopify_sync.ts); a member sees only their own stores, head office every store.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { csvOrRender } from "../../../lib/forms/table.ts";
import type { PortalState } from "../../../lib/state.ts";
import { loadStoreSync, type StoreSync } from "../../../lib/reporting/shopify_sync.ts";
import { StoreSyncPage, syncErrorsTable } from "../../../components/reporting/StoreSync.tsx";

export const handler: Handlers<StoreSync, PortalState> = {
  async GET(_req, ctx) {
    const data = await loadStoreSync(ctx.state.kv, requireUser(ctx.state), ctx.params.store);
    if (!data) return ctx.renderNotFound();
    const table = syncErrorsTable(data.styles);
    return csvOrRender(ctx, data, table, data.errors, `sync-errors-${data.store.store_number}`);
  },
};

export default function ShopifySync({ data, state, url }: PageProps<StoreSync, PortalState>) {
  return <StoreSyncPage data={data} t={state.t} locale={state.locale} url={url} />;
}
