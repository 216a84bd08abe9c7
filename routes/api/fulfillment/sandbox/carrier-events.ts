// POST /api/fulfillment/sandbox/carrier-events — the fake carrier's tracker events for the sandbox.
import type { ApiDoc } from "../../../../lib/apidocs/types.ts";
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { carrierEventResponse } from "../../../../lib/fulfillment/intake_http.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: {
    summary: "api_docs.ops.carrier_events",
    rawBody: { contentType: "application/json", description: "api_docs.bodies.tracker_event" },
    responses: {
      200: "api_docs.res.success",
      400: "api_docs.res.bad_request",
      401: "api_docs.res.bad_signature",
    },
  },
};

export const handler: Handlers<unknown, PortalState> = {
  POST: (req, ctx) => carrierEventResponse(req, ctx.state, "sandbox"),
};
