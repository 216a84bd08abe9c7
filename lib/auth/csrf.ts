// CSRF protection for state-changing requests (anything but GET, HEAD, OPTIONS), in the manner of
// Go's CrossOriginProtection: browsers send Sec-Fetch-Site and/or Origin; a request is refused with
// 403 when Sec-Fetch-Site says cross-site/same-site, or when Origin is not this site's origin (the
// request's own or config.PUBLIC_URL). Requests with neither header do not come from a browser
// page (curl, server-to-server) and cannot carry a victim's cookies cross-site, so they pass.
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { HttpError } from "../http/errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteRequest(req: Request, publicUrl?: string): boolean {
  if (SAFE.has(req.method)) return false;
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  const allowed = new Set([new URL(req.url).origin]);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return !allowed.has(origin);
}

export function csrfMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  if (isCrossSiteRequest(req, ctx.state.config?.PUBLIC_URL)) {
    throw new HttpError(403, "account.errors.cross_site");
  }
  return ctx.next();
}
