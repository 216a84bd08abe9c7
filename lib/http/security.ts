// Security headers on every response the root chain produces (pages, JSON, static files and the
// error pages — page errors are rendered here, inside the chain, so they get the headers too):
// a Content-Security-Policy whose script-src carries the response's nonce (the runtime puts it on
// its inline scripts), HSTS outside localhost, nosniff, a strict referrer policy; and
// `Cache-Control: private, no-store` on whatever a signed-in user's request produced (pages and
// JSON carry their data: no shared or back-button cache keeps them), static files and island
// bundles keeping their own caching (immutable when hashed).
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { ConfirmationNeeded } from "./confirm.ts";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Pages whose code compiles WebAssembly (the scanner's barcode decoder). */
const WASM_PATHS = /^\/scan-pal(\/|$)/;

export function contentSecurityPolicy(nonce: string, wasm = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${wasm ? " 'wasm-unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function setSecurityHeaders(headers: Headers, url: URL, nonce: string): void {
  headers.set(
    "content-security-policy",
    contentSecurityPolicy(nonce, WASM_PATHS.test(url.pathname)),
  );
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-frame-options", "DENY");
  if (!LOCAL_HOSTS.has(url.hostname)) {
    headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
}

/** Adds the headers, copying the response when its headers are immutable (e.g. fetch results). */
function withHeaders(res: Response, url: URL, nonce: string): Response {
  try {
    setSecurityHeaders(res.headers, url, nonce);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    setSecurityHeaders(copy.headers, url, nonce);
    return copy;
  }
}

function statusOf(error: unknown): number {
  if (error instanceof ConfirmationNeeded) return 200; // the confirmation step (lib/http/confirm.ts)
  const status = (error as { status?: unknown })?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

export async function securityMiddleware(_req: Request, ctx: FreshContext<PortalState>) {
  let res: Response;
  try {
    res = await ctx.next();
  } catch (error) {
    // Errors of /api/* became JSON in contextMiddleware; what arrives here is a page error. It is
    // rendered through _404.tsx, which shows the error page for `ctx.error` with its status.
    if (statusOf(error) === 500) console.error(error);
    ctx.error = error;
    const page = await ctx.renderNotFound();
    res = new Response(page.body, { status: statusOf(error), headers: page.headers });
  }
  res = withHeaders(res, ctx.url, ctx.nonce);
  if (ctx.state.user && ctx.destination !== "static" && ctx.destination !== "internal") {
    res.headers.set("cache-control", PRIVATE);
  }
  return res;
}

const PRIVATE = "private, no-store";
