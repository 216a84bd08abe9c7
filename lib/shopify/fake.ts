// A local fake Shopify shop speaking the sync's operations (tests and the demo; no network). It
// keeps its products in KV (["marketing","fake_shop",…]) so the demo's state survives restarts,
// checks the input as Shopify does (title, option values, prices, variant limit, translation
// digests), charges each operation a calculated cost against a leaky bucket (100 points, 50 a
// second: Shopify's Standard plan) and answers THROTTLED when the bucket is short. Files made by
// fileCreate are processed as Shopify does, asynchronously: UPLOADED, then PROCESSING at the first
// poll of fileStatus, READY after `readyAfterPolls` polls — or FAILED for a file name set to fail
// (`failFile`); productSet accepts only READY files. A handle can be set to be rejected
// (`rejectHandle`) to exercise failures and retries.
import type { Operation, ShopifyClient, ShopifyResponse, StagedTarget } from "./client.ts";
import { type Clock, operationCost, realClock } from "./throttle.ts";
import type { ProductSetInput } from "../marketing/shopify_map.ts";

const P = ["marketing", "fake_shop"] as const;
const FK = {
  product: (id: string) => [...P, "product", id],
  products: () => [...P, "product"],
  byHandle: (handle: string) => [...P, "handle", handle],
  reject: (handle: string) => [...P, "reject", handle],
  file: (id: string) => [...P, "file", id],
  failFile: (name: string) => [...P, "fail_file", name],
  bucket: () => [...P, "bucket"],
  seq: () => [...P, "seq"],
};

export interface FakeProduct {
  id: string;
  handle: string;
  title: string;
  descriptionHtml: string;
  status: string;
  variants: {
    id: string;
    sku: string;
    price: string;
    barcode: string;
    options: string[];
    /** The file the variant shows (ProductVariantSetInput.file.id), when given. */
    image?: string;
  }[];
  metafields: { namespace: string; key: string; type: string; value: string }[];
  media: { id: string; source: string }[];
  translations: Record<string, Record<string, string>>;
}

export interface FakeFile {
  id: string;
  source: string;
  alt: string;
  status: "UPLOADED" | "PROCESSING" | "READY" | "FAILED";
  polls: number;
  /** Set when the file's name was set to fail: its processing ends FAILED with this message. */
  fails: string | null;
}

interface Bucket {
  available: number;
  at: number;
}

