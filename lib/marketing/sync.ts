// The Shopify catalogue sync: every web-listed style's full state goes out with productSet, its
// French texts with translationsRegister, its new images through staged uploads; products no
// longer listed are deleted. One style's failure (a precheck, Shopify's userErrors, the network,
// the rate limit after its retries) is recorded at /marketing/sync-errors and the sync goes on.
// Requests wait for Shopify's cost bucket (lib/shopify/throttle.ts). Runs as a task
// ("marketing-shopify-sync", progress at /admin/tasks/{guid}); `syncCatalogue` is the work itself.
import { catalogueMap, listStyles, type Style, type Variant } from "../catalogue/mod.ts";
import { listVendors } from "../stores/mod.ts";
import { getFileMeta } from "../files/mod.ts";
import { contentStoreOf } from "../files/store.ts";
import type { Config } from "../config.ts";
import {
  type Clock,
  CostThrottle,
  isThrottled,
  realClock,
  type ShopifyClient,
  type ShopifyResponse,
  type StagedTarget,
} from "../shopify/mod.ts";
import { MAX_THROTTLE_RETRIES, operationCost } from "../shopify/throttle.ts";
import { reviewsByStyle } from "./library.ts";
import type { ItemContent } from "./model.ts";
import { contentMap, newId, storedOrFresh } from "./store.ts";
import {
  payloadHash,
  planSync,
  precheck,
  type ProductPayload,
  productPayload,
  sellable,
  type StylePlan,
} from "./shopify_map.ts";
import {
  sentStates,
  SK,
  type SyncedFile,
  type SyncedProduct,
  type SyncError,
  type SyncErrorKind,
  type SyncRun,
} from "./sync_store.ts";

export interface Listing {
  style: Style;
  variants: Variant[];
  content: ItemContent;
  payload: ProductPayload;
  hash: string;
}

/** Every web-listed style with its payload (images named by their portal file ids for now). */
export async function listings(kv: Deno.Kv): Promise<Listing[]> {
  const [styles, catalogue, contents, vendors, reviews] = await Promise.all([
    listStyles(kv),
    catalogueMap(kv),
    contentMap(kv),
    listVendors(kv),
    reviewsByStyle(kv),
  ]);
  const byStyle = Map.groupBy(catalogue.values(), (v) => v.style_id);
  const vendorName = new Map(vendors.map((v) => [v.vendor_number, v.name]));
  const out: Listing[] = [];
  for (const style of styles) {
    const variants = byStyle.get(style.id) ?? [];
    const { content } = storedOrFresh(contents, style, variants);
    if (!content.web_enabled || sellable(variants).length === 0) continue;
    const payload = productPayload(style, variants, content, {
      vendorName: vendorName.get(style.vendor) ?? style.vendor,
      typeName: `${style.department}/${style.class}`,
      imageUrl: (id) => `portal-file:${id}`,
    }, reviews.get(style.id) ?? []);
    out.push({ style, variants, content, payload, hash: await payloadHash(payload) });
  }
  return out;
}

/** The plan a sync would carry out now (the preview of /marketing/shopify-sync). */
export async function currentPlan(kv: Deno.Kv): Promise<StylePlan[]> {
  const listed = await listings(kv);
  return planSync(
    listed.map((l) => ({
      style_id: l.style.id,
      hash: l.hash,
      skus: l.payload.input.variants.map((v) => v.sku),
    })),
    await sentStates(kv),
  );
}

export interface SyncOptions {
  /** Only these styles (a retry); every style otherwise. */
  only?: string[];
  clock?: Clock;
  by: string;
  taskGuid?: string;
  config?: Config;
  onProgress?: (done: number, total: number) => Promise<void>;
}

class ItemFailure extends Error {
  constructor(readonly kind: SyncErrorKind, detail: string) {
    super(detail);
  }
}

