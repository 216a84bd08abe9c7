// Who sees what in the resources area, on top of the route access table: head office (buyers and
// site admins) sees every store's schedule and manages shared content; members see their stores.
import type { User } from "../auth/types.ts";

export function isHeadOffice(user: Pick<User, "Role" | "Site_Admin">): boolean {
  return user.Site_Admin || user.Role === "buyer";
}

/** The stores whose price changes a user sees; null = every store (head office). */
export function priceStores(user: User): number[] | null {
  return isHeadOffice(user) ? null : user.Stores.map(([s]) => s);
}
