// Sending one request of the sync to Shopify: waits for the cost bucket first, backs off and
// retries when throttled, and turns every failure (network, GraphQL errors, userErrors) into an
// ItemFailure, which the sync records against the style it was sending and then goes on.
import {
  type CostThrottle,
  isThrottled,
  type ShopifyClient,
  type ShopifyResponse,
} from "../shopify/mod.ts";
import { MAX_THROTTLE_RETRIES, operationCost } from "../shopify/throttle.ts";
import type { SyncErrorKind } from "./sync_store.ts";

export class ItemFailure extends Error {
  constructor(readonly kind: SyncErrorKind, detail: string) {
    super(detail);
  }
}

export async function send<T>(
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

export type UserErrors = { userErrors: { message: string; field?: string[] | null }[] };

export function rejectIf(result: UserErrors | null | undefined) {
  if (result?.userErrors?.length) {
    throw new ItemFailure("shopify_rejected", result.userErrors.map((e) => e.message).join("; "));
  }
}
