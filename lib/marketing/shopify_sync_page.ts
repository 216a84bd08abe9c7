// The page of /marketing/shopify-sync (its loader, the run and the connection): the shop the sync talks to, the plan of the next sync, the
// run history, whether a sync is running now, and the connection form's errors.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { requireUser } from "../auth/signed_in.ts";
import { type FieldErrors, FORM_ERROR, formValues, seeOther, validateForm } from "../forms/mod.ts";
import {
  removeShopifySettings,
  saveShopifySettings,
  shopifySettings,
  ShopifySettingsSchema,
  type ShopifySettingsView,
} from "../shopify/mod.ts";
import { startSync } from "./sync_task.ts";
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

export const syncPageHandler: Handlers<SyncPageData, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({ ...await loadSyncPage(ctx), errors: {}, shop: "" });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await formValues(req);
    if (form.action === "run") {
      const started = await startSync(kv, user.id, { only: null, by: user.email });
      if (!started.ok) {
        return ctx.render(
          {
            ...await loadSyncPage(ctx),
            running: started.running,
            refused: true,
            errors: {},
            shop: "",
          },
          { status: 409 },
        );
      }
      return seeOther(`/tasks/${started.task.guid}`);
    }
    // the connection (a secret) is a site administrator's to change
    if (!user.Site_Admin) {
      return ctx.render({
        ...await loadSyncPage(ctx),
        errors: { [FORM_ERROR]: t("marketing.errors.admin_only") },
        shop: "",
      }, { status: 403 });
    }
    if (form.action === "disconnect") {
      await removeShopifySettings(kv);
      return seeOther("/marketing/shopify-sync");
    }
    const parsed = validateForm(form, ShopifySettingsSchema, t);
    if (!parsed.ok) {
      // the token is never echoed back
      const shop = typeof form.shop === "string" ? form.shop : "";
      return ctx.render({ ...await loadSyncPage(ctx), errors: parsed.errors, shop }, {
        status: 400,
      });
    }
    await saveShopifySettings(kv, parsed.data, user.email);
    return seeOther("/marketing/shopify-sync");
  },
};
