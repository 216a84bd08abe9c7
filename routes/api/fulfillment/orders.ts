// POST /api/fulfillment/orders — the web store's order webhook (live). Signed, not signed-in:
// lib/fulfillment/intake.ts checks X-Shopify-Hmac-Sha256 before anything is read or stored.
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import { ShopifyOrder } from "../../../lib/fulfillment/schema.ts";
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { intakeResponse } from "../../../lib/fulfillment/intake_http.ts";

/** Documentation of this endpoint (lib/apidocs; shown on /head-office/api-docs). */
export const api: ApiDoc = {
  POST: {
    summary: "api_docs.ops.fulfillment_orders",
    body: ShopifyOrder,
    responses: {
      200: "api_docs.res.success",
      400: "api_docs.res.bad_request",
      401: "api_docs.res.bad_signature",
    },
  },
};

export const handler: Handlers<unknown, PortalState> = {
  POST: (req, ctx) => intakeResponse(req, ctx.state, "live"),
};
