// GET /healthz → {ok, checks: {kv, build, queue}, build_id}; 503 when a check fails (lib/ops).
import type { Handlers } from "$fresh/server.ts";
import { json } from "../lib/http/errors.ts";
import { checkHealth } from "../lib/ops/health.ts";
import type { PortalState } from "../lib/state.ts";

export const handler: Handlers<unknown, PortalState> = {
  async GET(_req, ctx) {
    const health = await checkHealth(ctx.state.kv, ctx.config.buildId);
    return json(health, { status: health.ok ? 200 : 503 });
  },
};
