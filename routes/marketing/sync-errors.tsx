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
import { inLocale, type Style } from "../../lib/catalogue/mod.ts";
import { FormError, MarketingHeader } from "../../components/marketing/ui.tsx";
import { formatDateTime } from "../../lib/i18n/format.ts";

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
    return ctx.render({ ...await load(ctx.state.kv), error: null });
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

export default function SyncErrorsPage({ data, state }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  return (
    <>
      <MarketingHeader page="marketing_sync_errors" t={t} />
      <FormError text={data.error} />
      <SyncBusy t={t} locale={locale} lock={data.running ?? null} refused />
      {data.errors.length === 0 ? <p>{t("marketing.sync.no_errors")}</p> : (
        <form method="post">
          <div class="table-wrap">
            <table class="data-table" data-sync-errors={data.errors.length}>
              <thead>
                <tr>
                  <th>{t("marketing.sync.retry")}</th>
                  <th>{t("marketing.master.style")}</th>
                  <th>{t("marketing.sync.problem")}</th>
                  <th>{t("marketing.sync.detail")}</th>
                  <th class="num">{t("marketing.sync.attempts")}</th>
                  <th>{t("marketing.sync.when")}</th>
                </tr>
              </thead>
              <tbody>
                {data.errors.map((e) => (
                  <tr>
                    <td>
                      <input
                        type="checkbox"
                        name="style"
                        value={e.style_id}
                        aria-label={t("marketing.sync.retry")}
                      />
                    </td>
                    <td>
                      <a href={`/marketing/master-items/${e.style_id}`}>{e.style_id}</a>{" "}
                      {data.styles[e.style_id]
                        ? inLocale(data.styles[e.style_id].name, locale)
                        : ""}
                    </td>
                    <td>{t(`marketing.sync.kinds.${e.kind}`)}</td>
                    <td>
                      {/* Shopify writes its messages in English */}
                      <span lang="en">{e.detail}</span>
                      {e.kind === "shopify_rejected" && /handle/i.test(e.detail) && (
                        <>
                          {" "}
                          <a
                            href={`/marketing/master-items/${e.style_id}#field-handle`}
                            data-fix-handle
                          >
                            {t("marketing.sync.fix_handle")}
                          </a>
                        </>
                      )}
                    </td>
                    <td class="num">{e.attempts}</td>
                    <td>
                      <time datetime={e.at}>{formatDateTime(e.at, locale)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" name="action" value="retry">
            {t("marketing.sync.retry_chosen")}
          </button>{" "}
          <button type="submit" name="action" value="retry_all" class="secondary">
            {t("marketing.sync.retry_all")}
          </button>
        </form>
      )}
    </>
  );
}
