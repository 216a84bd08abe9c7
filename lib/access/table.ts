// THE access table: the prefix rules of spec section 6 and the route annotations of spec section 2,
// as data. The root middleware (middleware.ts), the menus (lib/nav) and /admin read this one table;
// tests/routes/route_matrix_test.ts walks every route of the manifest against it.
//
// A request is allowed when (1) the route's base level holds — `public` (anyone), `signed-in` (any
// signed-in user, verified or not) or `verified` (a signed-in user whose email is verified; the
// default, so anonymous visitors are denied everything not listed as public) — and (2) the most
// specific prefix rule for its path holds, and (3) every named check annotated on the route holds.
// Named checks and prefix requirements are names (checks.ts); building the table throws on an
// unknown name, so a typo stops the server at start, never at request time.
import { KEY_PREFIXES } from "../db/keys.ts";
import type { User } from "../auth/types.ts";
import { type Check, compileRequirement, type Requirement } from "./checks.ts";

export type Level = "public" | "signed-in" | "verified";

/** A route's rule: a base level, or a list of named checks (which implies `verified`). */
export type RouteRule = Level | string[];

export interface PrefixRule {
  /** Path prefix, matched on whole segments (`/show` covers /show/x, not /showcloud). */
  prefix: string;
  /** Only the prefix itself (e.g. the fulfillment home), not the paths below it. */
  exact?: boolean;
  require: Requirement;
  /** i18n key describing the rule for people (shown on /admin). */
  note: string;
}

/** Spec section 6, "Access by path prefix", with the sub-rules within /fulfillment. */
export const PREFIX_RULES: PrefixRule[] = [
  { prefix: "/admin", require: "admin", note: "access.prefix.admin" },
  { prefix: "/head-office", require: "buyer", note: "access.prefix.buyer" },
  { prefix: "/marketing", require: "buyer", note: "access.prefix.buyer" },
  { prefix: "/member-mi", require: "buyer", note: "access.prefix.buyer" },
  { prefix: "/fulfillment/admin", require: "buyer", note: "access.prefix.buyer" },
  { prefix: "/fulfillment", require: "fulfillment", note: "access.prefix.fulfillment" },
  {
    prefix: "/fulfillment",
    exact: true,
    require: { any: ["fulfillment", "team-fulfillment"] },
    note: "access.prefix.fulfillment_home",
  },
  {
    prefix: "/fulfillment/team-quotes",
    require: { any: ["fulfillment", "team-fulfillment"] },
    note: "access.prefix.fulfillment_team_quotes",
  },
  {
    prefix: "/fulfillment/accounting",
    require: { all: ["fulfillment", "accounting"] },
    note: "access.prefix.fulfillment_accounting",
  },
  {
    prefix: "/fulfillment/analytics",
    require: { all: ["fulfillment", "sales"] },
    note: "access.prefix.fulfillment_analytics",
  },
  { prefix: "/show", require: "show-data", note: "access.prefix.show" },
  { prefix: "/open-to-buy", require: "sales", note: "access.prefix.open_to_buy" },
  { prefix: "/specials", require: "ordering", note: "access.prefix.specials" },
];

/** The optional fulfillment environment segment: absent or `sandbox` (spec section 2). */
export const FULFILLMENT_ENV = ":env(sandbox)?";

/**
 * Every route pattern of the portal (exactly as the runtime reports it in ctx.route) → its rule.
 * Annotations are spec section 2's "(member)", "(sales)", "(member and sales)", … Routes without
 * an annotation need a verified user unless listed as public/signed-in here.
 */
