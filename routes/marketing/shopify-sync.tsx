// /marketing/shopify-sync: which shop the sync talks to (config, a saved sealed token, or the local
// fake shop), the plan of the next sync — what will be created, updated and DELETED, shown before
// anything runs — a button that starts the sync task, and the history of runs.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { FORM_ERROR, formValues, seeOther, validateForm } from "../../lib/forms/mod.ts";
import {
  removeShopifySettings,
  saveShopifySettings,
  ShopifySettingsSchema,
} from "../../lib/shopify/mod.ts";
import { startSync } from "../../lib/marketing/sync_task.ts";
import { ShopifySyncView, SYNC_RUNS } from "../../components/marketing/SyncPanels.tsx";
import { csvOrRender } from "../../lib/forms/table.ts";
import { loadSyncPage, type SyncPageData } from "../../lib/marketing/shopify_sync_page.ts";

export const handler: Handlers<SyncPageData, PortalState> = {
  async GET(_req, ctx) {
    const page = await loadSyncPage(ctx);
    return csvOrRender(ctx, { ...page, errors: {}, shop: "" }, SYNC_RUNS, page.runs, "sync-runs");
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

export default function ShopifySyncPage(
  { data, state, url }: PageProps<SyncPageData, PortalState>,
) {
  return <ShopifySyncView data={data} t={state.t} locale={state.locale} url={url} />;
}