/** Sends one request, waiting for the bucket first and backing off when throttled. */
async function send<T>(
  client: ShopifyClient,
  throttle: CostThrottle,
  operation: Parameters<ShopifyClient["request"]>[0],
  variables: Record<string, unknown>,
): Promise<T> {
  const cost = operationCost(operation, variables);
  for (let retry = 0;; retry++) {
    await throttle.before(cost);
    let res: ShopifyResponse<T>;
    try {
      res = await client.request<T>(operation, variables);
    } catch (error) {
      throw new ItemFailure("network", String((error as Error).message ?? error));
    }
    throttle.seen(res.extensions?.cost?.throttleStatus);
    if (isThrottled(res)) {
      if (retry >= MAX_THROTTLE_RETRIES) throw new ItemFailure("throttled", "Throttled");
      await throttle.backOff(cost, retry);
      continue;
    }
    if (res.errors?.length) {
      throw new ItemFailure("shopify_rejected", res.errors.map((e) => e.message).join("; "));
    }
    return res.data as T;
  }
}

type UserErrors = { userErrors: { message: string; field?: string[] | null }[] };

function rejectIf(result: UserErrors | null | undefined) {
  if (result?.userErrors?.length) {
    throw new ItemFailure("shopify_rejected", result.userErrors.map((e) => e.message).join("; "));
  }
}

/** Stages the images Shopify does not have yet; returns file id → resource URL. */
async function stageImages(
  kv: Deno.Kv,
  client: ShopifyClient,
  throttle: CostThrottle,
  styleId: string,
  fileIds: string[],
  config: Config | undefined,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const id of fileIds) {
    const known = (await kv.get<SyncedFile>(SK.file(id))).value;
    if (known && known.status !== "FAILED") {
      urls.set(id, known.resource_url);
      continue;
    }
    const meta = await getFileMeta(kv, id);
    if (!meta) throw new ItemFailure("missing_image", id);
    const data = await send<
      { stagedUploadsCreate: UserErrors & { stagedTargets: StagedTarget[] } }
    >(
      client,
      throttle,
      "stagedUploadsCreate",
      {
        input: [{
          filename: meta.name,
          mimeType: meta.type,
          resource: "IMAGE",
          httpMethod: "POST",
          fileSize: String(meta.size),
        }],
      },
    );
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
    await kv.set(
      SK.file(id),
      {
        file_id: id,
        style_id: styleId,
        status: "UPLOADED",
        resource_url: target.resourceUrl,
        at: new Date().toISOString(),
      } satisfies SyncedFile,
    );
    urls.set(id, target.resourceUrl);
  }
  return urls;
}

async function pushStyle(
  kv: Deno.Kv,
  client: ShopifyClient,
  throttle: CostThrottle,
  listing: Listing,
  config: Config | undefined,
): Promise<SyncedProduct> {
  const { style, variants, content, payload } = listing;
  const problem = precheck(style, sellable(variants), content);
  if (problem) throw new ItemFailure(problem, "");
  const urls = await stageImages(kv, client, throttle, style.id, payload.image_ids, config);
  const input = {
    ...payload.input,
    files: payload.input.files.map((f, i) => ({
      ...f,
      originalSource: urls.get(payload.image_ids[i])!,
    })),
  };
  type SetResult = {
    productSet: UserErrors & {
      product: { id: string; variants: { nodes: { id: string; sku: string }[] } } | null;
    };
  };
  const set = await send<SetResult>(client, throttle, "productSet", {
    input,
    identifier: { handle: input.handle },
  });
  rejectIf(set.productSet);
  const product = set.productSet.product!;
  const synced: SyncedProduct = {
    style_id: style.id,
    product_id: product.id,
    variants: Object.fromEntries(product.variants.nodes.map((n) => [n.sku, n.id])),
    // an empty hash makes the next sync send it again (the translations did not go through)
    hash: "",
    skus: input.variants.map((v) => v.sku),
    synced_at: new Date().toISOString(),
  };
  await kv.set(SK.product(style.id), synced);
  type Digests = {
    translatableResource: { translatableContent: { key: string; digest: string }[] } | null;
  };
  const digests = await send<Digests>(client, throttle, "translatableResource", {
    resourceId: product.id,
  });
  const digestOf = (key: string) =>
    digests.translatableResource?.translatableContent.find((c) => c.key === key)?.digest ?? "";
  const registered = await send<{ translationsRegister: UserErrors }>(
    client,
    throttle,
    "translationsRegister",
    {
      resourceId: product.id,
      translations: [
        {
          key: "title",
          value: payload.french.title,
          locale: "fr",
          translatableContentDigest: digestOf("title"),
        },
        {
          key: "body_html",
          value: payload.french.body_html,
          locale: "fr",
          translatableContentDigest: digestOf("body_html"),
        },
      ],
    },
  );
  rejectIf(registered.translationsRegister);
  // the product now shows its staged images: they are ready on Shopify
  const at = new Date().toISOString();
  const op = kv.atomic();
  for (const id of payload.image_ids) {
    op.set(
      SK.file(id),
      {
        file_id: id,
        style_id: style.id,
        status: "READY",
        resource_url: urls.get(id)!,
        at,
      } satisfies SyncedFile,
    );
  }
  await op.commit();
  return { ...synced, hash: listing.hash };
}

