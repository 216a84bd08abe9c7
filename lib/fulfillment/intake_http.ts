// The HTTP side of the webhook endpoints (web store orders, carrier tracker events): the raw body
// (the signature covers its exact bytes; its size is capped by lib/http/limits.ts before it is
// read), the result as JSON. 201 new order, 200 the same order again, 400 reasons, 401 bad
// signature.
import type { PortalState } from "../state.ts";
import type { ApiDoc } from "../apidocs/types.ts";
import { json } from "../http/errors.ts";
import { type Env, ShopifyOrder } from "./schema.ts";
import { receiveOrder } from "./intake.ts";
import { receiveTrackerEvent } from "./tracking.ts";

const SIGNED_RESPONSES = {
  200: "api_docs.res.success",
  400: "api_docs.res.bad_request",
  401: "api_docs.res.bad_signature",
};

/** The documentation of the order webhooks, live and sandbox (lib/apidocs; /head-office/api-docs). */
export const ORDERS_API: ApiDoc = {
  POST: {
    summary: "api_docs.ops.fulfillment_orders",
    body: ShopifyOrder,
    responses: SIGNED_RESPONSES,
  },
};

/** The documentation of the carrier's tracker webhooks, live and sandbox. */
export const CARRIER_EVENTS_API: ApiDoc = {
  POST: {
    summary: "api_docs.ops.carrier_events",
    rawBody: { contentType: "application/json", description: "api_docs.bodies.tracker_event" },
    responses: SIGNED_RESPONSES,
  },
};

export async function intakeResponse(
  req: Request,
  state: PortalState,
  env: Env,
): Promise<Response> {
  const body = await req.text();
  const result = await receiveOrder(
    state.kv,
    state.config,
    env,
    body,
    req.headers.get("x-shopify-hmac-sha256"),
  );
  if (result.status === 401 || result.status === 400) {
    return json(result, { status: result.status });
  }
  if ("test" in result) return json({ id: result.id, test: true });
  return json({
    id: result.order.id,
    order_number: result.order.order_number,
    state: result.order.state,
    store: result.order.store,
    duplicate: result.duplicate,
  }, { status: result.status });
}

/** A carrier tracker event: 401 on a bad signature, 200 otherwise (unknown parcels are ignored). */
export async function carrierEventResponse(
  req: Request,
  state: PortalState,
  env: Env,
): Promise<Response> {
  const body = await req.text();
  let outcome;
  try {
    outcome = await receiveTrackerEvent(
      state.kv,
      state.config,
      env,
      body,
      req.headers.get("x-hmac-signature"),
    );
  } catch {
    return json({ error: "invalid event" }, { status: 400 });
  }
  if (outcome === "bad-signature") return json({ error: "bad signature" }, { status: 401 });
  return json({ outcome });
}
