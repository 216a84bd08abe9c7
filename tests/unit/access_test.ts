// lib/access as pure functions over User objects: the named checks, the prefix table of spec
// section 6, route annotations, validate rules and the start-time failure on unknown names.
import assert from "node:assert/strict";
import type { Permission, User } from "../../lib/auth/types.ts";
import { testUser as user } from "./test_user.ts";
import { NAMED_CHECKS } from "../../lib/access/checks.ts";
import {
  buildAccessTable,
  canAccess,
  decide,
  normalizePath,
  patternFor,
  PREFIX_RULES,
  prefixRuleFor,
} from "../../lib/access/table.ts";
import { ENV, isBadEnv, routeForPattern, ROUTES } from "../../lib/routes/registry.ts";

const E = ENV;

const admin = user({ Role: "member", Site_Admin: true });
const buyer = user({ Role: "buyer" });
const member = user();
const vendor = user({ Role: "vendor", Stores: [], Vendors: ["V100"] });

Deno.test("named checks: admin, buyer, member, vendor", () => {
  const { admin: isAdmin, buyer: isBuyer, member: isMember, vendor: isVendor } = NAMED_CHECKS;
  assert.deepEqual([admin, buyer, member, vendor].map(isAdmin), [true, false, false, false]);
  assert.deepEqual([admin, buyer, member, vendor].map(isBuyer), [true, true, false, false]);
  assert.deepEqual([admin, buyer, member, vendor].map(isMember), [true, true, true, false]);
  assert.deepEqual([admin, buyer, member, vendor].map(isVendor), [true, true, false, true]);
  // A member linked to vendors passes the vendor check too.
  assert.equal(isVendor(user({ Vendors: ["V1"] })), true);
});

Deno.test("permission checks: site admin, buyer, or a member holding the permission", () => {
  const cases: [keyof typeof NAMED_CHECKS, Permission][] = [
    ["accounting", "accounting"],
    ["customers", "customers"],
    ["fulfillment", "fulfillment"],
    ["marketing", "marketing"],
    ["ordering", "ordering"],
    ["sales", "sales"],
    ["show-data", "show data"],
    ["team-fulfillment", "team fulfillment"],
  ];
  for (const [name, permission] of cases) {
    const check = NAMED_CHECKS[name];
    assert.equal(check(admin), true, name);
    assert.equal(check(buyer), true, name);
    assert.equal(check(member), false, name);
    assert.equal(check(user({ perms: [permission] })), true, name);
    // Vendors never pass a store permission check, even holding the permission.
    assert.equal(check(user({ Role: "vendor", perms: [permission] })), false, name);
  }
});

Deno.test("prefix rules follow spec section 6, most specific first, on whole segments", () => {
  const rule = (path: string) => prefixRuleFor(path)?.require;
  assert.equal(rule("/admin/pos"), "admin");
  assert.equal(rule("/head-office/store-master"), "buyer");
  assert.equal(rule("/marketing"), "buyer");
  assert.equal(rule("/member-mi/x"), "buyer");
  assert.equal(rule("/fulfillment/admin/reports"), "buyer");
  assert.equal(rule("/fulfillment/admin/sandbox/penalties"), "buyer");
  assert.deepEqual(rule("/fulfillment"), { any: ["fulfillment", "team-fulfillment"] });
  assert.deepEqual(rule("/fulfillment/sandbox"), { any: ["fulfillment", "team-fulfillment"] });
  assert.deepEqual(rule("/fulfillment/sandbox/team-quotes/7"), {
    any: ["fulfillment", "team-fulfillment"],
  });
  assert.deepEqual(rule("/fulfillment/accounting"), { all: ["fulfillment", "accounting"] });
  assert.deepEqual(rule("/fulfillment/sandbox/analytics"), { all: ["fulfillment", "sales"] });
  assert.equal(rule("/fulfillment/returns/5"), "fulfillment");
  assert.equal(rule("/show/files"), "show-data");
  assert.equal(rule("/showcloud"), undefined, "/show must not cover /showcloud");
  assert.equal(rule("/open-to-buy/reports"), "sales");
  assert.equal(rule("/specials/view/1"), "ordering");
  assert.equal(rule("/support"), undefined);
  assert.equal(normalizePath("/fulfillment/sandbox/returns/1"), "/fulfillment/returns/1");
  assert.equal(normalizePath("/fulfillment/sandboxes"), "/fulfillment/sandboxes");
});