/** Runs a sync; returns its run record. */
export async function syncCatalogue(
  kv: Deno.Kv,
  client: ShopifyClient,
  options: SyncOptions,
): Promise<SyncRun> {
  const throttle = new CostThrottle(options.clock ?? realClock);
  const listed = await listings(kv);
  const sent = await sentStates(kv);
  let plan = planSync(
    listed.map((l) => ({
      style_id: l.style.id,
      hash: l.hash,
      skus: l.payload.input.variants.map((v) => v.sku),
    })),
    sent,
  );
  if (options.only) plan = plan.filter((p) => options.only!.includes(p.style_id));
  const work = plan.filter((p) => p.action !== "unchanged" || options.only);
  const run: SyncRun = {
    id: newId(),
    task: options.taskGuid ?? "",
    started: new Date().toISOString(),
    finished: null,
    mode: client.mode,
    scope: options.only ? "retry" : "all",
    created: 0,
    updated: 0,
    unchanged: plan.length - work.length,
    deleted: 0,
    failed: 0,
    waited_ms: 0,
    by: options.by,
  };
  await kv.set(SK.run(run.id), run);
  const byId = new Map(listed.map((l) => [l.style.id, l]));
  let done = 0;
  for (const item of work) {
    try {
      if (item.action === "delete") {
        const before = sent.get(item.style_id)!;
        const data = await send<{ productDelete: UserErrors }>(client, throttle, "productDelete", {
          input: { id: before.product_id },
        });
        const missing = data.productDelete.userErrors.some((e) =>
          /does not exist/i.test(e.message)
        );
        if (!missing) rejectIf(data.productDelete);
        await kv.atomic().delete(SK.product(item.style_id)).delete(SK.error(item.style_id))
          .commit();
        run.deleted++;
      } else {
        const synced = await pushStyle(
          kv,
          client,
          throttle,
          byId.get(item.style_id)!,
          options.config,
        );
        await kv.atomic().set(SK.product(item.style_id), synced).delete(SK.error(item.style_id))
          .commit();
        if (sent.has(item.style_id)) run.updated++;
        else run.created++;
      }
    } catch (error) {
      if (!(error instanceof ItemFailure)) throw error;
      const previous = (await kv.get<SyncError>(SK.error(item.style_id))).value;
      await kv.set(
        SK.error(item.style_id),
        {
          style_id: item.style_id,
          kind: error.kind,
          detail: error.message,
          at: new Date().toISOString(),
          attempts: (previous?.attempts ?? 0) + 1,
          run_id: run.id,
        } satisfies SyncError,
      );
      run.failed++;
    }
    done++;
    if (options.onProgress && (done % 5 === 0 || done === work.length)) {
      await options.onProgress(done, work.length);
    }
  }
  run.finished = new Date().toISOString();
  run.waited_ms = throttle.waitedMs;
  await kv.set(SK.run(run.id), run);
  return run;
}
