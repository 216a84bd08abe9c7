// /marketing/sync-errors: the styles the last syncs could not send (why, Shopify's message, how
// many attempts), with a retry of the ticked ones or all of them (one sync task).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../lib/forms/mod.ts";
import { listSyncErrors, type SyncError } from "../../lib/marketing/sync_store.ts";
import { startSync } from "../../lib/marketing/sync_task.ts";
import type { SyncLock } from "../../lib/marketing/sync_lock.ts";
import { SyncBusy } from "../../components/marketing/SyncPanels.tsx";
import { stylesById } from "../../lib/marketing/items.ts";
import type { Style } from "../../lib/catalogue/mod.ts";
import { csvOrRender } from "../../lib/forms/table.ts";
import { FormError, MarketingHeader } from "../../components/marketing/ui.tsx";
import { SyncErrorList, syncErrorsTable } from "../../components/marketing/SyncErrors.tsx";

interface Data {
  errors: SyncError[];
  styles: Record<string, Style>;
  error: string | null;
  /** The sync that refused this retry (one sync at a time). */
  running?: SyncLock;
}

async function load(kv: Deno.Kv) {
  const errors = await listSyncErrors(kv);
  const styles = await stylesById(kv);
  return {
    errors,
    styles: Object.fromEntries(errors.flatMap((e) => {
      const s = styles.get(e.style_id);
      return s ? [[e.style_id, s]] : [];
    })),
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const page = await load(ctx.state.kv);
    const table = syncErrorsTable(page.styles);
    return csvOrRender(ctx, { ...page, error: null }, table, page.errors, "sync-errors");
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await formValues(req, { arrays: ["style"] });
    const loaded = await load(kv);
    const known = new Set(loaded.errors.map((e) => e.style_id));
    const chosen = form.action === "retry_all"
      ? [...known]
      : (form.style as string[]).filter((s) => known.has(s));
    if (chosen.length === 0) {
      return ctx.render({ ...loaded, error: t("marketing.errors.nothing_chosen") }, {
        status: 400,
      });
    }
    const started = await startSync(kv, user.id, { only: chosen, by: user.email });
    if (!started.ok) {
      return ctx.render({ ...loaded, error: null, running: started.running }, { status: 409 });
    }
    return seeOther(`/tasks/${started.task.guid}`);
  },
};

export default function SyncErrorsPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_sync_errors" t={t} />
      <FormError text={data.error} />
      <SyncBusy t={t} locale={locale} lock={data.running ?? null} refused />
      <SyncErrorList t={t} locale={locale} errors={data.errors} styles={data.styles} url={url} />
    </>
  );
}
