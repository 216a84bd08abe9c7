// The demo personas: one per kind of user the spec describes. Seeded by seedAccounts (lib/auth/seed.ts)
// and iterated by tests (route matrix, menus). Every demo account's password is DEMO_PASSWORD.
import { HEAD_OFFICE_STORE } from "../stores/model.ts";
import { type Permission, PERMISSIONS, type Role } from "./types.ts";

export const DEMO_PASSWORD = "portal-demo-2026";

export interface Persona {
  email: string;
  name: string;
  role: Role;
  permissions: Permission[];
  /** Store numbers, primary first. */
  stores: number[];
  vendors: string[];
  site_admin: boolean;
  store_admin: boolean;
  verified: boolean;
}

function persona(
  email: string,
  name: string,
  role: Role,
  permissions: readonly Permission[],
  stores: number[],
  flags: Partial<Pick<Persona, "vendors" | "site_admin" | "store_admin" | "verified">> = {},
): Persona {
  return {
    email,
    name,
    role,
    permissions: [...permissions],
    stores,
    vendors: flags.vendors ?? [],
    site_admin: flags.site_admin ?? false,
    store_admin: flags.store_admin ?? false,
    verified: flags.verified ?? true,
  };
}

export const PERSONAS: readonly Persona[] = [
  persona("admin@example.com", "Alex Admin", "buyer", PERMISSIONS, [HEAD_OFFICE_STORE], {
    site_admin: true,
  }),
  persona("buyer@example.com", "Béatrice Buyer", "buyer", [], [HEAD_OFFICE_STORE]),
  persona("owner@example.com", "Olivia Owner", "member", PERMISSIONS, [1234, 1310, 2051], {
    store_admin: true,
  }),
  persona("staff@example.com", "Sam Staff", "member", [], [1234]),
  persona("fulfillment@example.com", "Félix Fulfillment", "member", ["fulfillment"], [1310]),
  persona("team@example.com", "Tara Team", "member", ["team fulfillment"], [2051]),
  persona("sales@example.com", "Sanjay Sales", "member", ["sales", "accounting", "customers"], [
    HEAD_OFFICE_STORE,
    1234,
  ]),
  persona(
    "program@example.com",
    "Paula Program",
    "member",
    ["show data", "marketing", "ordering"],
    [
      1310,
    ],
  ),
  persona("vendor@example.com", "Victor Vendor", "vendor", [], [], { vendors: ["V100", "V200"] }),
  persona("unverified@example.com", "Uma Unverified", "member", ["sales"], [1234], {
    verified: false,
  }),
];

export function findPersona(email: string): Persona {
  const found = PERSONAS.find((p) => p.email === email);
  if (!found) throw new Error(`No demo persona ${email}`);
  return found;
}
