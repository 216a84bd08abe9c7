// THE access table, compiled from the route registry (lib/routes/registry.ts: each route's level
// and named checks, and the prefix rules of spec section 6). The root middleware (middleware.ts),
// the menus (lib/nav) and /admin read it; tests/routes/route_matrix_test.ts walks every route of
// the manifest against it.
//
// A request is allowed when (1) the route's base level holds — `public` (anyone), `signed-in` (any
// signed-in user, verified or not) or `verified` (a signed-in user whose email is verified; the
// default, so anonymous visitors are denied everything not listed as public) — and (2) the most
// specific prefix rule for its path holds, and (3) every named check annotated on the route holds.
// Named checks and prefix requirements are names (checks.ts); building the table throws on an
// unknown name, so a typo stops the server at start, never at request time.
import { KEY_PREFIXES } from "../db/keys.ts";
import type { User } from "../auth/types.ts";
import { createMatcher, type Matcher } from "../fresh/router.ts";
import { type Check, type CheckName, compileRequirement, NAMED_CHECKS } from "./checks.ts";
import { PREFIX_RULES, ROUTES } from "../routes/registry.ts";
import type { Level, PrefixRule, Route, RouteRule } from "../routes/types.ts";

export type { Level, PrefixRule, RouteRule };
export { PREFIX_RULES };
/** Rule for a route missing from the registry (a test fails when one exists): deny anonymous. */
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
  registry: Iterable<Pick<Route, "pattern" | "access">>,
  prefixRules: PrefixRule[],
): AccessTable {
  const routes = new Map<string, CompiledRoute>();
  for (const { pattern, access } of registry) routes.set(pattern, compile(pattern, access));
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
export const ACCESS_TABLE: AccessTable = buildAccessTable(ROUTES.values(), PREFIX_RULES);

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
  | { allowed: false; status: 401; reason: "sign-in" | "verify" }
  /** `needs`: i18n keys of what the user lacks (a prefix rule's note, a check's description). */
  | { allowed: false; status: 401; reason: "permissions"; needs: string[] }
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
        return { allowed: false, status: 401, reason: "permissions", needs: [prefix.note] };
      }
      if (!route.test(user)) {
        const needs = route.checks
          .filter((name) => !NAMED_CHECKS[name as CheckName]?.(user))
          .map((name) => `access.checks.${name}`);
        return { allowed: false, status: 401, reason: "permissions", needs };
      }
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

// Resolving a plain path (menus, links) to its route: literal patterns by a map lookup, the others
// compiled once and ranked like the router (literal segments before parameters), and each answer
// remembered (bounded: links carry parameters, e.g. a show's key).

const literalRoutes = new Set<string>();
const dynamicRoutes: Matcher[] = [];
for (const pattern of ACCESS_TABLE.routes.keys()) {
  if (/[*:{}+?()]/.test(pattern)) dynamicRoutes.push(createMatcher(pattern));
  else literalRoutes.add(pattern);
}
dynamicRoutes.sort((a, b) => comparePatterns(a.pattern, b.pattern));

function segmentRank(segment: string): number {
  if (segment.includes("*")) return 4;
  if (/[?{}]/.test(segment)) return 2;
  return segment.includes(":") ? 1 : 0;
}

/** Literal segments before parameters, parameters before optional ones, segment by segment. */
function comparePatterns(a: string, b: string): number {
  const as = a.split("/");
  const bs = b.split("/");
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    if (as[i] === undefined) return -1;
    if (bs[i] === undefined) return 1;
    const diff = segmentRank(as[i]) - segmentRank(bs[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

type Found = { pattern: string; params: Record<string, string> } | null;
const MAX_REMEMBERED = 2000;
const remembered = new Map<string, Found>();

/** The route pattern of the table that a path resolves to (literal patterns win), or null. */
export function patternFor(path: string): Found {
  const known = remembered.get(path);
  if (known !== undefined) return known;
  let found: Found = null;
  if (literalRoutes.has(path)) found = { pattern: path, params: {} };
  else {
    for (const matcher of dynamicRoutes) {
      const params = matcher.match(path);
      if (params) {
        found = { pattern: matcher.pattern, params };
        break;
      }
    }
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(path, found);
  return found;
}

/** Whether a user may open a path (menus use this so they never link to a 401). */
export function canAccess(user: User | null, path: string): boolean {
  const found = patternFor(path);
  return decide(user, path, found?.pattern ?? null, found?.params).allowed;
}
