// The last link of the root chain: the redirect table, the bad fulfillment environment, then the
// access table's decision for the matched route. A failed rule throws an HttpError: 401
// "Insufficient Permissions" (pages: the error page, or the login panel when nobody is signed in;
// /api/*: `{ error }` JSON), 404 "Not Found" for a bad {env}, 404 "Page Not Found <path>" for a
// failing route validate rule.
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { HttpError } from "../http/errors.ts";
import { decide } from "./table.ts";
import { getRedirect, redirectResponse } from "./redirects.ts";

/** Literal segments that may follow /fulfillment/ and /fulfillment/admin/ in the env position. */
const FULFILLMENT_SEGMENTS = new Set([
  "sandbox",
  "admin",
  "returns",
  "routing",
  "packages",
  "analytics",
  "shipments",
  "accounting",
  "team-quotes",
]);
const FULFILLMENT_ADMIN_SEGMENTS = new Set([
  "sandbox",
  "reports",
  "returns",
  "accounting",
  "team-quotes",
  "penalties",
  "orders",
]);

/** True when an unmatched path names a fulfillment environment other than absent or sandbox. */
export function isBadFulfillmentEnv(path: string): boolean {
  const parts = path.split("/").filter(Boolean);
  if (parts[0] !== "fulfillment" || parts.length < 2) return false;
  if (parts[1] === "admin") return parts.length >= 3 && !FULFILLMENT_ADMIN_SEGMENTS.has(parts[2]);
  return !FULFILLMENT_SEGMENTS.has(parts[1]);
}

export async function accessMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  if (ctx.destination === "static" || ctx.destination === "internal") return await ctx.next();
  const path = ctx.url.pathname;
  const isApi = path.startsWith("/api/");
  if (!isApi && (req.method === "GET" || req.method === "HEAD")) {
    const redirect = await getRedirect(ctx.state.kv, path);
    if (redirect) return redirectResponse(redirect, ctx.url.search);
  }
  if (ctx.destination === "notFound") {
    if (isBadFulfillmentEnv(path)) throw new HttpError(404, "access.bad_env");
    return await ctx.next();
  }
  const decision = decide(ctx.state.user, path, ctx.route, ctx.params);
  if (!decision.allowed) {
    if (decision.status === 404) throw new HttpError(404, "access.page_not_found_path", { path });
    throw new HttpError(
      401,
      decision.reason === "verify" ? "access.verify_first" : "access.insufficient_permissions",
    );
  }
  return await ctx.next();
}