export const ROUTE_RULES: Record<string, RouteRule> = {
  // General
  "/": "public",
  "/blog": ["member"],
  "/blog/:blog_id": ["member"],
  "/blog/tags/:tag": ["member"],
  "/support": ["member"],
  "/pages/:permalink": "public",

  // Account (lib/auth): management works before the email is verified; token pages are public.
  "/account": "signed-in",
  "/account/change-password": "signed-in",
  "/account/lightspeed": ["member"],
  "/account/staff-accounts": ["member"],
  "/account/change-password/:token": "public",
  "/account/verify-email/:token": "public",

  // Show (prefix /show: show-data) and showcloud (no spec rule: any verified user)
  "/show/files": "verified",
  "/show/archives": "verified",
  "/show/:show": "verified",
  "/show/:show/files": "verified",
  "/show/:show/vendor-pages": "verified",
  "/show/:show/vendor-pages/:vendor": "verified",
  "/showcloud": "verified",
  "/showcloud/shipping": "verified",
  "/showcloud/orders": "verified",
  "/showcloud/orders/:order_id": "verified",
  "/showcloud/orders/:order_id/wizard": "verified",
  "/showcloud/:vendor": "verified",
  "/showcloud/:vendor/order": "verified",
  "/showcloud/:vendor/books/:bpg_id": "verified",

  // Specials (prefix: ordering), open-to-buy (prefix: sales), scanning
  "/specials": "verified",
  "/specials/view/:form_id": "verified",
  "/specials/orders/edit/:order_id": "verified",
  "/open-to-buy": "verified",
  "/open-to-buy/reports": "verified",
  "/open-to-buy/reports/:report_id": "verified",
  "/open-to-buy/results/:guid": "verified",
  "/scan-pal": "verified",
  "/scan-pal/lists": "verified",
  "/scan-pal/sw.js": "verified",
  "/scan-pal/zxing_reader.wasm": "verified",
  "/pos-docs": "verified",

  // Admin (prefix: admin)
  "/admin": "verified",
  "/admin/cache": "verified",
  "/admin/locally": "verified",
  "/admin/easypost": "verified",
  "/admin/pos": "verified",
  "/admin/pos/versions": "verified",
  "/admin/pos/stores/:store_number": "verified",
  "/admin/pages": "verified",
  "/admin/pages/edit/:id": "verified",
  "/admin/users": "verified",
  "/admin/users/:id": "verified",
  "/admin/tasks/:guid": "verified",
  "/admin/recent-visits": "verified",
  "/admin/response-times": "verified",
  "/admin/redirects": "verified",
  "/admin/store-shipping-information": "verified",
  "/admin/store-shipping-information/:store_number": "verified",
  "/admin/translations": "verified",
  "/admin/client-errors": "verified",
  "/admin/:table": "verified",
  "/admin/:table/:id": "verified",

  // Marketing (prefix: buyer)
  "/marketing": "verified",
  "/marketing/items": "verified",
  "/marketing/items/:id": "verified",
  "/marketing/items/merge/:vendor": "verified",
  "/marketing/items/system-changes": "verified",
  "/marketing/items/migrate/:from_id/:to_id": "verified",
  "/marketing/items/by-sale-date/:start_date/:end_date": "verified",
  "/marketing/sync-errors": "verified",
  "/marketing/price-import": "verified",
  "/marketing/shopify-sync": "verified",
  "/marketing/shopify-files": "verified",
  "/marketing/shopify-reviews": "verified",
  "/marketing/collections": "verified",
  "/marketing/master-items": "verified",
  "/marketing/master-items/:id": "verified",
  "/marketing/size-guides": "verified",
  "/marketing/size-guides/:id": "verified",
  "/marketing/assortments/:id": "verified",
  "/marketing/assortments/:id/hda-link": "verified",
  "/marketing/vendors/:vendor_number": "verified",

  // Head office (prefix: buyer)
  "/head-office": "verified",
  "/head-office/api-docs": "verified",
  "/head-office/show": "verified",
  "/head-office/show/management": "verified",
  "/head-office/show/:show": "verified",
  "/head-office/show/:show/attendance": "verified",
  "/head-office/show/:show/announcements": "verified",
  "/head-office/show/:show/announcements/:id": "verified",
  "/head-office/show/vendors/:vendor_number": "verified",
  "/head-office/show/vendors/pages/:page_id": "verified",
  "/head-office/show/categories/:category_id": "verified",
  "/head-office/stock-check": "verified",
  "/head-office/pricing/sales": "verified",
  "/head-office/pricing/editor": "verified",
  "/head-office/pricing/schedule": "verified",
  "/head-office/mappings": "verified",
  "/head-office/specials": "verified",
  "/head-office/specials/orders": "verified",
  "/head-office/specials/edit/:form_id": "verified",
  "/head-office/specials/preview/:form_id": "verified",
  "/head-office/launch-schedule": "verified",
  "/head-office/pos-data-bundles": "verified",
  "/head-office/store-master": "verified",
  "/head-office/store-master/map": "verified",
  "/head-office/store-master/:store": "verified",
  "/head-office/omnichannel-stock": "verified",
  "/head-office/member-upc-adoption": "verified",
  "/head-office/orderdynamics-sales": "verified",
  "/head-office/quote-parser": "verified",
  "/head-office/quote-parser/config": "verified",
  "/head-office/quote-parser/:guid": "verified",
  "/head-office/blog-management": "verified",
  "/head-office/blog-management/create": "verified",
  "/head-office/blog-management/edit/:post_id": "verified",
  "/head-office/showcloud-booking-reports": "verified",

  // Reporting
  "/reporting/member-list": ["vendor"],
  "/reporting/sales/:guid": ["sales"],
  "/reporting/stock/:guid": ["sales"],
  "/reporting/report-builder": ["sales"],
  "/reporting/stock-sales-watchlist": ["sales"],
  "/reporting/bauer-elp-reports": ["vendor"],
  "/reporting/shopify-sync/:store": "verified",

  // Dashboards
  "/dashboards/mystery-minis": "verified",
  "/dashboards/group-dashboard": ["buyer"],
  "/dashboards/member-dashboard": ["member", "sales"],
  "/dashboards/vendor-dashboard": ["vendor"],
  "/dashboards/customer-dashboard": ["member", "sales", "customers"],
  "/dashboards/item/:item_number": ["member", "sales"],

  // Resources
  "/resources/upc-validation": ["show-data"],
  "/resources/upcoming-price-changes": ["show-data"],
  "/resources/marketing-assets": ["marketing"],
  "/resources/signage-generator": ["marketing"],
  "/resources/pos-documentation": ["member"],
  "/resources/department-reference": "verified",
  "/resources/store-training": "verified",
  "/resources/store-training/users/:id": "verified",

  // Fulfillment (prefix rules above; env is absent or `sandbox`)
  [`/fulfillment/${FULFILLMENT_ENV}`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/returns/:id`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/returns/routing/:id`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/routing/:id`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/packages/:id`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/analytics`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/shipments`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/shipments/:batch_id`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/accounting`]: "verified",
  [`/fulfillment/${FULFILLMENT_ENV}/team-quotes/:id`]: "verified",
  [`/fulfillment/admin/${FULFILLMENT_ENV}`]: "verified",
  "/fulfillment/admin/reports": "verified",
  "/fulfillment/admin/returns/:id": "verified",
  "/fulfillment/admin/accounting": "verified",
  "/fulfillment/admin/accounting/payouts": "verified",
  "/fulfillment/admin/accounting/payouts/:env/:payout_number": "verified",
  "/fulfillment/admin/team-quotes": "verified",
  [`/fulfillment/admin/${FULFILLMENT_ENV}/penalties`]: "verified",
  [`/fulfillment/admin/${FULFILLMENT_ENV}/orders/:order_number`]: "verified",
  [`/fulfillment/admin/${FULFILLMENT_ENV}/orders/:order_number/accounting`]: "verified",

  // JSON endpoints: public where a visitor must reach them, otherwise a signed-in user (the
  // handlers check more).
  "/api/account/login": "public",
  "/api/account/register": "public",
  "/api/account/request-password-reset": "public",
  "/api/account/logout": "public",
  "/api/account/get-user": "signed-in",
  "/api/account/set-primary-store": "signed-in",
  "/api/account/set-locale": "signed-in",
  "/api/locale": "public",
  "/api/logs/error": "public",
  "/builds/latest.json": "public",
  "/healthz": "public",
  "/api/store-info": "signed-in",
  "/api/translate": "signed-in",
  "/api/translate/block/get": "signed-in",
  "/api/sales/import": ["buyer"],
  // EasyPost calls it; the HMAC signature is the check (lib/admin/easypost.ts).
  "/api/easypost/webhook": "public",
  "/api/scan-pal/sync": "verified",
  "/api/upc/validate": ["show-data"],
  // Uploaded files (lib/files): any verified user; the handler checks owner and audience.
  "/files/:id": "verified",
  // The web store's order webhooks: authenticated by their HMAC signature (lib/fulfillment/intake.ts).
  "/api/fulfillment/orders": "public",
  "/api/fulfillment/sandbox/orders": "public",
  "/api/fulfillment/carrier-events": "public",
  "/api/fulfillment/sandbox/carrier-events": "public",
};

