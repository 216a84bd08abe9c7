// POST /api/fulfillment/sandbox/carrier-events — the fake carrier's tracker events for the sandbox.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { carrierEventResponse } from "../../../../lib/fulfillment/intake_http.ts";

export const handler: Handlers<unknown, PortalState> = {
  POST: (req, ctx) => carrierEventResponse(req, ctx.state, "sandbox"),
};