Deno.test("fulfillment sub-rules: home and team quotes with team fulfillment, accounting, analytics", () => {
  const team = user({ perms: ["team fulfillment"] });
  const ful = user({ perms: ["fulfillment"] });
  const at = (u: User, path: string, pattern: string) => decide(u, path, pattern).allowed;
  assert.equal(at(team, "/fulfillment", `/fulfillment/${E}`), true);
  assert.equal(at(team, "/fulfillment/sandbox", `/fulfillment/${E}`), true);
  assert.equal(at(team, "/fulfillment/team-quotes/3", `/fulfillment/${E}/team-quotes/:id`), true);
  assert.equal(at(team, "/fulfillment/returns/3", `/fulfillment/${E}/returns/:id`), false);
  assert.equal(at(ful, "/fulfillment/returns/3", `/fulfillment/${E}/returns/:id`), true);
  assert.equal(at(ful, "/fulfillment/accounting", `/fulfillment/${E}/accounting`), false);
  assert.equal(
    at(
      user({ perms: ["fulfillment", "accounting"] }),
      "/fulfillment/accounting",
      `/fulfillment/${E}/accounting`,
    ),
    true,
  );
  assert.equal(at(ful, "/fulfillment/analytics", `/fulfillment/${E}/analytics`), false);
  assert.equal(
    at(
      user({ perms: ["fulfillment", "sales"] }),
      "/fulfillment/sandbox/analytics",
      `/fulfillment/${E}/analytics`,
    ),
    true,
  );
  assert.equal(at(ful, "/fulfillment/admin", `/fulfillment/admin/${E}`), false);
  assert.equal(at(buyer, "/fulfillment/admin", `/fulfillment/admin/${E}`), true);
});

Deno.test("route annotations: (member and sales), (member, sales, customers), (vendor), (buyer)", () => {
  const access = (pattern: string) => routeForPattern(pattern)?.access;
  assert.deepEqual(access("/dashboards/member-dashboard"), ["member", "sales"]);
  assert.deepEqual(access("/dashboards/customer-dashboard"), ["member", "sales", "customers"]);
  const at = (u: User, path: string) => canAccess(u, path);
  assert.equal(at(user({ perms: ["sales"] }), "/dashboards/member-dashboard"), true);
  assert.equal(at(user({ perms: ["customers"] }), "/dashboards/customer-dashboard"), false);
  assert.equal(at(user({ perms: ["sales", "customers"] }), "/dashboards/customer-dashboard"), true);
  assert.equal(at(vendor, "/dashboards/member-dashboard"), false);
  assert.equal(at(vendor, "/dashboards/vendor-dashboard"), true);
  assert.equal(at(vendor, "/reporting/member-list"), true);
  assert.equal(at(vendor, "/blog"), false);
  assert.equal(at(member, "/dashboards/group-dashboard"), false);
  assert.equal(at(buyer, "/dashboards/group-dashboard"), true);
  assert.equal(at(member, "/resources/upc-validation"), false);
  assert.equal(at(user({ perms: ["show data"] }), "/resources/upc-validation"), true);
});

Deno.test("levels: public pages for anyone, signed-in for the account, verified by default", () => {
  assert.deepEqual(decide(null, "/", "/"), { allowed: true });
  assert.deepEqual(
    decide(null, "/pages/website-member-sop", "/pages/:permalink", {
      permalink: "website-member-sop",
    }),
    { allowed: true },
  );
  assert.deepEqual(decide(null, "/account/verify-email/x", "/account/verify-email/:token"), {
    allowed: true,
  });
  assert.deepEqual(decide(null, "/support", "/support"), {
    allowed: false,
    status: 401,
    reason: "sign-in",
  });
  const unverified = user({ Verified: false, perms: ["sales"] });
  assert.deepEqual(decide(unverified, "/account", "/account"), { allowed: true });
  assert.deepEqual(decide(unverified, "/support", "/support"), {
    allowed: false,
    status: 401,
    reason: "verify",
  });
  assert.deepEqual(decide(member, "/admin", "/admin"), {
    allowed: false,
    status: 401,
    reason: "permissions",
    needs: ["access.prefix.admin"],
  });
  // A failing route check is named too (issue 32: the refusal says what is missing).
  assert.deepEqual(decide(member, "/reporting/report-builder", "/reporting/report-builder"), {
    allowed: false,
    status: 401,
    reason: "permissions",
    needs: ["access.checks.sales"],
  });
  // A route missing from the table is denied to visitors (pages: verified; /api: signed-in).
  assert.equal(decide(null, "/new-page", "/new-page").allowed, false);
  assert.equal(decide(member, "/new-page", "/new-page").allowed, true);
  assert.equal(decide(null, "/api/new", "/api/new").allowed, false);
  assert.equal(decide(null, "/api/account/login", "/api/account/login").allowed, true);
  // No matched route: nothing to guard, the router answers 404.
  assert.deepEqual(decide(null, "/admin/x/y/z", null), { allowed: true });
});

