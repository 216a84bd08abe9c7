// The page of /marketing/shopify-files (its loader and action): every product image with its
// style and whether the sync staged it to Shopify or why not; "Send again" starts a sync of its style.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { type FileMeta, listFiles } from "../files/mod.ts";
import { contentMap } from "./store.ts";
import { listSyncedFiles, listSyncErrors, type SyncedFile } from "./sync_store.ts";
import { canResend, type NotSentReason, notSentReason } from "./file_status.ts";
import { startSync } from "./sync_task.ts";
import { requireUser } from "../auth/signed_in.ts";
import { formValues, seeOther } from "../forms/mod.ts";
import { taskUrl } from "../tasks/store.ts";

export interface ShopifyFileRow {
  file: FileMeta;
  style: string | null;
  synced: SyncedFile | null;
  /** Why it is not on Shopify (null when it is), with Shopify's message when its sync failed. */
  reason: NotSentReason | null;
  detail: string | null;
}

/** Every product image with its style and sync status. */
export type ShopifyFilesData = ShopifyFileRow[];

async function load(kv: Deno.Kv): Promise<ShopifyFilesData> {
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

export const shopifyFilesHandler: Handlers<ShopifyFilesData, PortalState> = {
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
