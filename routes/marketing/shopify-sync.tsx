// /marketing/shopify-sync: which shop the sync talks to (config, a saved sealed token, or the local
// fake shop), the plan of the next sync — what will be created, updated and DELETED, shown before
// anything runs — a button that starts the sync task, and the history of runs (loader and actions
// in lib/marketing/shopify_sync_page.ts).
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { csvFor } from "../../lib/forms/table.ts";
import { withCsv } from "../../lib/marketing/csv_page.ts";
import { type SyncPageData, syncPageHandler } from "../../lib/marketing/shopify_sync_page.ts";
import { ShopifySyncView, SYNC_RUNS } from "../../components/marketing/SyncPanels.tsx";

export const handler = withCsv(
  syncPageHandler,
  (data, ctx) => csvFor(ctx.url, ctx.state, SYNC_RUNS, data.runs, "sync-runs"),
);

export default function ShopifySyncPage(
  { data, state, url }: PageProps<SyncPageData, PortalState>,
) {
  return <ShopifySyncView data={data} t={state.t} locale={state.locale} url={url} />;
}
