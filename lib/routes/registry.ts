// THE route registry: one entry per route of the portal (lib/routes/areas/<area>.ts, one file per
// area), and the prefix rules of spec section 6 next to the area they guard. Everything that used
// to keep its own list of routes reads this one:
// - the access table (lib/access/table.ts): each route's level and named checks, and the prefixes;
// - page titles and breadcrumbs (lib/nav/pages.ts): `title` entries and their `parent` chain;
// - the fulfillment environment rule (lib/access/middleware.ts): `envSegments` below;
// - the access view on /admin (components/nav/AccessTableView.tsx).
// tests/unit/routes/registry_test.ts fails when a route file has no entry or an entry has no file.
import { ACCOUNT } from "./areas/account.ts";
import { ADMIN } from "./areas/admin.ts";
import { API } from "./areas/api.ts";
import { BLOG } from "./areas/blog.ts";
import { DASHBOARDS } from "./areas/dashboards.ts";
import { FULFILLMENT } from "./areas/fulfillment.ts";
import { FULFILLMENT_ADMIN } from "./areas/fulfillment_admin.ts";
import { GENERAL } from "./areas/general.ts";
import { HEAD_OFFICE } from "./areas/head_office.ts";
import { MARKETING } from "./areas/marketing.ts";
import { OPEN_TO_BUY } from "./areas/open_to_buy.ts";
import { REPORTING } from "./areas/reporting.ts";
import { RESOURCES } from "./areas/resources.ts";
import { SCANNER } from "./areas/scanner.ts";
import { SHOW } from "./areas/show.ts";
import { SHOWCLOUD } from "./areas/showcloud.ts";
import { SPECIALS } from "./areas/specials.ts";
import { type AreaRoutes, ENV, type PrefixRule, type Route } from "./types.ts";

export { ENV };
export type { AreaRoutes, PrefixRule, Route };

/** Every area of the portal; a new area adds its file here. */
export const AREAS: AreaRoutes[] = [
  GENERAL,
  BLOG,
  ACCOUNT,
  SHOW,
  SHOWCLOUD,
  SPECIALS,
  OPEN_TO_BUY,
  SCANNER,
  RESOURCES,
  ADMIN,
  MARKETING,
  HEAD_OFFICE,
  REPORTING,
  DASHBOARDS,
  FULFILLMENT,
  FULFILLMENT_ADMIN,
  API,
];

/** Checks the registry once at module load: a duplicate or a dangling parent stops the server. */
export function buildRoutes(areas: AreaRoutes[]): Map<string, Route> {
  const byId = new Map<string, Route>();
  const patterns = new Set<string>();
  for (const { area, routes } of areas) {
    for (const entry of routes) {
      if (byId.has(entry.id)) throw new Error(`Route id "${entry.id}" is registered twice`);
      if (patterns.has(entry.pattern)) {
        throw new Error(`Route pattern "${entry.pattern}" is registered twice`);
      }
      byId.set(entry.id, { ...entry, area, access: entry.access ?? "verified" });
      patterns.add(entry.pattern);
    }
  }
  for (const route of byId.values()) {
    if (route.parent && !byId.get(route.parent)?.title) {
      throw new Error(
        `Route "${route.id}" has parent "${route.parent}", which is not a titled page`,
      );
    }
  }
  return byId;
}

/** Every route by id. */
export const ROUTES: ReadonlyMap<string, Route> = buildRoutes(AREAS);

/** Every prefix rule of every area. */
export const PREFIX_RULES: PrefixRule[] = AREAS.flatMap((area) => area.prefixes ?? []);

/** The route registered for a pattern (ctx.route), if any. */
const byPattern = new Map([...ROUTES.values()].map((route) => [route.pattern, route]));
export function routeForPattern(pattern: string): Route | undefined {
  return byPattern.get(pattern);
}

/**
 * The environment rule, derived: for each path before an `ENV` segment (e.g. `/fulfillment`,
 * `/fulfillment/admin`), the literal segments that may follow it — `sandbox` and the first literal
 * segment of every registered route below it. Anything else there names an unknown environment.
 */
export function envSegments(routes: Iterable<Route>): Map<string, Set<string>> {
  const all = [...routes].map((route) => route.pattern);
  const prefixes = new Set(
    all.filter((p) => p.includes(`/${ENV}`)).map((p) => p.slice(0, p.indexOf(`/${ENV}`))),
  );
  const result = new Map<string, Set<string>>();
  // Longest first, so /fulfillment/admin/x is judged by /fulfillment/admin's segments.
  for (const prefix of [...prefixes].sort((a, b) => b.length - a.length)) {
    const allowed = new Set(["sandbox"]);
    for (const pattern of all) {
      if (!pattern.startsWith(prefix + "/")) continue;
      const rest = pattern.slice(prefix.length + 1).replace(new RegExp(`^${escape(ENV)}/?`), "");
      const segment = rest.split("/")[0];
      if (segment && !/[:*(){}?]/.test(segment)) allowed.add(segment);
    }
    result.set(prefix, allowed);
  }
  return result;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export const ENV_SEGMENTS = envSegments(ROUTES.values());

/** True when a path names an environment other than absent or `sandbox` (unmatched paths only). */
export function isBadEnv(path: string): boolean {
  for (const [prefix, allowed] of ENV_SEGMENTS) {
    if (path !== prefix && !path.startsWith(prefix + "/")) continue;
    const segment = path.slice(prefix.length + 1).split("/")[0];
    return segment !== "" && !allowed.has(segment);
  }
  return false;
}