/** Rule for a route missing from ROUTE_RULES (a test fails when one exists): deny anonymous. */
export function defaultRule(path: string): RouteRule {
  return path.startsWith("/api/") ? "signed-in" : "verified";
}

/** Route parameter validate rules, by parameter name (a failing one answers 404). */
export const PARAM_RULES: Record<string, { pattern: RegExp; note: string }> = {
  store_number: { pattern: /^\d{1,6}$/, note: "access.param.number" },
  store: { pattern: /^\d{1,6}$/, note: "access.param.number" },
  order_number: { pattern: /^[A-Za-z0-9-]{1,40}$/, note: "access.param.code" },
  payout_number: { pattern: /^[A-Za-z0-9-]{1,40}$/, note: "access.param.code" },
  guid: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    note: "access.param.guid",
  },
  start_date: { pattern: /^\d{4}-\d{2}-\d{2}$/, note: "access.param.date" },
  end_date: { pattern: /^\d{4}-\d{2}-\d{2}$/, note: "access.param.date" },
  env: { pattern: /^(sandbox|live)$/, note: "access.param.env" },
  table: {
    pattern: new RegExp(`^(${Object.keys(KEY_PREFIXES).join("|")})$`),
    note: "access.param.table",
  },
  permalink: { pattern: /^[a-z0-9][a-z0-9-]{0,80}$/, note: "access.param.slug" },
};

