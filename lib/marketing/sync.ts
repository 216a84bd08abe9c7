// The Shopify catalogue sync: every web-listed style's full state goes out with productSet, its
// French texts with translationsRegister, its images as Shopify files made READY first
// (sync_files.ts: staged upload, fileCreate, fileStatus polled); products no
// longer listed are deleted. One style's failure (a precheck, Shopify's userErrors, the network,
// the rate limit after its retries) is recorded at /marketing/sync-errors and the sync goes on.
// Requests wait for Shopify's cost bucket (lib/shopify/throttle.ts). Runs as a task
// ("marketing-shopify-sync", progress at /tasks/{guid}); `syncCatalogue` is the work itself.
import { catalogueMap, CK, listStyles, type Style, type Variant } from "../catalogue/mod.ts";
import { listVendors, storeKeys } from "../stores/mod.ts";
import type { Config } from "../config.ts";
import { type Clock, CostThrottle, realClock, type ShopifyClient } from "../shopify/mod.ts";
import { ItemFailure, rejectIf, send, type UserErrors } from "./sync_send.ts";
import { readyFiles } from "./sync_files.ts";
import { LK, reviewsByStyle } from "./library.ts";
import type { ItemContent } from "./model.ts";
import { contentMap, MK, newId, storedOrFresh } from "./store.ts";
import {
  payloadFields,
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
  type SyncedProduct,
  type SyncError,
  type SyncRun,
  touchSync,
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

/**
 * The versionstamps of everything the plan reads: the catalogue, content, sent products and
 * reviews by their version keys, the vendors (tens of rows, never given one) each. Read BEFORE
 * the data, so a write in between only costs a rebuild on the next view, never a stale plan.
 */
async function planVersion(kv: Deno.Kv): Promise<string> {
  const [versions, vendors] = await Promise.all([
    kv.getMany([CK.version(), MK.version(), SK.version(), LK.reviewVersion()]),
    Array.fromAsync(kv.list({ prefix: storeKeys.vendors() })),
  ]);
  return [...versions, ...vendors].map((e) => e.versionstamp ?? "-").join(",");
}

/** Per store: the last plan built and the versions it was built from. */
const planCache = new WeakMap<Deno.Kv, { version: string; plan: StylePlan[] }>();

/**
 * The plan a sync would carry out now (the preview of /marketing/shopify-sync): rebuilt only when
 * something it reads changed (every style's payload is hashed, ~7 ms on the demo data).
 */
export async function currentPlan(kv: Deno.Kv): Promise<StylePlan[]> {
  const version = await planVersion(kv);
  const hit = planCache.get(kv);
  if (hit?.version === version) return hit.plan;
  const plan = await buildPlan(kv);
  planCache.set(kv, { version, plan });
  return plan;
}

async function buildPlan(kv: Deno.Kv): Promise<StylePlan[]> {
  const listed = await listings(kv);
  return planSync(
    listed.map((l) => ({
      style_id: l.style.id,
      hash: l.hash,
      skus: l.payload.input.variants.map((v) => v.sku),
      fields: payloadFields(l.payload),
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
  /** Aborted when the sync lock is lost (sync_lock.ts): the sync stops before its next item. */
  signal?: AbortSignal;
}

async function pushStyle(
  kv: Deno.Kv,
  client: ShopifyClient,
  throttle: CostThrottle,
  clock: Clock,
  listing: Listing,
  config: Config | undefined,
  /** The Shopify product sent before: productSet finds it by id, so a new handle renames it. */
  productId: string | undefined,
): Promise<SyncedProduct> {
  const { style, variants, content, payload } = listing;
  const problem = precheck(style, sellable(variants), content);
  if (problem) throw new ItemFailure(problem, "");
  const files = await readyFiles(
    kv,
    client,
    throttle,
    clock,
    {
      id: style.id,
      alt: (i) => payload.input.files[i].alt,
    },
    payload.image_ids,
    config,
  );
  // the product is given the READY files by id (FileSetInput.id), in the content's order
  const input = {
    ...payload.input,
    // each variant shows its colour's first image (ProductVariantSetInput.file)
    variants: payload.input.variants.map((v, i) => {
      const image = payload.variant_image_ids[i];
      return image ? { ...v, file: { id: files.get(image)!, contentType: "IMAGE" as const } } : v;
    }),
    files: payload.input.files.map((f, i) => ({
      id: files.get(payload.image_ids[i])!,
      alt: f.alt,
      contentType: f.contentType,
    })),
  };
  type SetResult = {
    productSet: UserErrors & {
      product: { id: string; variants: { nodes: { id: string; sku: string }[] } } | null;
    };
  };
  const set = await send<SetResult>(client, throttle, "productSet", {
    input,
    identifier: productId ? { id: productId } : { handle: input.handle },
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
    fields: payloadFields(payload),
    synced_at: new Date().toISOString(),
  };
  await touchSync(kv.atomic().set(SK.product(style.id), synced)).commit();
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
  return { ...synced, hash: listing.hash };
}

/** Runs a sync; returns its run record. */
export async function syncCatalogue(
  kv: Deno.Kv,
  client: ShopifyClient,
  options: SyncOptions,
): Promise<SyncRun> {
  const clock = options.clock ?? realClock;
  const throttle = new CostThrottle(clock);
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
    options.signal?.throwIfAborted();
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
        const op = kv.atomic().delete(SK.product(item.style_id)).delete(SK.error(item.style_id));
        await touchSync(op).commit();
        run.deleted++;
      } else {
        const synced = await pushStyle(
          kv,
          client,
          throttle,
          clock,
          byId.get(item.style_id)!,
          options.config,
          sent.get(item.style_id)?.product_id,
        );
        const op = kv.atomic().set(SK.product(item.style_id), synced)
          .delete(SK.error(item.style_id));
        await touchSync(op).commit();
        if (sent.has(item.style_id)) run.updated++;
        else run.created++;
      }
    } catch (error) {
      if (!(error instanceof ItemFailure)) throw error;
      const previous = (await kv.get<SyncError>(SK.error(item.style_id))).value;
      await touchSync(
        kv.atomic().set(
          SK.error(item.style_id),
          {
            style_id: item.style_id,
            kind: error.kind,
            detail: error.message,
            at: new Date().toISOString(),
            attempts: (previous?.attempts ?? 0) + 1,
            run_id: run.id,
          } satisfies SyncError,
        ),
      ).commit();
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
