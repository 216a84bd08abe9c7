// The named route checks (spec section 6: accounting, admin, buyer, customers, fulfillment,
// marketing, member, sales, show-data, team-fulfillment, vendor; plus `ordering`, which the
// /specials prefix rule needs). Each is a small predicate over a signed-in, verified user; the
// access table (table.ts) refers to them by name and fails to build when a name is unknown.
//
// Definitions (kept in sync with docs/areas/shell.md):
// - admin:            Site_Admin.
// - buyer:            Site_Admin or role buyer (head office).
// - member:           Site_Admin, buyer or member (store staff; not vendors).
// - vendor:           Site_Admin, buyer, role vendor, or a user with at least one vendor.
// - <permission> (sales, accounting, customers, marketing, show-data, fulfillment,
//   team-fulfillment, ordering): Site_Admin, buyer, or a member holding that permission.
//   Buyers see every store's data, so they pass all permission checks; vendors never hold store
//   permissions.
import { hasPermission, type Permission, type User } from "../auth/types.ts";

export type Check = (user: User) => boolean;

const isAdmin: Check = (u) => u.Site_Admin === true;
const isBuyer: Check = (u) => isAdmin(u) || u.Role === "buyer";
const staffWith = (permission: Permission): Check => (u) =>
  isBuyer(u) || (u.Role === "member" && hasPermission(u, permission));

export const NAMED_CHECKS = {
  accounting: staffWith("accounting"),
  admin: isAdmin,
  buyer: isBuyer,
  customers: staffWith("customers"),
  fulfillment: staffWith("fulfillment"),
  marketing: staffWith("marketing"),
  member: (u) => isBuyer(u) || u.Role === "member",
  ordering: staffWith("ordering"),
  sales: staffWith("sales"),
  "show-data": staffWith("show data"),
  "team-fulfillment": staffWith("team fulfillment"),
  vendor: (u) => isBuyer(u) || u.Role === "vendor" || u.Vendors.length > 0,
} satisfies Record<string, Check>;

export type CheckName = keyof typeof NAMED_CHECKS;

/** One line per check for /admin and docs/areas/shell.md (i18n key `access.checks.<name>`). */
export const CHECK_NAMES = Object.keys(NAMED_CHECKS).sort() as CheckName[];

/**
 * A rule's requirement: a check name, or all/any of nested requirements. Names are plain strings
 * here on purpose: the table is data, and `compileRequirement` rejects unknown names at start.
 */
export type Requirement = string | { all: Requirement[] } | { any: Requirement[] };

export function compileRequirement(requirement: Requirement, where: string): Check {
  if (typeof requirement === "string") {
    if (!Object.hasOwn(NAMED_CHECKS, requirement)) {
      throw new Error(`Unknown route middleware "${requirement}" in the access table (${where})`);
    }
    return NAMED_CHECKS[requirement as CheckName];
  }
  if ("all" in requirement) {
    const parts = requirement.all.map((r) => compileRequirement(r, where));
    return (u) => parts.every((check) => check(u));
  }
  const parts = requirement.any.map((r) => compileRequirement(r, where));
  return (u) => parts.some((check) => check(u));
}

/** Human-readable form of a requirement, e.g. "fulfillment and accounting". */
export function describeRequirement(
  requirement: Requirement,
  words: { and: string; or: string } = { and: "and", or: "or" },
): string {
  if (typeof requirement === "string") return requirement;
  if ("all" in requirement) {
    return requirement.all.map((r) => describeRequirement(r, words)).join(` ${words.and} `);
  }
  return requirement.any.map((r) => describeRequirement(r, words)).join(` ${words.or} `);
}
