// The Shopify Admin GraphQL client of the catalogue sync: the operations the portal uses, each a
// named GraphQL document, sent to `https://{shop}/admin/api/{version}/graphql.json` with the access
// token (live), or answered by the local fake shop (lib/shopify/fake.ts: tests and the demo, no
// network). Both report the calculated-cost rate limit in `extensions.cost.throttleStatus`.

export const OPERATIONS = {
  productSet: `mutation productSet($input: ProductSetInput!, $identifier: ProductSetIdentifiers) {
  productSet(input: $input, identifier: $identifier, synchronous: true) {
    product { id handle variants(first: 250) { nodes { id sku } } media(first: 50) { nodes { id } } }
    userErrors { field message code }
  }
}`,
  productDelete: `mutation productDelete($input: ProductDeleteInput!) {
  productDelete(input: $input) { deletedProductId userErrors { field message } }
}`,
  translatableResource: `query translatableResource($resourceId: ID!) {
  translatableResource(resourceId: $resourceId) { translatableContent { key digest locale } }
}`,
  translationsRegister:
    `mutation translationsRegister($resourceId: ID!, $translations: [TranslationInput!]!) {
  translationsRegister(resourceId: $resourceId, translations: $translations) {
    userErrors { field message }
  }
}`,
  stagedUploadsCreate: `mutation stagedUploadsCreate($input: [StagedUploadInput!]!) {
  stagedUploadsCreate(input: $input) {
    stagedTargets { url resourceUrl parameters { name value } }
    userErrors { field message }
  }
}`,
  fileCreate: `mutation fileCreate($files: [FileCreateInput!]!) {
  fileCreate(files: $files) {
    files { id fileStatus alt }
    userErrors { field message code }
  }
}`,
  fileStatus: `query fileStatus($ids: [ID!]!) {
  nodes(ids: $ids) { ... on File { id fileStatus fileErrors { code message } } }
}`,
} as const;
export type Operation = keyof typeof OPERATIONS;

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

export interface ShopifyResponse<T = Record<string, unknown>> {
  data?: T;
  errors?: GraphqlError[];
  extensions?: {
    cost?: {
      requestedQueryCost: number;
      actualQueryCost: number | null;
      throttleStatus: ThrottleStatus;
    };
  };
}

export interface StagedTarget {
  url: string;
  resourceUrl: string;
  parameters: { name: string; value: string }[];
}

export interface ShopifyClient {
  readonly mode: "live" | "fake";
  request<T = Record<string, unknown>>(
    operation: Operation,
    variables: Record<string, unknown>,
  ): Promise<ShopifyResponse<T>>;
  /** Sends a file's bytes to a staged-upload target (the fake keeps nothing). */
  upload(target: StagedTarget, bytes: Uint8Array, name: string, type: string): Promise<void>;
}

/** A failure talking to Shopify (HTTP status, network); the sync records it per item. */
export class ShopifyHttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The live Admin API (fetch-based; `fetchFn` lets tests point it at a local server). */
export class LiveShopify implements ShopifyClient {
  readonly mode = "live";
  constructor(
    private readonly shop: string,
    private readonly token: string,
    private readonly version: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  get endpoint(): string {
    return `https://${this.shop}/admin/api/${this.version}/graphql.json`;
  }

  async request<T>(
    operation: Operation,
    variables: Record<string, unknown>,
  ): Promise<ShopifyResponse<T>> {
    let res: Response;
    try {
      res = await this.fetchFn(this.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", "x-shopify-access-token": this.token },
        body: JSON.stringify({ query: OPERATIONS[operation], variables }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new ShopifyHttpError(0, String((error as Error).message ?? error));
    }
    if (res.status === 429) {
      await res.body?.cancel();
      return { errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] };
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ShopifyHttpError(res.status, `Shopify answered ${res.status}`);
    }
    return await res.json() as ShopifyResponse<T>;
  }

  async upload(target: StagedTarget, bytes: Uint8Array, name: string, type: string) {
    const form = new FormData();
    for (const p of target.parameters) form.append(p.name, p.value);
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
    const res = await this.fetchFn(target.url, { method: "POST", body: form });
    await res.body?.cancel();
    if (!res.ok) throw new ShopifyHttpError(res.status, `The staged upload answered ${res.status}`);
  }
}

/** True when a response was refused by the rate limit. */
export function isThrottled(res: ShopifyResponse<unknown>): boolean {
  return res.errors?.some((e) => e.extensions?.code === "THROTTLED") ?? false;
}
