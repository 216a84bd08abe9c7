// POST /api/fulfillment/sandbox/orders — the sandbox's order webhook (same intake, sandbox secret
// and keys).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { intakeResponse, ORDERS_API } from "../../../../lib/fulfillment/intake_http.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api = ORDERS_API;

export const handler: Handlers<unknown, PortalState> = {
  POST: (req, ctx) => intakeResponse(req, ctx.state, "sandbox"),
};