// ---------------------------------------------------------------------------------------------
// Building the table (module load): compile every requirement, throwing on an unknown name.

export interface CompiledRoute {
  pattern: string;
  level: Level;
  checks: string[];
  test: Check;
}

export interface CompiledPrefix extends PrefixRule {
  test: Check;
}

export interface AccessTable {
  routes: Map<string, CompiledRoute>;
  prefixes: CompiledPrefix[];
}

export function buildAccessTable(
  routeRules: Record<string, RouteRule>,
  prefixRules: PrefixRule[],
): AccessTable {
  const routes = new Map<string, CompiledRoute>();
  for (const [pattern, rule] of Object.entries(routeRules)) {
    routes.set(pattern, compile(pattern, rule));
  }
  const prefixes = prefixRules.map((rule) => ({
    ...rule,
    test: compileRequirement(rule.require, rule.prefix),
  }));
  // Most specific first: longer prefixes, and an exact rule before the prefix rule of its path.
  prefixes.sort((a, b) =>
    b.prefix.length - a.prefix.length || Number(!!b.exact) - Number(!!a.exact)
  );
  return { routes, prefixes };
}

function compile(pattern: string, rule: RouteRule): CompiledRoute {
  if (typeof rule === "string") {
    if (rule !== "public" && rule !== "signed-in" && rule !== "verified") {
      throw new Error(`Unknown access level "${rule}" for ${pattern}`);
    }
    return { pattern, level: rule, checks: [], test: () => true };
  }
  return {
    pattern,
    level: "verified",
    checks: rule,
    test: compileRequirement({ all: rule }, pattern),
  };
}

