// A signed-in user for tests of pure access and page functions: a verified en-US member of store
// 1234 with no permissions unless `perms` (or `Permissions`) names some.
import type { Permission, User } from "../../lib/auth/types.ts";

export function testUser(overrides: Partial<User> & { perms?: Permission[] } = {}): User {
  const { perms = [], ...rest } = overrides;
  return {
    id: "u1",
    email: "u@example.com",
    name: "U",
    Role: "member",
    Permissions: Object.fromEntries(perms.map((p) => [p, true])),
    Stores: [[1234, "Store 1234"]],
    Vendors: [],
    Site_Admin: false,
    Store_Admin: false,
    Verified: true,
    locale: "en-US",
    created_at: "2026-01-01T00:00:00Z",
    ...rest,
  };
}
