// Who sees a return: staff of the store it goes to and of the store that shipped the order.
import type { User } from "../auth/types.ts";
import type { Env } from "./schema.ts";
import { storesOf } from "./access.ts";
import { getReturn, type ReturnRequest } from "./returns.ts";

export async function returnForUser(
  kv: Deno.Kv,
  env: Env,
  user: User | null,
  id: string,
): Promise<ReturnRequest | null> {
  const ret = await getReturn(kv, env, id);
  const mine = storesOf(user);
  return ret && (mine.includes(ret.store) || mine.includes(ret.shipping_store)) ? ret : null;
}