/** Built once at module load: an unknown check name stops the server from starting. */
export const ACCESS_TABLE: AccessTable = buildAccessTable(ROUTE_RULES, PREFIX_RULES);

// ---------------------------------------------------------------------------------------------
// Deciding.

/** The path with the fulfillment environment segment removed, for the prefix rules. */
export function normalizePath(path: string): string {
  return path
    .replace(/^\/fulfillment\/admin\/sandbox(?=\/|$)/, "/fulfillment/admin")
    .replace(/^\/fulfillment\/sandbox(?=\/|$)/, "/fulfillment");
}

export function prefixRuleFor(
  path: string,
  table: AccessTable = ACCESS_TABLE,
): CompiledPrefix | undefined {
  const normal = normalizePath(path);
  return table.prefixes.find((rule) =>
    rule.exact
      ? normal === rule.prefix
      : normal === rule.prefix || normal.startsWith(rule.prefix + "/")
  );
}

export type Decision =
  | { allowed: true }
  | { allowed: false; status: 401; reason: "sign-in" | "verify" | "permissions" }
  | { allowed: false; status: 404; reason: "validate"; param: string };

/**
 * The decision for a user (or null) on a path matched by `pattern`. With no matched route
 * (`pattern` null) there is nothing to guard: the router answers 404.
 */
export function decide(
  user: User | null,
  path: string,
  pattern: string | null,
  params: Record<string, string> = {},
  table: AccessTable = ACCESS_TABLE,
): Decision {
  if (pattern === null) return { allowed: true };
  const route = table.routes.get(pattern) ?? compile(pattern, defaultRule(path));
  const prefix = path.startsWith("/api/") ? undefined : prefixRuleFor(path, table);
  if (route.level !== "public") {
    if (!user) return { allowed: false, status: 401, reason: "sign-in" };
    if (route.level === "verified") {
      if (!user.Verified) return { allowed: false, status: 401, reason: "verify" };
      if (prefix && !prefix.test(user)) {
        return { allowed: false, status: 401, reason: "permissions" };
      }
      if (!route.test(user)) return { allowed: false, status: 401, reason: "permissions" };
    }
  }
  for (const [name, value] of Object.entries(params)) {
    const rule = PARAM_RULES[name];
    if (rule && value !== "" && !rule.pattern.test(value)) {
      return { allowed: false, status: 404, reason: "validate", param: name };
    }
  }
  return { allowed: true };
}

/** Patterns in table order, literal ones first, for resolving a plain path (menus, links). */
const matchers = [...ACCESS_TABLE.routes.keys()]
  .sort((a, b) => Number(/[:*(]/.test(a)) - Number(/[:*(]/.test(b)))
  .map((pattern) => ({ pattern, compiled: new URLPattern({ pathname: pattern }) }));

/** The route pattern of the table that a path resolves to (literal patterns win), or null. */
export function patternFor(
  path: string,
): { pattern: string; params: Record<string, string> } | null {
  for (const { pattern, compiled } of matchers) {
    const match = compiled.exec({ pathname: path });
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.pathname.groups)) {
        if (!/^\d+$/.test(key)) params[key] = value ?? "";
      }
      return { pattern, params };
    }
  }
  return null;
}

/** Whether a user may open a path (menus use this so they never link to a 401). */
export function canAccess(user: User | null, path: string): boolean {
  const found = patternFor(path);
  return decide(user, path, found?.pattern ?? null, found?.params).allowed;
}