export interface FakeOptions {
  clock?: Clock;
  maximumAvailable?: number;
  restoreRate?: number;
  /** Polls of fileStatus before a created file is READY (default 2). */
  readyAfterPolls?: number;
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export class FakeShopify implements ShopifyClient {
  readonly mode = "fake";
  private readonly clock: Clock;
  private readonly max: number;
  private readonly rate: number;
  private readonly readyAfter: number;

  constructor(private readonly kv: Deno.Kv, options: FakeOptions = {}) {
    this.clock = options.clock ?? realClock;
    this.max = options.maximumAvailable ?? 100;
    this.rate = options.restoreRate ?? 50;
    this.readyAfter = options.readyAfterPolls ?? 2;
  }

  /** Makes the processing of files named `name` (staged upload name) fail (null: succeed again). */
  async failFile(name: string, message: string | null): Promise<void> {
    if (message === null) await this.kv.delete(FK.failFile(name));
    else await this.kv.set(FK.failFile(name), message);
  }

  async getFile(id: string): Promise<FakeFile | null> {
    return (await this.kv.get<FakeFile>(FK.file(id))).value;
  }

  /** Makes every productSet of this handle fail with `message` (null: accept it again). */
  async rejectHandle(handle: string, message: string | null): Promise<void> {
    if (message === null) await this.kv.delete(FK.reject(handle));
    else await this.kv.set(FK.reject(handle), message);
  }

  /** Fills the cost bucket (after a run on a virtual clock, so real time starts afresh). */
  async resetBucket(): Promise<void> {
    await this.kv.delete(FK.bucket());
  }

  async getProduct(handle: string): Promise<FakeProduct | null> {
    const id = (await this.kv.get<string>(FK.byHandle(handle))).value;
    return id ? (await this.kv.get<FakeProduct>(FK.product(id))).value : null;
  }

  async listProducts(): Promise<FakeProduct[]> {
    const out: FakeProduct[] = [];
    for await (const e of this.kv.list<FakeProduct>({ prefix: FK.products() })) out.push(e.value);
    return out;
  }

  /** `count` new ids of a kind, reserved in one commit. */
  private async nextIds(kind: string, count: number): Promise<string[]> {
    for (;;) {
      const entry = await this.kv.get<number>(FK.seq());
      const first = (entry.value ?? 1000) + 1;
      if ((await this.kv.atomic().check(entry).set(FK.seq(), first + count - 1).commit()).ok) {
        return Array.from({ length: count }, (_, i) => `gid://shopify/${kind}/${first + i}`);
      }
    }
  }

  async request<T>(
    operation: Operation,
    variables: Record<string, unknown>,
  ): Promise<ShopifyResponse<T>> {
    const cost = operationCost(operation, variables);
    const now = this.clock.now();
    const stored = (await this.kv.get<Bucket>(FK.bucket())).value ??
      { available: this.max, at: now };
    const available = Math.min(
      this.max,
      stored.available + (Math.max(0, now - stored.at) / 1000) * this.rate,
    );
    const status = (left: number) => ({
      cost: {
        requestedQueryCost: cost,
        actualQueryCost: left === available ? null : cost,
        throttleStatus: {
          maximumAvailable: this.max,
          currentlyAvailable: left,
          restoreRate: this.rate,
        },
      },
    });
    if (cost > available) {
      await this.kv.set(FK.bucket(), { available, at: now });
      return {
        errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }],
        extensions: status(available),
      };
    }
    await this.kv.set(FK.bucket(), { available: available - cost, at: now });
    const data = await this.answer(operation, variables);
    return { data: data as T, extensions: status(available - cost) };
  }

  private async answer(operation: Operation, variables: Record<string, unknown>) {
    switch (operation) {
      case "productSet":
        return { productSet: await this.productSet(variables) };
      case "productDelete": {
        const id = (variables.input as { id: string }).id;
        const product = (await this.kv.get<FakeProduct>(FK.product(id))).value;
        if (!product) {
          return {
            productDelete: {
              deletedProductId: null,
              userErrors: [{ field: ["id"], message: "Product does not exist" }],
            },
          };
        }
        await this.kv.atomic().delete(FK.product(id)).delete(FK.byHandle(product.handle)).commit();
        return { productDelete: { deletedProductId: id, userErrors: [] } };
      }
      case "translatableResource": {
        const product = (await this.kv.get<FakeProduct>(FK.product(String(variables.resourceId))))
          .value;
        if (!product) return { translatableResource: null };
        return {
          translatableResource: {
            translatableContent: [
              { key: "title", digest: await digest(product.title), locale: "en" },
              { key: "body_html", digest: await digest(product.descriptionHtml), locale: "en" },
            ],
          },
        };
      }
      case "translationsRegister":
        return { translationsRegister: await this.translationsRegister(variables) };
      case "stagedUploadsCreate": {
        const input = variables.input as { filename: string }[];
        const stagedTargets: StagedTarget[] = input.map((f, i) => ({
          url: "https://fake-shop.invalid/upload",
          resourceUrl: `https://fake-shop.invalid/staged/${Date.now()}-${i}/${
            encodeURIComponent(f.filename)
          }`,
          parameters: [{ name: "key", value: f.filename }],
        }));
        return { stagedUploadsCreate: { stagedTargets, userErrors: [] } };
      }
      case "fileCreate":
        return { fileCreate: await this.fileCreate(variables) };
      case "fileStatus":
        return { nodes: await this.fileStatus(variables) };
    }
  }

  private async fileCreate(variables: Record<string, unknown>) {
    const input = variables.files as { originalSource: string; alt?: string }[];
    const ids = await this.nextIds("MediaImage", input.length);
    const files: FakeFile[] = [];
    for (const [i, f] of input.entries()) {
      const name = decodeURIComponent(f.originalSource.split("/").pop() ?? "");
      const fails = (await this.kv.get<string>(FK.failFile(name))).value;
      const file: FakeFile = {
        id: ids[i],
        source: f.originalSource,
        alt: f.alt ?? "",
        status: "UPLOADED",
        polls: 0,
        fails,
      };
      await this.kv.set(FK.file(file.id), file);
      files.push(file);
    }
    return {
      files: files.map((f) => ({ id: f.id, fileStatus: f.status, alt: f.alt })),
      userErrors: [],
    };
  }

  /** One poll: each file moves on (PROCESSING, then READY or FAILED after `readyAfter` polls). */
  private async fileStatus(variables: Record<string, unknown>) {
    const out = [];
    for (const id of variables.ids as string[]) {
      const file = await this.getFile(id);
      if (!file) {
        out.push(null);
        continue;
      }
      if (file.status === "UPLOADED" || file.status === "PROCESSING") {
        file.polls++;
        file.status = file.polls < this.readyAfter ? "PROCESSING" : file.fails ? "FAILED" : "READY";
        await this.kv.set(FK.file(id), file);
      }
      out.push({
        id,
        fileStatus: file.status,
        fileErrors: file.status === "FAILED"
          ? [{ code: "MEDIA_UNAVAILABLE", message: file.fails }]
          : [],
      });
    }
    return out;
  }

  private async productSet(variables: Record<string, unknown>) {
    const input = variables.input as Partial<ProductSetInput>;
    const errors: { field: string[]; message: string; code: string }[] = [];
    const fail = (field: string[], message: string, code = "INVALID") =>
      errors.push({ field, message, code });
    const handle = String(input.handle ?? "");
    const rejected = (await this.kv.get<string>(FK.reject(handle))).value;
    if (rejected) fail(["input"], rejected);
    if (!input.title || String(input.title).length > 255) {
      fail(["input", "title"], "Title is invalid");
    }
    const variants = input.variants ?? [];
    if (variants.length > 2048) fail(["input", "variants"], "Too many variants", "LIMIT_EXCEEDED");
    const options = new Map<string, Set<string>>(
      (input.productOptions ?? []).map((o) => [o.name, new Set(o.values.map((v) => v.name))]),
    );
    variants.forEach((v, i) => {
      if (!/^\d+(\.\d{1,2})?$/.test(v.price)) {
        fail(["input", "variants", String(i), "price"], "Price is invalid");
      }
      for (const ov of v.optionValues) {
        if (!options.get(ov.optionName)?.has(ov.name)) {
          fail(
            ["input", "variants", String(i)],
            `Option value ${ov.name} is not an option of the product`,
          );
        }
      }
    });
    if (new Set(variants.map((v) => v.sku)).size !== variants.length) {
      fail(["input", "variants"], "SKUs must be unique", "DUPLICATE");
    }
    const files = (input.files ?? []) as { id?: string; originalSource?: string }[];
    const byId = new Map<string, FakeFile>();
    for (const [i, f] of files.entries()) {
      const file = f.id ? await this.getFile(f.id) : null;
      if (f.id && file?.status !== "READY") {
        fail(["input", "files", String(i)], "File is not ready", "INVALID");
      } else if (file) byId.set(file.id, file);
    }
    if (errors.length > 0) return { product: null, userErrors: errors };
    // productSet finds the product by id when given (a new handle renames it), else by handle
    const identifier = variables.identifier as { id?: string } | undefined;
    const existingId = identifier?.id ??
      (await this.kv.get<string>(FK.byHandle(handle))).value;
    const existing = existingId
      ? (await this.kv.get<FakeProduct>(FK.product(existingId))).value
      : null;
    const fresh = await this.nextIds("Item", 1 + variants.length + (input.files ?? []).length);
    const id = existing?.id ?? fresh[0].replace("Item", "Product");
    const oldVariants = new Map(existing?.variants.map((v) => [v.sku, v.id]) ?? []);
    const product: FakeProduct = {
      id,
      handle,
      title: input.title ?? "",
      descriptionHtml: input.descriptionHtml ?? "",
      status: input.status ?? "ACTIVE",
      variants: variants.map((v, i) => ({
        id: oldVariants.get(v.sku) ?? fresh[1 + i].replace("Item", "ProductVariant"),
        sku: v.sku,
        price: v.price,
        barcode: v.barcode,
        options: v.optionValues.map((o) => o.name),
        ...((v as { file?: { id?: string } }).file?.id
          ? { image: (v as { file?: { id?: string } }).file!.id }
          : {}),
      })),
      metafields: input.metafields ?? [],
      media: [],
      translations: existing?.translations ?? {},
    };
    const oldMedia = new Map(existing?.media.map((m) => [m.source, m.id]) ?? []);
    files.forEach((f, i) => {
      const file = f.id ? byId.get(f.id) : undefined;
      if (file) return void product.media.push({ id: file.id, source: file.source });
      const source = (f.originalSource ?? "").replace(/[?#].*$/, "");
      const fallback = fresh[1 + variants.length + i].replace("Item", "MediaImage");
      product.media.push({ id: oldMedia.get(source) ?? fallback, source });
    });
    const op = this.kv.atomic().set(FK.product(id), product).set(FK.byHandle(handle), id);
    if (existing && existing.handle !== handle) op.delete(FK.byHandle(existing.handle));
    await op.commit();
    return {
      product: {
        id,
        handle,
        variants: { nodes: product.variants.map((v) => ({ id: v.id, sku: v.sku })) },
        media: { nodes: product.media.map((m) => ({ id: m.id })) },
      },
      userErrors: [],
    };
  }

  private async translationsRegister(variables: Record<string, unknown>) {
    const id = String(variables.resourceId);
    const product = (await this.kv.get<FakeProduct>(FK.product(id))).value;
    if (!product) return { userErrors: [{ field: ["resourceId"], message: "Resource not found" }] };
    const translations = variables.translations as {
      key: "title" | "body_html";
      value: string;
      locale: string;
      translatableContentDigest: string;
    }[];
    for (const tr of translations) {
      const source = tr.key === "title" ? product.title : product.descriptionHtml;
      if (tr.translatableContentDigest !== await digest(source)) {
        return { userErrors: [{ field: ["translations"], message: "Digest does not match" }] };
      }
    }
    for (const tr of translations) {
      product.translations[tr.locale] = { ...product.translations[tr.locale], [tr.key]: tr.value };
    }
    await this.kv.set(FK.product(id), product);
    return { userErrors: [] };
  }

  upload(_target: StagedTarget, _bytes: Uint8Array, _name: string, _type: string): Promise<void> {
    return Promise.resolve();
  }
}
