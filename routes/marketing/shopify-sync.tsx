// /marketing/shopify-sync: which shop the sync talks to (config, a saved sealed token, or the local
// fake shop), the plan of the next sync — what will be created, updated and DELETED, shown before
// anything runs — a button that starts the sync task, and the history of runs.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import {
  type FieldErrors,
  FORM_ERROR,
  formValues,
  seeOther,
  validateForm,
} from "../../lib/forms/mod.ts";
import {
  removeShopifySettings,
  saveShopifySettings,
  shopifySettings,
  ShopifySettingsSchema,
  type ShopifySettingsView,
} from "../../lib/shopify/mod.ts";
import { currentPlan } from "../../lib/marketing/sync.ts";
import type { StylePlan } from "../../lib/marketing/shopify_map.ts";
import { listRuns, type SyncRun } from "../../lib/marketing/sync_store.ts";
import { startSync } from "../../lib/marketing/sync_task.ts";
import { currentLock, type SyncLock } from "../../lib/marketing/sync_lock.ts";
import { MarketingHeader } from "../../components/marketing/ui.tsx";
import {
  SyncBusy,
  SyncPlan,
  syncRunColumns,
  SyncRuns,
  SyncSettings,
} from "../../components/marketing/SyncPanels.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";

interface Data {
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

async function load(ctx: { state: PortalState }) {
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

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { t, locale } = ctx.state;
    const page = await load(ctx);
    return csvResponseFor(ctx.url, "runs", syncRunColumns(t, locale), page.runs, "sync-runs", {
      locale,
    }) ?? ctx.render({ ...page, errors: {}, shop: "" });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await formValues(req);
    if (form.action === "run") {
      const started = await startSync(kv, user.id, { only: null, by: user.email });
      if (!started.ok) {
        return ctx.render(
          { ...await load(ctx), running: started.running, refused: true, errors: {}, shop: "" },
          { status: 409 },
        );
      }
      return seeOther(`/tasks/${started.task.guid}`);
    }
    // the connection (a secret) is a site administrator's to change
    if (!user.Site_Admin) {
      return ctx.render({
        ...await load(ctx),
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
      return ctx.render({ ...await load(ctx), errors: parsed.errors, shop }, { status: 400 });
    }
    await saveShopifySettings(kv, parsed.data, user.email);
    return seeOther("/marketing/shopify-sync");
  },
};

export default function ShopifySyncPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_shopify_sync" t={t} />
      <SyncBusy t={t} locale={locale} lock={data.running} refused={data.refused} />
      <SyncSettings
        t={t}
        settings={data.settings}
        errors={data.errors}
        shop={data.shop}
        isAdmin={data.isAdmin}
      />
      <SyncPlan t={t} locale={locale} plan={data.plan} />
      <SyncRuns t={t} locale={locale} runs={data.runs} url={url} />
    </>
  );
}
