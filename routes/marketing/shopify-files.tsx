// /marketing/shopify-files: every product image of the catalogue, the style it shows, and whether
// the sync has staged it to Shopify (status, when) or not yet — and then why
// (lib/marketing/file_status.ts), with "Send again" (a sync of that style, as a task).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { type FileMeta, listFiles } from "../../lib/files/mod.ts";
import { contentMap } from "../../lib/marketing/store.ts";
import {
  listSyncedFiles,
  listSyncErrors,
  type SyncedFile,
} from "../../lib/marketing/sync_store.ts";
import { canResend, type NotSentReason, notSentReason } from "../../lib/marketing/file_status.ts";
import { startSync } from "../../lib/marketing/sync_task.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther } from "../../lib/forms/mod.ts";
import { taskUrl } from "../../lib/tasks/store.ts";
import { DataTable } from "../../components/DataTable.tsx";
import type { Column } from "../../lib/forms/table.ts";
import { MarketingHeader } from "../../components/marketing/ui.tsx";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";

interface Row {
  file: FileMeta;
  style: string | null;
  synced: SyncedFile | null;
  /** Why it is not on Shopify (null when it is), with Shopify's message when its sync failed. */
  reason: NotSentReason | null;
  detail: string | null;
}

async function load(kv: Deno.Kv): Promise<Row[]> {
  const [files, contents, synced, errors] = await Promise.all([
    listFiles(kv, { purpose: "product_image" }),
    contentMap(kv),
    listSyncedFiles(kv),
    listSyncErrors(kv),
  ]);
  const styleOf = new Map<string, { id: string; web: boolean }>();
  for (const { content } of contents.values()) {
    for (const f of content.images) {
      styleOf.set(f, { id: content.style_id, web: content.web_enabled });
    }
  }
  const errorOf = new Map(errors.map((e) => [e.style_id, e.detail]));
  const byFile = new Map(synced.map((s) => [s.file_id, s]));
  return files.map((file) => {
    const style = styleOf.get(file.id) ?? null;
    const sent = byFile.get(file.id) ?? null;
    const detail = style ? errorOf.get(style.id) ?? null : null;
    return {
      file,
      style: style?.id ?? null,
      synced: sent,
      reason: sent ? null : notSentReason(style?.id ?? null, style?.web ?? false, detail),
      detail: sent ? null : detail,
    };
  });
}

export const handler: Handlers<Row[], PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await load(ctx.state.kv));
  },
  /** Send again: a sync of the image's style (one at a time, as every sync). */
  async POST(req, ctx) {
    const { kv } = ctx.state;
    const user = requireUser(ctx.state);
    const form = await formValues(req);
    const rows = await load(kv);
    const row = rows.find((r) => r.style === form.style && r.reason && canResend(r.reason));
    if (!row) return ctx.render(rows, { status: 400 });
    const started = await startSync(kv, user.id, { only: [row.style!], by: user.email });
    if (!started.ok) return seeOther(taskUrl(started.running.task));
    return seeOther(taskUrl(started.task.guid));
  },
};

export default function ShopifyFiles({ data, state, url }: PageProps<Row[], PortalState>) {
  const { t, locale } = state;
  const columns: Column<Row>[] = [
    {
      key: "image",
      label: t("marketing.files.image"),
      cell: (r) => (
        <img src={`/files/${r.file.id}`} alt={r.file.name} width={48} height={48} loading="lazy" />
      ),
    },
    { key: "name", label: t("marketing.files.name"), sortable: true, value: (r) => r.file.name },
    {
      key: "style",
      label: t("marketing.master.style"),
      sortable: true,
      value: (r) => r.style ?? "",
      cell: (
        r,
      ) => (r.style
        ? <a href={`/marketing/master-items/${r.style}`}>{r.style}</a>
        : t("marketing.files.unused")),
    },
    {
      key: "size",
      label: t("marketing.files.size"),
      num: true,
      value: (r) => r.file.size,
      cell: (r) => `${formatNumber(r.file.size / 1024, locale, 1)} KB`,
    },
    {
      key: "status",
      label: t("marketing.files.status"),
      sortable: true,
      value: (
        r,
      ) => (r.synced
        ? t(`marketing.files.statuses.${r.synced.status}`)
        : t("marketing.files.not_sent")),
      cell: (r) =>
        r.synced
          ? t(`marketing.files.statuses.${r.synced.status}`)
          : (
            <span data-not-sent={r.reason}>
              {t("marketing.files.not_sent")}: {t(`marketing.files.reasons.${r.reason}`)}
              {r.detail && (
                <>
                  — <q>{r.detail}</q>
                </>
              )}
              {r.reason && canResend(r.reason) && (
                <form method="post" class="inline-form">
                  <input type="hidden" name="style" value={r.style ?? ""} />
                  <button type="submit" class="secondary">{t("marketing.files.resend")}</button>
                </form>
              )}
            </span>
          ),
    },
    {
      key: "at",
      label: t("marketing.files.sent"),
      value: (r) => r.synced?.at ?? "",
      cell: (r) => (r.synced ? formatDateTime(r.synced.at, locale) : ""),
    },
  ];
  return (
    <>
      <MarketingHeader page="marketing_shopify_files" t={t} />
      <DataTable
        id="files"
        columns={columns}
        rows={data}
        url={url}
        t={t}
        csv={false}
        empty={t("marketing.files.none")}
      />
    </>
  );
}
