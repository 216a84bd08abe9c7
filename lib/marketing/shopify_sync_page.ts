// The data of /marketing/shopify-sync: the shop the sync talks to, the plan of the next sync, the
// run history, whether a sync is running now, and the connection form's errors.
import type { PortalState } from "../state.ts";
import type { FieldErrors } from "../forms/mod.ts";
import { shopifySettings, type ShopifySettingsView } from "../shopify/mod.ts";
import { currentPlan } from "./sync.ts";
import type { StylePlan } from "./shopify_map.ts";
import { listRuns, type SyncRun } from "./sync_store.ts";
import { currentLock, type SyncLock } from "./sync_lock.ts";

export interface SyncPageData {
  settings: ShopifySettingsView;
  plan: StylePlan[];
  runs: SyncRun[];
  errors: FieldErrors;
  shop: string;
  isAdmin: boolean;
  /** The sync running now, and whether this request's start was refused because of it. */
  running: SyncLock | null;
  refused: boolean;
}

export async function loadSyncPage(ctx: { state: PortalState }) {
  const { kv, config } = ctx.state;
  return {
    settings: await shopifySettings(kv, config),
    plan: await currentPlan(kv),
    runs: await listRuns(kv),
    isAdmin: ctx.state.user?.Site_Admin === true,
    running: await currentLock(kv),
    refused: false,
  };
}
