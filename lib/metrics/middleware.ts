// Root middleware that times every routed request (pages and JSON endpoints; not static files or
// island bundles) and records it with lib/metrics/store.ts once the response exists. It is the
// first link of the chain, so it times everything and records the status the client gets (page
// errors are rendered by securityMiddleware, inside it).
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import { recordVisit } from "./store.ts";
import { redactSecretPath } from "../auth/tokens.ts";

export async function metricsMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  if (ctx.destination === "static" || ctx.destination === "internal") return await ctx.next();
  // Load-balancer probes every few seconds would crowd out the real visits.
  if (ctx.url.pathname === "/healthz") return await ctx.next();
  const started = performance.now();
  let status = 500;
  try {
    const res = await ctx.next();
    status = res.status;
    return res;
  } catch (error) {
    const code = (error as { status?: unknown })?.status;
    status = typeof code === "number" ? code : 500;
    throw error;
  } finally {
    const { kv, user } = ctx.state;
    if (kv) {
      const now = Date.now();
      recordVisit(kv, {
        at: new Date(now).toISOString(),
        method: req.method,
        // One-time tokens in e-mailed links must not reach the visit log.
        path: redactSecretPath(ctx.url.pathname),
        route: ctx.route,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        user_id: user?.id ?? null,
        email: user?.email ?? null,
      }, now);
    }
  }
}
