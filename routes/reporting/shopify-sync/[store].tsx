// /reporting/shopify-sync/{store}: the group web store as one member store sees it
// (lib/reporting/shopify_sync.ts); a member sees only their own stores, head office every store.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import type { PortalState } from "../../../lib/state.ts";
import { loadStoreSync, type StoreSync } from "../../../lib/reporting/shopify_sync.ts";
import {
  StoreSyncPage,
  SYNC_ERRORS_TABLE,
  syncErrorColumns,
} from "../../../components/reporting/StoreSync.tsx";

export const handler: Handlers<StoreSync, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t, locale } = ctx.state;
    const data = await loadStoreSync(kv, requireUser(ctx.state), ctx.params.store);
    if (!data) return ctx.renderNotFound();
    const columns = syncErrorColumns(t, locale, data.styles);
    return csvResponseFor(
      ctx.url,
      SYNC_ERRORS_TABLE,
      columns,
      data.errors,
      `sync-errors-${data.store.store_number}`,
      {
        sort: "when",
        dir: "desc",
        locale,
      },
    ) ?? ctx.render(data);
  },
};

export default function ShopifySync({ data, state, url }: PageProps<StoreSync, PortalState>) {
  return <StoreSyncPage data={data} t={state.t} locale={state.locale} url={url} />;
}
