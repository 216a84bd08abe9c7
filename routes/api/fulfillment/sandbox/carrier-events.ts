// POST /api/fulfillment/sandbox/carrier-events — the fake carrier's tracker events for the sandbox.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import {
  CARRIER_EVENTS_API,
  carrierEventResponse,
} from "../../../../lib/fulfillment/intake_http.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api = CARRIER_EVENTS_API;

export const handler: Handlers<unknown, PortalState> = {
  POST: (req, ctx) => carrierEventResponse(req, ctx.state, "sandbox"),
};
