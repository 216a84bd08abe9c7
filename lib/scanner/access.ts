// Which stores' count lists a user may see and count into: the stores they work at.
import type { User } from "../auth/types.ts";
import { HttpError } from "../http/errors.ts";
import type { CountList } from "./schema.ts";
import { getList } from "./store.ts";

export function scannerStores(user: Pick<User, "Stores">): number[] {
  return user.Stores.map(([store]) => store);
}

/** A count list of one of the user's stores; any other (or none) is not found (404). */
export async function listOfUser(
  kv: Deno.Kv,
  user: Pick<User, "Stores">,
  id: string,
): Promise<CountList> {
  const list = await getList(kv, id);
  if (!list || !scannerStores(user).includes(list.store)) {
    throw new HttpError(404, "scanner.errors.list_not_found");
  }
  return list;
}