Deno.test("validate rules: a bad parameter is a 404 after the access check", () => {
  const pattern = "/admin/pos/stores/:store_number";
  assert.deepEqual(decide(admin, "/admin/pos/stores/12a", pattern, { store_number: "12a" }), {
    allowed: false,
    status: 404,
    reason: "validate",
    param: "store_number",
  });
  assert.equal(
    decide(admin, "/admin/pos/stores/1234", pattern, { store_number: "1234" }).allowed,
    true,
  );
  assert.equal(
    decide(member, "/admin/pos/stores/12a", pattern, { store_number: "12a" }).allowed,
    false,
  );
  assert.deepEqual(decide(member, "/admin/pos/stores/12a", pattern, { store_number: "12a" }), {
    allowed: false,
    status: 401,
    reason: "permissions",
    needs: ["access.prefix.admin"],
  });
  const guid = "/open-to-buy/results/:guid";
  assert.equal(decide(buyer, "/x", guid, { guid: "not-a-guid" }).allowed, false);
  assert.equal(
    decide(buyer, "/x", guid, { guid: "0a1b2c3d-0000-4000-8000-00000000abcd" }).allowed,
    true,
  );
  assert.equal(decide(admin, "/admin/nope", "/admin/:table", { table: "nope" }).allowed, false);
  assert.equal(decide(admin, "/admin/users", "/admin/:table", { table: "users" }).allowed, true);
});

Deno.test("an unknown route middleware name fails when the table is built, not at request time", () => {
  assert.throws(
    () => buildAccessTable([{ pattern: "/x", access: ["member", "salse" as "sales"] }], []),
    /Unknown route middleware "salse"/,
  );
  assert.throws(
    () => buildAccessTable([], [{ prefix: "/x", require: { any: ["buyer", "nobody"] }, note: "" }]),
    /Unknown route middleware "nobody"/,
  );
  assert.throws(
    () => buildAccessTable([{ pattern: "/x", access: "everyone" as "public" }], []),
    /Unknown access level/,
  );
  // The real table builds (module load would have thrown otherwise) and names only known checks.
  assert.doesNotThrow(() => buildAccessTable(ROUTES.values(), PREFIX_RULES));
});

Deno.test("a bad fulfillment environment is recognised on unmatched paths", () => {
  assert.equal(isBadEnv("/fulfillment/prod"), true);
  assert.equal(isBadEnv("/fulfillment/prod/returns/1"), true);
  assert.equal(isBadEnv("/fulfillment/admin/prod/penalties"), true);
  assert.equal(isBadEnv("/fulfillment/sandbox/nothing-here"), false);
  assert.equal(isBadEnv("/fulfillment/returns"), false);
  assert.equal(isBadEnv("/showcloud/x"), false);
});

Deno.test("a path resolves to its route like the router ranks them, and the answer is kept", () => {
  assert.deepEqual(patternFor("/admin/users/7"), {
    pattern: "/admin/users/:id",
    params: { id: "7" },
  });
  assert.deepEqual(patternFor("/admin/orders/7"), {
    pattern: "/admin/:table/:id",
    params: { table: "orders", id: "7" },
  });
  assert.equal(patternFor("/show/files")?.pattern, "/show/files");
  assert.equal(patternFor("/show/fall-2026")?.pattern, "/show/:show");
  assert.equal(patternFor("/fulfillment/admin")?.pattern, `/fulfillment/admin/${E}`);
  assert.deepEqual(patternFor("/fulfillment/sandbox/returns/4"), {
    pattern: `/fulfillment/${E}/returns/:id`,
    params: { env: "sandbox", id: "4" },
  });
  assert.equal(patternFor("/nowhere/at/all"), null);
  assert.equal(patternFor("/show/fall-2026"), patternFor("/show/fall-2026"), "kept");
});
