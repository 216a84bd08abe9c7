// POST /api/easypost/webhook: EasyPost's event notifications, accepted only with a valid
// X-Hmac-Signature for the saved webhook secret (lib/admin/easypost.ts). The answer says nothing
// about the secret. Its size is capped before it is read (lib/http/limits.ts, "webhook").
import type { Handlers } from "$fresh/server.ts";
import type { ApiDoc } from "../../../lib/apidocs/types.ts";
import type { PortalState } from "../../../lib/state.ts";
import { receiveWebhook } from "../../../lib/admin/easypost.ts";

export const api: ApiDoc = {
  POST: {
    summary: "api_docs.ops.easypost_webhook",
    rawBody: { contentType: "application/json", description: "api_docs.bodies.easypost_event" },
    responses: {
      200: "api_docs.res.success",
      400: "api_docs.res.bad_request",
      401: "api_docs.res.bad_signature",
      413: "api_docs.res.too_large",
    },
  },
};

export const handler: Handlers<unknown, PortalState> = {
  async POST(req, ctx) {
    const body = new Uint8Array(await req.arrayBuffer());
    const { t } = ctx.state;
    const status = await receiveWebhook(
      ctx.state.kv,
      body,
      req.headers.get("x-hmac-signature"),
    );
    return status === 200
      ? Response.json({ ok: true })
      : Response.json({ error: t(`admin_easypost.webhook_${status}`) }, { status });
  },
};
