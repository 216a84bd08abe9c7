// The user as the spec describes it (section 3): role, permissions map, stores as
// [store_number, name] pairs with the primary first, vendors, Site_Admin and Store_Admin flags.
export const ROLES = ["buyer", "member", "vendor"] as const;
export type Role = typeof ROLES[number];

/** Permission keys, spelled as in the spec (section 6). */
export const PERMISSIONS = [
  "fulfillment",
  "team fulfillment",
  "accounting",
  "sales",
  "show data",
  "ordering",
  "customers",
  "marketing",
] as const;
export type Permission = typeof PERMISSIONS[number];

import type { Locale } from "../i18n/locales.ts";

// The languages live in lib/i18n; re-exported for modules that still import them from here.
export { DEFAULT_LOCALE, type Locale, LOCALES } from "../i18n/locales.ts";

export type StorePair = [store_number: number, name: string];

export interface User {
  id: string;
  email: string;
  name: string;
  Role: Role;
  Permissions: Partial<Record<Permission, boolean>>;
  /** The first pair is the primary store. */
  Stores: StorePair[];
  Vendors: string[];
  Site_Admin: boolean;
  Store_Admin: boolean;
  Verified: boolean;
  /** A disabled account cannot sign in and has no sessions. */
  Disabled?: boolean;
  /** What a self-registered user typed as their store, for head office to check (lib/auth). */
  Requested_Store?: string;
  locale: Locale;
  created_at: string;
}

export function hasPermission(user: Pick<User, "Permissions">, permission: Permission): boolean {
  return user.Permissions[permission] === true;
}

export function primaryStore(user: Pick<User, "Stores">): number | undefined {
  return user.Stores[0]?.[0];
}
