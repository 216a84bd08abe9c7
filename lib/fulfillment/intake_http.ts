// The HTTP side of the webhook endpoints (web store orders, carrier tracker events): the raw body
// (the signature covers its exact bytes; its size is capped by lib/http/limits.ts before it is
// read), the result as JSON. 201 new order, 200 the same order again, 400 reasons, 401 bad
// signature.
import type { PortalState } from "../state.ts";
import { json } from "../http/errors.ts";
import type { Env } from "./schema.ts";
import { receiveOrder } from "./intake.ts";
import { receiveTrackerEvent } from "./tracking.ts";

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
