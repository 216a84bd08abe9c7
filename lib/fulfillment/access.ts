// Which web orders a signed-in user may work on: those of their own stores only (the access table
// lets them reach /fulfillment; this keeps one store out of another's orders).
import type { User } from "../auth/types.ts";
import type { Env, FulfillmentOrder } from "./schema.ts";
import { getOrder, listStoreWork } from "./store.ts";

export function storesOf(user: User | null): number[] {
  return user ? user.Stores.map(([n]) => n) : [];
}

/** The order when it is at (offered to or accepted by) one of the user's stores, else null. */
export async function orderForUser(
  kv: Deno.Kv,
  env: Env,
  user: User | null,
  id: string,
): Promise<FulfillmentOrder | null> {
  const order = await getOrder(kv, env, id);
  if (!order || order.store === null || !storesOf(user).includes(order.store)) return null;
  return order;
}

/** The orders at the user's stores their home shows (open ones, latest shipped), newest first. */
export async function ordersForUser(kv: Deno.Kv, env: Env, user: User | null) {
  const out: FulfillmentOrder[] = [];
  for (const store of storesOf(user)) out.push(...await listStoreWork(kv, env, store));
  return out.sort((a, b) => b.received_at.localeCompare(a.received_at));
}
