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

/**
 * Whether `viewer` may see `target`'s training progress: their own; head office anyone's; a store
 * admin that of the people of their stores.
 */
export function canSeeTrainee(
  viewer: User,
  target: Pick<User, "id" | "Stores">,
): boolean {
  if (viewer.id === target.id || isHeadOffice(viewer)) return true;
  if (!viewer.Store_Admin) return false;
  const mine = new Set(viewer.Stores.map(([s]) => s));
  return target.Stores.some(([s]) => mine.has(s));
}

/** The stores whose staff list a viewer may open: store admins their stores; head office any. */
export function staffStoresOf(viewer: User): number[] | "any" {
  if (isHeadOffice(viewer)) return "any";
  return viewer.Store_Admin ? viewer.Stores.map(([s]) => s) : [];
}
