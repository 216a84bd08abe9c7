// Which stores' count lists a user may see and count into: the stores they work at.
import type { User } from "../auth/types.ts";

export function scannerStores(user: Pick<User, "Stores">): number[] {
  return user.Stores.map(([store]) => store);
}
