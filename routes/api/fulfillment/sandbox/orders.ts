// POST /api/fulfillment/sandbox/orders — the sandbox's order webhook (same intake, sandbox secret
// and keys).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { intakeResponse } from "../../../../lib/fulfillment/intake_http.ts";

export const handler: Handlers<unknown, PortalState> = {
  POST: (req, ctx) => intakeResponse(req, ctx.state, "sandbox"),
};
