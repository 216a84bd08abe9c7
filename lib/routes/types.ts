// The shapes of the route registry (registry.ts): what one area declares about its routes.
import type { CheckName, Requirement } from "../access/checks.ts";

/**
 * A route's base level: `public` (anyone), `signed-in` (any signed-in user, verified or not) or
 * `verified` (a signed-in user whose email is verified; the default).
 */
export type Level = "public" | "signed-in" | "verified";

/** A route's rule: a base level, or named checks that must all hold (which implies `verified`). */
export type RouteRule = Level | CheckName[];

/** The optional fulfillment environment segment: absent or `sandbox` (spec section 2). */
export const ENV = ":env(sandbox)?";

export interface RouteEntry {
  /** Unique id; a titled page's title is `pages.titles.<id>` (and a placeholder's purpose `pages.purposes.<id>`). */
  id: string;
  /** The URL pattern exactly as the runtime reports it in ctx.route (file name or routeOverride). */
  pattern: string;
  /** Id of the page above this one in the breadcrumb (Home is always first). */
  parent?: string;
  /** Spec section 2's annotation, e.g. ["member", "sales"]; `verified` when left out. */
  access?: RouteRule;
  /** The page's title and breadcrumb come from `pages.titles.<id>` (lib/nav/pages.ts). */
  title?: true;
}

export interface PrefixRule {
  /** Path prefix, matched on whole segments (`/show` covers /show/x, not /showcloud). */
  prefix: string;
  /** Only the prefix itself (e.g. the fulfillment home), not the paths below it. */
  exact?: boolean;
  require: Requirement;
  /** i18n key describing the rule for people (shown on /admin). */
  note: string;
}

/** One area's routes and the prefix rules of spec section 6 that cover them. */
export interface AreaRoutes {
  /** Area id; placeholder pages describe it with `pages.areas.<area>.title/intro`. */
  area: string;
  prefixes?: PrefixRule[];
  routes: RouteEntry[];
}

/** A registry entry with its area and its access filled in. */
export interface Route extends RouteEntry {
  area: string;
  access: RouteRule;
}
