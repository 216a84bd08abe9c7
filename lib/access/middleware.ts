// The last link of the root chain: the redirect table, the bad fulfillment environment (derived
// from the route registry, lib/routes/registry.ts isBadEnv), then the access table's decision for
// the matched route. A failed rule throws an HttpError: 401
// "Insufficient Permissions" (pages: the error page, or the login panel when nobody is signed in;
// /api/*: `{ error }` JSON), 404 "Not Found" for a bad {env}, 404 "Page Not Found <path>" for a
// failing route validate rule.
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { HttpError } from "../http/errors.ts";
import { decide } from "./table.ts";
import { getRedirect, redirectResponse } from "./redirects.ts";
import { isBadEnv } from "../routes/registry.ts";

export async function accessMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  if (ctx.destination === "static" || ctx.destination === "internal") return await ctx.next();
  const path = ctx.url.pathname;
  const isApi = path.startsWith("/api/");
  if (!isApi && (req.method === "GET" || req.method === "HEAD")) {
    const redirect = await getRedirect(ctx.state.kv, path);
    if (redirect) return redirectResponse(redirect, ctx.url.search);
  }
  if (ctx.destination === "notFound") {
    if (isBadEnv(path)) throw new HttpError(404, "access.bad_env");
    return await ctx.next();
  }
  const decision = decide(ctx.state.user, path, ctx.route, ctx.params);
  if (!decision.allowed) {
    if (decision.status === 404) throw new HttpError(404, "access.page_not_found_path", { path });
    if (decision.reason === "verify") throw new HttpError(401, "access.verify_first");
    // The error page names what is missing (ErrorView lists `needs`).
    throw new HttpError(
      401,
      "access.insufficient_permissions",
      decision.reason === "permissions" ? { needs: decision.needs } : {},
    );
  }
  return await ctx.next();
}
