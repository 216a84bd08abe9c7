// POST /api/fulfillment/carrier-events — EasyPost's webhook (tracker.updated) for live parcels,
// signed with HMAC-SHA256 in X-Hmac-Signature (lib/fulfillment/shipping.ts checks it).
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { carrierEventResponse } from "../../../lib/fulfillment/intake_http.ts";

export const handler: Handlers<unknown, PortalState> = {
  POST: (req, ctx) => carrierEventResponse(req, ctx.state, "live"),
};
