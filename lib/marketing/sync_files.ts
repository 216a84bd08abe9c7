// Product images on their way to Shopify: a staged upload of the bytes, `fileCreate` from the
// staged URL, then polling the files' `fileStatus` — Shopify processes files asynchronously
// (UPLOADED → PROCESSING → READY or FAILED) and a product may only be given READY files. Polling is
// bounded (FILE_POLL_DELAYS, doubling waits); a FAILED file, or one still processing after the last
// poll, fails its style only (an ItemFailure listed at /marketing/sync-errors). Each file's state
// is kept (["marketing","shopify","file",id], SyncedFile): a READY file is never sent again, one
// still processing is polled again by the next sync (not uploaded twice), a FAILED one is uploaded
// afresh.
import { getFileMeta } from "../files/mod.ts";
import { contentStoreOf } from "../files/store.ts";
import type { Config } from "../config.ts";
import type { Clock, CostThrottle, ShopifyClient, StagedTarget } from "../shopify/mod.ts";
import { ItemFailure, rejectIf, send, type UserErrors } from "./sync_send.ts";
import { SK, type SyncedFile } from "./sync_store.ts";

/** Waits before each poll of fileStatus (ms): about 16 s in all, then the style fails for now. */
export const FILE_POLL_DELAYS = [250, 500, 1000, 2000, 4000, 8000];

interface ShopifyFileState {
  id: string;
  fileStatus: "UPLOADED" | "PROCESSING" | "READY" | "FAILED";
  fileErrors?: { code: string; message: string }[];
}

/** Uploads one image and creates its Shopify file; returns the new file's state. */
async function createFile(
  kv: Deno.Kv,
  client: ShopifyClient,
  throttle: CostThrottle,
  fileId: string,
  alt: string,
  config: Config | undefined,
): Promise<{ target: StagedTarget; file: ShopifyFileState }> {
  const meta = await getFileMeta(kv, fileId);
  if (!meta) throw new ItemFailure("missing_image", fileId);
  type Staged = { stagedUploadsCreate: UserErrors & { stagedTargets: StagedTarget[] } };
  const data = await send<Staged>(client, throttle, "stagedUploadsCreate", {
    input: [{
      filename: meta.name,
      mimeType: meta.type,
      resource: "IMAGE",
      httpMethod: "POST",
      fileSize: String(meta.size),
    }],
  });
  rejectIf(data.stagedUploadsCreate);
  const target = data.stagedUploadsCreate.stagedTargets[0];
  const bytes = await new Response(
    contentStoreOf(kv, meta, config ? { config } : {}).read(meta, 0, meta.size - 1),
  ).bytes();
  try {
    await client.upload(target, bytes, meta.name, meta.type);
  } catch (error) {
    throw new ItemFailure("network", String((error as Error).message ?? error));
  }
  type Created = { fileCreate: UserErrors & { files: ShopifyFileState[] } };
  const created = await send<Created>(client, throttle, "fileCreate", {
    files: [{ originalSource: target.resourceUrl, alt, contentType: "IMAGE" }],
  });
  rejectIf(created.fileCreate);
  return { target, file: created.fileCreate.files[0] };
}

/**
 * Makes sure every image of a style is a READY file on Shopify; returns portal file id → Shopify
 * file id, to attach to the product. Throws an ItemFailure when one cannot be made ready.
 */
export async function readyFiles(
  kv: Deno.Kv,
  client: ShopifyClient,
  throttle: CostThrottle,
  clock: Clock,
  style: { id: string; alt: (i: number) => string },
  fileIds: string[],
  config: Config | undefined,
): Promise<Map<string, string>> {
  const ready = new Map<string, string>();
  const pending = new Map<string, SyncedFile>();
  const record = async (file: SyncedFile) => {
    await kv.set(SK.file(file.file_id), file);
    return file;
  };
  for (const [i, id] of fileIds.entries()) {
    const known = (await kv.get<SyncedFile>(SK.file(id))).value;
    if (known?.shopify_id && known.status === "READY") {
      ready.set(id, known.shopify_id);
      continue;
    }
    if (known?.shopify_id && known.status !== "FAILED") {
      pending.set(known.shopify_id, known);
      continue;
    }
    const { target, file } = await createFile(kv, client, throttle, id, style.alt(i), config);
    const stored = await record({
      file_id: id,
      style_id: style.id,
      status: file.fileStatus === "READY" ? "READY" : "UPLOADED",
      shopify_id: file.id,
      resource_url: target.resourceUrl,
      at: new Date().toISOString(),
    });
    if (stored.status === "READY") ready.set(id, file.id);
    else pending.set(file.id, stored);
  }
  for (const delay of FILE_POLL_DELAYS) {
    if (pending.size === 0) break;
    await clock.sleep(delay);
    type Polled = { nodes: (ShopifyFileState | null)[] };
    const polled = await send<Polled>(client, throttle, "fileStatus", { ids: [...pending.keys()] });
    for (const node of polled.nodes) {
      const file = node ? pending.get(node.id) : undefined;
      if (!node || !file) continue;
      const at = new Date().toISOString();
      if (node.fileStatus === "READY") {
        await record({ ...file, status: "READY", error: undefined, at });
        ready.set(file.file_id, node.id);
        pending.delete(node.id);
      } else if (node.fileStatus === "FAILED") {
        const detail = node.fileErrors?.map((e) => e.message).join("; ") || "FAILED";
        await record({ ...file, status: "FAILED", error: detail, at });
        throw new ItemFailure("image_failed", detail);
      } else if (node.fileStatus !== file.status) {
        pending.set(node.id, await record({ ...file, status: node.fileStatus, at }));
      }
    }
  }
  if (pending.size > 0) {
    throw new ItemFailure(
      "image_processing",
      [...pending.values()].map((f) => f.file_id).join(", "),
    );
  }
  return ready;
}
